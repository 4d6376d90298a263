import { isShopId, type Lang, type Order, orderPayment, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { formatVnd } from '#app/lib/format.ts'
import { OrderStatusBadge, ShipmentIcon } from './status-badge.tsx'

type PlacedOrdersProps = {
  orders: Order[]
  /** What the unpaid ones come to; null when all are paid. */
  toPay: number | null
  lang: Lang
}

/** Issue 15: the orders a checkout just made, each with its shop and total, and the sum to pay. */
export function PlacedOrders({ orders, toPay, lang }: PlacedOrdersProps) {
  const { t } = useTranslation()
  return (
    <Panel as="section" aria-labelledby="placed-orders" className="p-4 sm:p-6">
      <h2 id="placed-orders" className="sr-only">
        {t('pay.placedOrders')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {orders.map((order) => (
          <li key={order.id} data-order={order.code} className="flex gap-3 py-3 first:pt-0">
            {order.first_item ? <Thumbnail src={order.first_item.image_url} size={56} /> : null}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <Link
                  to={`/customer/orders/${order.id}`}
                  className="font-semibold text-stone-900 hover:text-brand-700"
                >
                  {t('orders.orderCode', { code: order.code })}
                </Link>
                <span className="font-semibold tabular-nums">
                  {formatVnd(orderPayment(order).total, lang)}
                </span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <span>
                  {isShopId(order.shop_id) ? shopName(order.shop_id, lang) : order.shop_id}
                </span>
                <span aria-hidden="true">·</span>
                <span>{t('pay.itemCount', { count: order.items_count ?? 0 })}</span>
                <ShipmentIcon
                  method={order.shipment_method_id}
                  label={order.shipment_method.name}
                />
                <OrderStatusBadge status={order.status_id} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {toPay !== null ? (
        <div className="mt-3 flex items-baseline justify-between border-t border-stone-200 pt-3">
          <span className="font-semibold">{t('pay.totalToPay')}</span>
          <span
            className="text-2xl font-bold text-brand-700 tabular-nums"
            data-testid="placed-total"
          >
            {formatVnd(toPay, lang)}
          </span>
        </div>
      ) : null}
    </Panel>
  )
}
