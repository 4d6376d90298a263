import {
  ORDER_STATUS_IDS,
  type Order,
  type OrderList,
  type OrderStatusName,
  orderPayment,
} from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Form, Link } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { OrderStatusBadge, ShipmentIcon } from '#app/features/orders/status-badge.tsx'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { api } from '#app/lib/api.server.ts'
import { formatDateTime, formatMoney, formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-orders')

const PER_PAGE = 10

/** §9: the list starts at page 1, newest first; `status` filters (§2 status filter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const given = url.searchParams.get('status')
  const status = ORDER_STATUS_IDS.find((id): id is OrderStatusName => id === given) ?? null
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({
    'filter[own]': '1',
    include: 'type,status,itemsCount,customer',
    append: 'first_item',
    sort: '-created_at',
    page: String(page),
    per_page: String(PER_PAGE),
  })
  if (status) query.set('filter[status_id]', status)
  const result = await api(context, requestLang(request)).get<OrderList>(`/api/orders?${query}`)
  if (!result.ok) throw data(result.data, { status: result.status })
  return { orders: result.data, status }
}

function listHref(status: string | null, page = 1) {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : '?'
}

function OrderCard({ order }: { order: Order }) {
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

/** Issue 15: the page's orders awaiting payment, paid together with one transfer. */
function UnpaidBanner({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const unpaid = orders.filter((order) => isPayableStatus(order.status_id))
  if (unpaid.length < 2) return null
  const total = unpaid.reduce((sum, order) => sum + orderPayment(order).total, 0)
  return (
    <Form
      method="post"
      action="/customer/payments"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200"
    >
      <p className="text-sm font-medium text-amber-950">
        {t('pay.unpaidBanner', { count: unpaid.length, amount: formatVnd(total, lang) })}
      </p>
      <input type="hidden" name="order_ids" value={unpaid.map((order) => order.id).join(',')} />
      <button
        type="submit"
        className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('pay.payAllShort')}
      </button>
    </Form>
  )
}

/** §2 Order list: status filter, 'Showing from-to / total orders', cards, pagination, empty state. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { orders, status } = loaderData
  const filters: (string | null)[] = [null, ...ORDER_STATUS_IDS]
  return (
    <main id="main" className="space-y-5">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-orders')}</h1>
      <nav aria-label={t('orders.statusFilter')}>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {filters.map((id) => (
            <li key={id ?? 'all'}>
              <Link
                to={listHref(id)}
                aria-current={id === status ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset ${
                  id === status
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {id ? t(`orders.status.${id}`) : t('orders.allStatuses')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {orders.total === 0 ? (
        <Panel className="px-6 py-12 text-center">
          <p className="text-lg font-medium text-stone-800">{t('orders.empty')}</p>
          <Link
            to="/products/ikom"
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('cart.continueShopping')}
          </Link>
        </Panel>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('orders.showing', { from: orders.from, to: orders.to, total: orders.total })}
          </p>
          <UnpaidBanner orders={orders.data} />
          <ul className="space-y-3">
            {orders.data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <Pagination
            current={orders.current_page}
            last={orders.last_page}
            hrefFor={(page) => listHref(status, page)}
          />
        </>
      )}
    </main>
  )
}
