import {
  type AreaList,
  type Order,
  type OrderItemList,
  type OwningBox,
  orderPayment,
} from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link, useRevalidator } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { VariantLabel } from '#app/features/catalog/variant-label.tsx'
import { type AreaNames, detailOf, headlineOf } from '#app/features/notifications/headline.ts'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { OrderStatusBadge, ShipmentIcon } from '#app/features/orders/status-badge.tsx'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { api } from '#app/lib/api.server.ts'
import {
  formatDate,
  formatDateTime,
  formatJpy,
  formatMoney,
  formatRate,
  formatVnd,
} from '#app/lib/format.ts'
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
    client.get<{ data: Order }>(`/api/orders/${params.id}`),
    client.get<OrderItemList>(
      `/api/order/items?filter[order_id]=${params.id}&include=product&append=currency_id&page=${itemsPage}&per_page=${ITEMS_PER_PAGE}`,
    ),
    client.get<AreaList>('/api/areas?per_page=100'),
  ])
  if (!order.ok) throw data(order.data, { status: order.status })
  if (!items.ok) throw data(items.data, { status: items.status })
  const areaNames: AreaNames = {}
  for (const area of areas.ok ? areas.data.data : []) areaNames[area.id] = area.name
  return { order: order.data.data, items: items.data, areaNames }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <PanelSection id={id} title={title} titleClassName="mb-3">
      {children}
    </PanelSection>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  )
}

function PaymentInfo({ order }: { order: Order }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const pricing = order.pricing
  const payment = orderPayment(order)
  const purchaseJpy = order.purchase_cost + (pricing?.tax_jpy ?? 0)
  const purchaseVnd = (pricing?.purchase_cost_vnd ?? 0) + (pricing?.tax_vnd ?? 0)
  const payable = isPayableStatus(order.status_id)
  return (
    <Section title={t('orders.paymentInfo')}>
      <dl className="divide-y divide-stone-100">
        <Row label={t('orders.purchaseCostWithTax')}>
          {formatMoney(purchaseJpy, order.purchase_cost_currency_id, lang)}
          <span className="block">≈ {formatVnd(purchaseVnd, lang)}</span>
          <span className="block text-xs font-normal text-stone-600">
            {t('orders.convertedAt', { rate: formatRate(order.payment_rate, lang) })}
          </span>
        </Row>
        <Row label={t('orders.serviceFee')}>
          {formatMoney(order.service_fee, order.service_fee_currency_id, lang)}
        </Row>
        <Row label={t('orders.estimatedShipping')}>
          {formatVnd(order.estimated_freight_charge, lang)}
          {payment.freightAdded ? null : (
            <span className="block text-xs font-normal text-stone-600">
              {t('orders.freightSettled')}
            </span>
          )}
        </Row>
        {order.invitation_credit > 0 && payment.freightAdded ? (
          <Row label={t('orders.invitationCredit')}>
            −{formatVnd(order.invitation_credit, lang)}
          </Row>
        ) : null}
        <Row label={t('orders.discount')}>{formatVnd(payment.discount, lang)}</Row>
        <div className="flex justify-between gap-4 pt-3 text-base">
          <dt className="font-semibold">{t('orders.total')}</dt>
          <dd className="font-bold text-brand-700 tabular-nums">
            {formatVnd(payment.total, lang)}
          </dd>
        </div>
      </dl>
      {payable ? (
        <Link
          to={`/payment-information?price=${payment.total}&order_id=${order.id}`}
          className="mt-4 block rounded-full bg-brand-700 px-5 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('orders.pay')}
        </Link>
      ) : order.status_id !== 'Cancelled' ? (
        <p className="mt-4 rounded-lg bg-green-50 px-4 py-2.5 text-center text-sm font-medium text-green-900 ring-1 ring-green-200">
          {t('pay.paidNote')}
        </p>
      ) : null}
      <form className="mt-4 flex gap-2" onSubmit={(event) => event.preventDefault()}>
        {/* §2: the coupon box is shown, with no behaviour yet. */}
        <label htmlFor="coupon" className="sr-only">
          {t('orders.coupon')}
        </label>
        <input
          id="coupon"
          name="coupon"
          placeholder={t('orders.coupon')}
          className="min-w-0 flex-1 rounded-full border border-stone-300 px-4 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          {t('orders.applyCoupon')}
        </button>
      </form>
    </Section>
  )
}

