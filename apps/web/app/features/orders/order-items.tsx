import type { OrderItemList } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { VariantLabel } from '#app/features/catalog/variant-label.tsx'
import { formatJpy, formatMoney, formatVnd } from '#app/lib/format.ts'
import { OrderSection } from './order-section.tsx'

/** §2 Order detail's items, a page at a time (`items_page`). */
export function OrderItems({ items }: { items: OrderItemList }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  return (
    <OrderSection title={t('orders.items', { count: items.total })}>
      <ul className="divide-y divide-stone-100">
        {items.data.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <Thumbnail src={item.product?.image_url ?? item.image_url} size={64} lazy />
            <div className="min-w-0 flex-1 text-sm">
              <Link
                to={item.url}
                className="line-clamp-2 font-medium text-stone-900 hover:text-brand-700"
              >
                {item.product?.name ?? item.name}
              </Link>
              <VariantLabel variant={item.variant} className="text-stone-600" />
              <p className="text-stone-600 tabular-nums">
                {item.quantity} × {formatMoney(item.price_with_tax, item.currency_id, lang)}
              </p>
            </div>
            <p className="text-sm font-semibold tabular-nums">
              {item.currency_id === 'JPY' ? formatJpy(item.balance) : formatVnd(item.balance, lang)}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        current={items.current_page}
        last={items.last_page}
        hrefFor={(page) => `?items_page=${page}`}
        label={t('orders.itemPages')}
        preventScrollReset
      />
    </OrderSection>
  )
}
