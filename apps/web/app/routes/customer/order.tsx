import { useTranslation } from 'react-i18next'
import { data, Link, useRevalidator } from 'react-router'
import type { AreaNames } from '#app/features/notifications/headline.ts'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { CancelOrder } from '#app/features/orders/cancel-order.tsx'
import { OrderInfo, ShipmentInfo } from '#app/features/orders/order-info.tsx'
import { OrderItems } from '#app/features/orders/order-items.tsx'
import { OrderPaymentInfo } from '#app/features/orders/order-payment-info.tsx'
import { OwningBoxes } from '#app/features/orders/owning-boxes.tsx'
import { OrderStatusBadge } from '#app/features/orders/status-badge.tsx'
import { moneyMessages } from '#app/i18n/bundles/money.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/order'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-order')

const ITEMS_PER_PAGE = 5

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const itemsPage = Math.max(1, Number.parseInt(url.searchParams.get('items_page') ?? '1', 10) || 1)
  const client = api(context, requestLang(request))
  const [order, items, areas] = await Promise.all([
    client.call('GET /api/orders/{id}', { params: { id: params.id } }),
    client.call('GET /api/order/items', {
      query: {
        filter: { order_id: params.id },
        include: ['product'],
        append: ['currency_id'],
        page: itemsPage,
        perPage: ITEMS_PER_PAGE,
      },
    }),
    client.call('GET /api/areas', { query: { perPage: 100 } }),
  ])
  if (!order.ok) throw refused(order.refusal)
  if (!items.ok) throw refused(items.refusal)
  const areaNames: AreaNames = {}
  for (const area of areas.ok ? areas.data.data : []) areaNames[area.id] = area.name
  return { order: order.data.data, items: items.data, areaNames }
}

/** Issue 22: the customer cancels the order (while unpaid); the page reloads with its status. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData()
  if (form.get('intent') !== 'cancel') throw data(null, { status: 400 })
  const reason = String(form.get('reason') ?? '').trim()
  const result = await api(context, requestLang(request)).call('POST /api/orders/{id}/cancel', {
    params: { id: params.id },
    body: reason ? { reason } : {},
  })
  if (!result.ok && result.refusal.status !== 409 && result.refusal.status !== 422) {
    throw refused(result.refusal)
  }
  return result.ok
    ? { cancelled: true, message: null }
    : { cancelled: false, message: result.refusal.message }
}

/**
 * §2 Order detail: info, a paged item list, payment info, shipment info, the coupon box and
 * the notifications of each owning box. A notification about this order reloads it live.
 */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(moneyMessages)
  const { t } = useTranslation()
  const { order, items, areaNames } = loaderData
  const revalidator = useRevalidator()
  useLiveNotifications((notification) => {
    if (notification.order_id === order.id) revalidator.revalidate()
  })
  return (
    <main id="main" className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/customer/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('routes.customer-orders')}
        </Link>
      </div>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
        {t('orders.orderCode', { code: order.code })}
        <OrderStatusBadge status={order.status_id} />
      </h1>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <OrderInfo order={order} />
          <OrderItems items={items} />
          <OwningBoxes order={order} areaNames={areaNames} />
        </div>
        <div className="min-w-0 space-y-5">
          <OrderPaymentInfo order={order} />
          <ShipmentInfo info={order.shipment_info} />
          <CancelOrder order={order} result={actionData} />
        </div>
      </div>
    </main>
  )
}
