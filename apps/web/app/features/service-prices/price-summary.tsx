import { type Lang, type PriceList, SHIPPING_REGIONS } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatVnd } from '#app/lib/format.ts'
import { formatKg, formatPercent } from './price-format.ts'
import { PriceSection, td, th } from './price-section.tsx'
import { tierRange } from './service-fee-table.tsx'

const METHODS = ['air', 'sea'] as const

/**
 * §2 Price list: what a customer pays, at a glance: the service fee by order value, the rate per
 * kilogram by method and warehouse, and a few orders worked out. The rules behind each figure
 * (chargeable weight, provinces, the invitation reward) are on /service-price-table.
 */
export function PriceSummary({ list, lang }: { list: PriceList; lang: Lang }) {
  const { t } = useTranslation()
  const vnd = (amount: number) => formatVnd(amount, lang)
  const tiers = list.service_fee_tiers
  return (
    <>
      <PriceSection id="price-fee" title={t('servicePrices.feeTitle')}>
        <table className="w-full border-collapse">
          <thead className="border-b border-stone-200">
            <tr>
              <th scope="col" className={th}>
                {t('servicePrices.orderValue')}
              </th>
              <th scope="col" className={th}>
                {t('servicePrices.feePercent')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {tiers.map((tier, i) => (
              <tr key={tier.from_vnd}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {tierRange(t, tier, tiers[i + 1], lang)}
                </th>
                <td className={td}>
                  <span className="font-semibold text-brand-700">
                    {formatPercent(tier.percent, lang)}
                  </span>{' '}
                  <span className="text-stone-600">
                    {t('content.priceList.atLeast', { amount: vnd(tier.min_fee_vnd) })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PriceSection>

      <PriceSection id="price-shipping" title={t('content.priceList.shippingTitle')}>
        <table className="w-full border-collapse">
          <thead className="border-b border-stone-200">
            <tr>
              <td />
              {METHODS.map((method) => (
                <th key={method} scope="col" className={th}>
                  {t(`servicePrices.${method}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {SHIPPING_REGIONS.map((region) => (
              <tr key={region}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {t(`servicePrices.${region}`)}
                </th>
                {METHODS.map((method) => (
                  <td key={method} className={td}>
                    {t('servicePrices.perKg', {
                      amount: vnd(list.shipping[method].rate_per_kg_vnd[region]),
                    })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('content.priceList.minimums', {
            air: formatKg(list.shipping.air.min_chargeable_g, lang),
            sea: formatKg(list.shipping.sea.min_chargeable_g, lang),
          })}
        </p>
      </PriceSection>

      <PriceSection id="price-examples" title={t('content.priceList.examplesTitle')}>
        <ul className="list-disc space-y-1.5 pl-5">
          {list.examples.service_fees.map(({ value_vnd, fee_vnd, percent, minimum }) => (
            <li key={value_vnd}>
              {t(minimum ? 'content.priceList.feeExampleMinimum' : 'content.priceList.feeExample', {
                value: vnd(value_vnd),
                fee: vnd(fee_vnd),
                percent: formatPercent(percent, lang),
              })}
            </li>
          ))}
          {/* The server prices them (the checkout's own steps): to the Hanoi warehouse here. */}
          {list.examples.shipping
            .filter(({ region }) => region === 'north')
            .map(({ weight_g, air_vnd, sea_vnd }) => (
              <li key={weight_g}>
                {t('content.priceList.shippingExample', {
                  weight: formatKg(weight_g, lang),
                  air: vnd(air_vnd),
                  sea: vnd(sea_vnd),
                })}
              </li>
            ))}
        </ul>
        <p className="text-stone-600">
          {t('content.priceList.examplesNote', { tax: list.tax_percent })}
        </p>
      </PriceSection>

      <p className="rounded-2xl bg-brand-50 p-4 text-sm text-stone-800 ring-1 ring-brand-100 sm:p-5">
        {t('content.priceList.detail')}{' '}
        <Link
          to="/service-price-table"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('content.priceList.detailLink')}
        </Link>
      </p>
    </>
  )
}
