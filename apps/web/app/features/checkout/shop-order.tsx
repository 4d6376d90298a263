import type { CartGroup, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Panel, PanelTitle } from '#app/components/ui/panel.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { lineKey } from '#app/features/cart/cart-lines.ts'
import { ShopLogo } from '#app/features/cart/shop-logo.tsx'
import { jpyToVnd } from '#app/features/catalog/price.ts'
import { VariantLabel } from '#app/features/catalog/variant-label.tsx'
import { formatJpy, formatVnd } from '#app/lib/format.ts'
import { PriceTable } from './price-table.tsx'
import type { OrderQuote } from './pricing.ts'

type ShopOrderProps = {
  group: CartGroup
  price: OrderQuote | undefined
  busy: boolean
  rate: string
  lang: Lang
}

/** One shop's order: its lines and, once quoted, its pricing table. */
export function ShopOrder({ group, price, busy, rate, lang }: ShopOrderProps) {
  const { t } = useTranslation()
  return (
    <Panel
      as="section"
      aria-labelledby={`order-${group.shop_id}`}
      aria-busy={busy || undefined}
      className="p-5"
    >
      <div className="flex items-center gap-3">
        <ShopLogo src={group.shop_logo} />
        <PanelTitle id={`order-${group.shop_id}`}>
          {t('checkout.shopOrder', { shop: group.shop_name })}
        </PanelTitle>
      </div>
      <ul className="mt-3 divide-y divide-stone-100">
        {group.products.map((line) => (
          <li key={lineKey(line)} className="flex items-center gap-3 py-3 text-sm">
            <Thumbnail src={line.image_url} size={56} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-stone-900">{line.name}</p>
              <VariantLabel variant={line.variant} className="text-stone-600" />
              <p className="text-stone-600 tabular-nums">
                {line.quantity} × {formatVnd(jpyToVnd(line.price, rate), lang)} ·{' '}
                {formatJpy(line.price)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {price ? (
        <div className={`mt-3 border-t border-stone-200 pt-2 ${busy ? 'opacity-50' : ''}`}>
          <PriceTable
            caption={t('checkout.shopOrder', { shop: group.shop_name })}
            price={price}
            lang={lang}
          />
        </div>
      ) : null}
    </Panel>
  )
}
