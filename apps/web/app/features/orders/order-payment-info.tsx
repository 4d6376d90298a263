import { type Order, orderPayment } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { formatMoney, formatRate, formatVnd } from '#app/lib/format.ts'
import { OrderRow, OrderSection } from './order-section.tsx'

/**
 * §2 Order detail's payment info: purchase cost with tax, service fee, shipping (until it is
 * settled apart), invitation credit, discount and total; the way to pay it while it waits for
 * payment, and the coupon box.
 */
export function OrderPaymentInfo({ order }: { order: Order }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const pricing = order.pricing
  const payment = orderPayment(order)
  const purchaseJpy = order.purchase_cost + (pricing?.tax_jpy ?? 0)
  const purchaseVnd = (pricing?.purchase_cost_vnd ?? 0) + (pricing?.tax_vnd ?? 0)
  const payable = isPayableStatus(order.status_id)
  return (
    <OrderSection title={t('orders.paymentInfo')}>
      <dl className="divide-y divide-stone-100">
        <OrderRow label={t('orders.purchaseCostWithTax')}>
          {formatMoney(purchaseJpy, order.purchase_cost_currency_id, lang)}
          <span className="block">≈ {formatVnd(purchaseVnd, lang)}</span>
          <span className="block text-xs font-normal text-stone-600">
            {t('orders.convertedAt', { rate: formatRate(order.payment_rate, lang) })}
          </span>
        </OrderRow>
        <OrderRow label={t('orders.serviceFee')}>
          {formatMoney(order.service_fee, order.service_fee_currency_id, lang)}
        </OrderRow>
        <OrderRow label={t('orders.estimatedShipping')}>
          {formatVnd(order.estimated_freight_charge, lang)}
          {payment.freightAdded ? null : (
            <span className="block text-xs font-normal text-stone-600">
              {t('orders.freightSettled')}
            </span>
          )}
        </OrderRow>
        {order.invitation_credit > 0 && payment.freightAdded ? (
          <OrderRow label={t('orders.invitationCredit')}>
            −{formatVnd(order.invitation_credit, lang)}
          </OrderRow>
        ) : null}
        <OrderRow label={t('orders.discount')}>{formatVnd(payment.discount, lang)}</OrderRow>
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
    </OrderSection>
  )
}
