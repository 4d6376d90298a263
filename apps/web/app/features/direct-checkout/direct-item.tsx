import type { Lang, MarketItem } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { QuantityStepper } from '#app/features/catalog/quantity-stepper.tsx'
import { formatJpy } from '#app/lib/format.ts'

type DirectItemProps = {
  item: MarketItem
  shop: { name: string; canBuyMore: boolean }
  quantity: number
  size: string | null
  onQuantity: (quantity: number) => void
  onSize: (size: string) => void
  rate: string
  lang: Lang
}

/**
 * The item bought: its picture, name, price in dong and yen, its size (Nike) and the quantity,
 * held at 1 where the market sells one of each (§5).
 */
export function DirectItem(props: DirectItemProps) {
  const { item, shop, quantity, size, onQuantity, onSize, rate, lang } = props
  const { t } = useTranslation()
  const sizeId = useId()
  return (
    <Panel as="section" aria-labelledby="direct-item" className="p-5">
      <div className="flex gap-4">
        <Thumbnail src={item.image_uri} size={72} />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xs font-medium text-stone-600">{shop.name}</p>
          <h2 id="direct-item" className="line-clamp-3 font-semibold text-stone-900">
            {item.names?.[lang] ?? item.name}
          </h2>
          <p className="text-sm tabular-nums text-stone-700">
            <span className="text-base font-bold text-brand-700">
              {formatDisplayVnd(item.price, rate, lang)}
            </span>{' '}
            · {formatJpy(item.price)}
          </p>
          {item.is_sold_out ? (
            <p className="text-sm font-semibold text-red-700">{t('cart.soldOut')}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {item.size.length > 0 ? (
          <div>
            <label htmlFor={sizeId} className="block text-sm font-medium text-stone-800">
              {t('direct.size')}
            </label>
            <select
              id={sizeId}
              value={size ?? ''}
              onChange={(event) => onSize(event.currentTarget.value)}
              className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            >
              <option value="" disabled>
                {t('direct.chooseSize')}
              </option>
              {item.size.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <QuantityStepper value={quantity} onChange={onQuantity} locked={!shop.canBuyMore} />
      </div>
      {shop.canBuyMore ? null : <p className="mt-2 text-xs text-stone-600">{t('cart.onlyOne')}</p>}
    </Panel>
  )
}
