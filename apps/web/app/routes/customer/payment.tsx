import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Link, useRevalidator } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { OrderStatusBadge } from '#app/features/orders/status-badge.tsx'
import { WaitingForTransfer } from '#app/features/payments/payment-status.tsx'
import { QrCard, TransferDetails } from '#app/features/payments/transfer-panel.tsx'
import { api, refused } from '#app/lib/api.server.ts'
import { formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/payment'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-payment')

/** Issue 15: several orders paid with one transfer (a payment group); only the owner's. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const lang = requestLang(request)
  const result = await api(context, lang).call('GET /api/payment-groups/{id}', {
    params: { id: params.id },
  })
  if (!result.ok) throw refused(result.refusal)
  return { lang, group: result.data.data, origin: new URL(request.url).origin }
}

/**
 * The one transfer for all the orders of the group: the orders with their totals and statuses,
 * the amount and content with copy buttons, the VietQR with Save QR and banking app links. The
 * page follows the orders live and says when the money has arrived.
 */
export default function PaymentGroupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { group, origin } = loaderData
  const lang = loaderData.lang as Lang
  const revalidator = useRevalidator()
  useLiveNotifications((notification) => {
    if (group.orders.some((order) => order.id === notification.order_id)) {
      revalidator.revalidate()
    }
  })
  const transfer = group.transfer
  const paid = group.orders.filter((order) => order.status_id !== 'Cancelled' && !order.payable)
  return (
    <main id="main" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <div>
        <Link to="/customer/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('routes.customer-orders')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('pay.groupTitle', { count: group.orders.length })}
        </h1>
        <p className="mt-2 text-stone-700">{t('pay.groupIntro')}</p>
      </div>

      {transfer ? (
        <WaitingForTransfer />
      ) : (
        <Alert tone="success">
          <span data-testid="payment-status">
            {paid.length > 0 ? t('pay.allReceived') : t('pay.nothingToPay')}
          </span>
        </Alert>
      )}

      <PanelSection id="group-orders" title={t('pay.ordersInTransfer')} className="p-4 sm:p-6">
        <ul className="mt-2 divide-y divide-stone-100">
          {group.orders.map((order) => (
            <li
              key={order.id}
              data-order={order.code}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/customer/orders/${order.id}`}
                  className="font-semibold text-stone-900 hover:text-brand-700"
                >
                  {order.code}
                </Link>
                <OrderStatusBadge status={order.status_id} />
              </span>
              <span
                // A cancelled order is struck out of the transfer; a paid one is simply done.
                className={`font-semibold tabular-nums ${order.status_id === 'Cancelled' ? 'text-stone-500 line-through' : order.payable ? '' : 'text-stone-600'}`}
              >
                {formatVnd(order.total, lang)}
              </span>
            </li>
          ))}
        </ul>
        {transfer ? (
          <p className="mt-2 flex justify-between border-t border-stone-200 pt-3 text-base font-semibold">
            <span>{t('pay.totalToPay')}</span>
            <span className="text-brand-700 tabular-nums">{formatVnd(group.amount, lang)}</span>
          </p>
        ) : null}
      </PanelSection>

      {transfer ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <PanelSection
            id="transfer-details"
            title={t('payment.detailsTitle')}
            className="p-4 sm:p-6"
          >
            <TransferDetails transfer={transfer} lang={lang}>
              <p className="mt-3 text-sm text-stone-700">{t('pay.oneTransferNote')}</p>
            </TransferDetails>
          </PanelSection>
          <QrCard
            transfer={transfer}
            lang={lang}
            returnUrl={`${origin}/customer/payments/${group.id}`}
          />
        </div>
      ) : null}
    </main>
  )
}
