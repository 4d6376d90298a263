import { type Order, orderPayment } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { formatDateTime, formatMoney, formatVnd } from '#app/lib/format.ts'
import { OrderStatusBadge, ShipmentIcon } from './status-badge.tsx'

/**
 * §2 Order list card: the first item's picture, the code, method and status, the costs and the
 * date, leading to the order; below, its total and a way to pay it while it waits for payment.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const first = order.first_item
  const more = (order.items_count ?? 0) - 1
  const total = orderPayment(order).total
  const payable = isPayableStatus(order.status_id)
  return (
    <Panel as="li" data-order={order.code} className="transition hover:ring-brand-300">
      <Link
        to={`/customer/orders/${order.id}`}
        className="flex gap-4 rounded-2xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative size-20 shrink-0 sm:size-24">
          {first ? (
            <img
              src={first.image_url}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="size-full rounded-xl border border-stone-200 object-cover"
            />
          ) : (
            <span className="block size-full rounded-xl bg-stone-100" />
          )}
          {more > 0 ? (
            <span className="absolute bottom-1 right-1 rounded-full bg-stone-900/80 px-2 py-0.5 text-[11px] font-semibold text-white">
              {t('orders.moreItems', { count: more })}
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">
              {t('orders.orderCode', { code: order.code })}
            </span>
            <ShipmentIcon method={order.shipment_method_id} label={order.shipment_method.name} />
            <OrderStatusBadge status={order.status_id} />
          </div>
          {first ? <p className="line-clamp-1 text-sm text-stone-700">{first.name}</p> : null}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 text-sm sm:grid-cols-3">
            <div className="flex gap-1.5">
              <dt className="text-stone-600">{t('orders.purchaseCost')}:</dt>
              <dd className="font-medium tabular-nums">
                {formatMoney(order.purchase_cost, order.purchase_cost_currency_id, lang)}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-stone-600">{t('orders.serviceFee')}:</dt>
              <dd className="font-medium tabular-nums">
                {formatMoney(order.service_fee, order.service_fee_currency_id, lang)}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-stone-600">{t('orders.createdAt')}:</dt>
              <dd className="tabular-nums">
                <time dateTime={new Date(order.created_at * 1000).toISOString()}>
                  {formatDateTime(order.created_at)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
      </Link>
      {/* Issue 15: what the order costs in VND, and a way to pay it while it waits for payment. */}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-4 py-3">
        <p className="text-sm">
          <span className="text-stone-600">{t('orders.total')}: </span>
          <span className="font-bold text-brand-700 tabular-nums" data-testid="order-total">
            {formatVnd(total, lang)}
          </span>
        </p>
        {payable ? (
          <Link
            to={`/payment-information?order_id=${order.id}`}
            className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-label={`${t('pay.payNow')} ${order.code}`}
          >
            {t('pay.payNow')}
          </Link>
        ) : null}
      </div>
    </Panel>
  )
}
