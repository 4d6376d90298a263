import type { CheckoutTotals, Lang, OrderPrice } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatJpy, formatVnd } from '#app/lib/format.ts'

const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

type PriceTableProps = {
  caption: string
  /** One shop's order (with its fee percentage and weight), or the sums of all of them. */
  price: CheckoutTotals & Partial<Pick<OrderPrice, 'service_fee_percent' | 'chargeable_weight_g'>>
  lang: Lang
}

/**
 * Issue 6 pricing table: purchase cost in JPY and VND, tax 10%, service fee, estimated shipping
 * fee, invitation credit and total, as the server's quote has them.
 */
export function PriceTable({ caption, price, lang }: PriceTableProps) {
  const { t } = useTranslation()
  const vnd = (amount: number) => formatVnd(amount, lang)
  const rows: [string, string, string?][] = [
    [t('checkout.purchaseCost'), vnd(price.purchase_cost_vnd), formatJpy(price.purchase_cost_jpy)],
    [t('checkout.tax'), vnd(price.tax_vnd), formatJpy(price.tax_jpy)],
    [
      price.service_fee_percent === undefined
        ? t('checkout.serviceFee')
        : t('checkout.serviceFeeAt', { percent: price.service_fee_percent }),
      vnd(price.service_fee_vnd),
    ],
    [
      price.chargeable_weight_g === undefined
        ? t('checkout.shippingFee')
        : t('checkout.shippingFeeFor', {
            weight: `${kilograms.format(price.chargeable_weight_g / 1000)} kg`,
          }),
      vnd(price.shipping_fee_vnd),
    ],
    [
      t('checkout.invitationCredit'),
      `${price.invitation_credit_vnd > 0 ? '−' : ''}${vnd(price.invitation_credit_vnd)}`,
    ],
  ]
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody className="divide-y divide-stone-100">
        {rows.map(([label, amount, yen]) => (
          <tr key={label}>
            <th scope="row" className="py-2 pr-4 text-left font-normal text-stone-600">
              {label}
            </th>
            <td className="py-2 text-right tabular-nums">
              <span className="font-medium text-stone-900">{amount}</span>
              {yen ? <span className="block text-xs text-stone-500">{yen}</span> : null}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pt-3 pr-4 text-left font-semibold text-stone-900">
            {t('checkout.total')}
          </th>
          <td className="pt-3 text-right text-lg font-bold text-brand-700 tabular-nums">
            {vnd(price.total_vnd)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}