function BoxNotifications({ box, areaNames }: { box: OwningBox; areaNames: AreaNames }) {
  const { t } = useTranslation()
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-box={box.box_id}>
      <h3 className="font-semibold">{t('notifications.box', { box: box.box_id })}</h3>
      {box.notifications.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('notifications.noEvents')}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
          {box.notifications.map((notification) => {
            const detail = detailOf(t, notification, areaNames)
            return (
              <li key={notification.id} className="text-sm">
                <p className="font-medium text-stone-900">{headlineOf(t, notification)}</p>
                <p className="text-xs text-stone-600">
                  {detail ? `${detail} · ` : ''}
                  <time dateTime={new Date(notification.created_at * 1000).toISOString()}>
                    {formatDateTime(notification.created_at)}
                  </time>
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </li>
  )
}

/**
 * §2 Order detail: info, a paged item list, payment info, shipment info, the coupon box and
 * the notifications of each owning box. A notification about this order reloads it live.
 */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const { order, items, areaNames } = loaderData
  const revalidator = useRevalidator()
  useLiveNotifications((notification) => {
    if (notification.order_id === order.id) revalidator.revalidate()
  })
  const info = order.shipment_info
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
          <Section title={t('orders.info')}>
            <dl className="divide-y divide-stone-100">
              <Row label={t('orders.code')}>{order.code}</Row>
              <Row label={t('orders.statusLabel')}>{t(`orders.status.${order.status_id}`)}</Row>
              <Row label={t('orders.shipmentMethod')}>
                <span className="inline-flex items-center gap-1.5">
                  <ShipmentIcon method={order.shipment_method_id} />
                  {order.shipment_method.name}
                </span>
              </Row>
              <Row label={t('orders.orderDate')}>{formatDate(order.created_at)}</Row>
              <Row label={t('orders.note')}>{order.note || '—'}</Row>
            </dl>
          </Section>

          <Section title={t('orders.items', { count: items.total })}>
            <ul className="divide-y divide-stone-100">
              {items.data.map((item) => (
                <li key={item.id} className="flex gap-3 py-3">
                  <img
                    src={item.product?.image_url ?? item.image_url}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-lg border border-stone-200 object-cover"
                  />
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
                    {item.currency_id === 'JPY'
                      ? formatJpy(item.balance)
                      : formatVnd(item.balance, lang)}
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
          </Section>

          <Section title={t('orders.boxes')}>
            {order.owning_boxes && order.owning_boxes.length > 0 ? (
              <ul className="space-y-3">
                {order.owning_boxes.map((box) => (
                  <BoxNotifications key={box.id} box={box} areaNames={areaNames} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">{t('orders.noBoxes')}</p>
            )}
          </Section>
        </div>

        <div className="min-w-0 space-y-5">
          <PaymentInfo order={order} />
          <Section title={t('orders.shipmentInfo')}>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-stone-600">{t('addresses.consignee')}</dt>
                <dd className="font-medium">{info.consignee}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('orders.address')}</dt>
                {/* The full address begins with the street line: shown once (issue 15). */}
                <dd className="font-medium">{info.full_address || info.address}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('addresses.tel')}</dt>
                <dd className="font-medium tabular-nums">{info.tel}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('orders.note')}</dt>
                <dd>{info.note || '—'}</dd>
              </div>
            </dl>
          </Section>
        </div>
      </div>
    </main>
  )
}
