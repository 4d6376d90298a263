import { type Lang, type Order, orderPayment } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Panel, PanelSection } from '#app/components/ui/panel.tsx'
import { SHOP_NAMES } from '#app/features/catalog/shops.ts'
import { OrderStatusBadge, ShipmentIcon } from '#app/features/orders/status-badge.tsx'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { api } from '#app/lib/api.server.ts'
import { formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/orders-placed'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'customer-orders-placed')

/** At most as many orders as one payment group holds. */
const MAX_IDS = 20

/**
 * Issue 15: where checkout lands, `?ids=12,13` being the orders it just made (one per shop).
 * Each is read as its owner reads it: another customer's order is a 404, like its page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const ids = [
    ...new Set(
      (new URL(request.url).searchParams.get('ids') ?? '')
        .split(',')
        .filter((id) => /^\d{1,9}$/.test(id)),
    ),
  ].slice(0, MAX_IDS)
  if (ids.length === 0) throw data(null, { status: 404 })
  const client = api(context, lang)
  const results = await Promise.all(
    ids.map((id) => client.get<{ data: Order }>(`/api/orders/${id}`)),
  )
  const refused = results.find((result) => !result.ok)
  if (refused) throw data(refused.data, { status: refused.status })
  return { lang, orders: results.map((result) => (result as { data: { data: Order } }).data.data) }
}

/**
 * The orders just made with their totals in VND, what happens next, and one button that pays
 * all the unpaid ones with one transfer.
 */
export default function OrdersPlacedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { orders } = loaderData
  const lang = loaderData.lang as Lang
  const unpaid = orders.filter((order) => isPayableStatus(order.status_id))
  const total = unpaid.reduce((sum, order) => sum + orderPayment(order).total, 0)
  const busy = navigation.state !== 'idle' && navigation.formAction === '/customer/payments'
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
            <path d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
          </svg>
        </span>
        <div>
          <PageTitle>{t('pay.placedTitle', { count: orders.length })}</PageTitle>
          <p className="mt-1 text-stone-700">{t('pay.placedIntro', { count: orders.length })}</p>
        </div>
      </div>

      <Panel as="section" aria-labelledby="placed-orders" className="p-4 sm:p-6">
        <h2 id="placed-orders" className="sr-only">
          {t('pay.placedOrders')}
        </h2>
        <ul className="divide-y divide-stone-100">
          {orders.map((order) => (
            <li key={order.id} data-order={order.code} className="flex gap-3 py-3 first:pt-0">
              {order.first_item ? (
                <img
                  src={order.first_item.image_url}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg border border-stone-200 object-cover"
                />
              ) : null}
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
                    {SHOP_NAMES[order.shop_id as keyof typeof SHOP_NAMES] ?? order.shop_id}
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
        {unpaid.length > 0 ? (
          <div className="mt-3 flex items-baseline justify-between border-t border-stone-200 pt-3">
            <span className="font-semibold">{t('pay.totalToPay')}</span>
            <span
              className="text-2xl font-bold text-brand-700 tabular-nums"
              data-testid="placed-total"
            >
              {formatVnd(total, lang)}
            </span>
          </div>
        ) : null}
      </Panel>

      {unpaid.length > 0 ? (
        <Form method="post" action="/customer/payments" className="space-y-2">
          <input type="hidden" name="order_ids" value={unpaid.map((order) => order.id).join(',')} />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {unpaid.length > 1
              ? t('pay.payAll', { count: unpaid.length, amount: formatVnd(total, lang) })
              : t('pay.payOne', { amount: formatVnd(total, lang) })}
          </button>
          {unpaid.length > 1 ? (
            <p className="text-center text-sm text-stone-600">{t('pay.payAllHint')}</p>
          ) : null}
        </Form>
      ) : null}

      <PanelSection id="next-steps" title={t('pay.nextTitle')} className="p-4 sm:p-6">
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-stone-700">
          <li>{t('pay.nextPay')}</li>
          <li>{t('pay.nextBuy')}</li>
          <li>{t('pay.nextShip')}</li>
        </ol>
        <Link
          to="/customer/orders"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('pay.allOrders')}
        </Link>
      </PanelSection>
    </main>
  )
}
