import type { Lang, PriceList } from '@kaimono/contracts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatVnd } from '#app/lib/format.ts'
import { formatPercent } from './price-format.ts'
import { PriceSection, td, th } from './price-section.tsx'

type Tier = PriceList['service_fee_tiers'][number]

/** A tier's order values: below the next tier's start, between, or from its own start on. */
export function tierRange(t: TFunction, tier: Tier, next: Tier | undefined, lang: Lang) {
  const vnd = (amount: number) => formatVnd(amount, lang)
  const from = vnd(tier.from_vnd)
  if (!next) return t('servicePrices.from', { from })
  return tier.from_vnd === 0
    ? t('servicePrices.below', { to: vnd(next.from_vnd) })
    : t('servicePrices.between', { from, to: vnd(next.from_vnd) })
}

/** Issue 6: the service fee, a percentage of the order's value with a minimum, by tier. */
export function ServiceFeeTable({ list, lang }: { list: PriceList; lang: Lang }) {
  const { t } = useTranslation()
  const tiers = list.service_fee_tiers
  return (
    <PriceSection id="service-fee" title={t('servicePrices.feeTitle')}>
      <p>{t('servicePrices.feeIntro', { tax: list.tax_percent })}</p>
      <table className="w-full border-collapse">
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={th}>
              {t('servicePrices.orderValue')}
            </th>
            <th scope="col" className={th}>
              {t('servicePrices.feePercent')}
            </th>
            <th scope="col" className={th}>
              {t('servicePrices.feeMinimum')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {tiers.map((tier, i) => (
            <tr key={tier.from_vnd}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {tierRange(t, tier, tiers[i + 1], lang)}
              </th>
              <td className={`${td} font-semibold text-brand-700`}>
                {formatPercent(tier.percent, lang)}
              </td>
              <td className={td}>{formatVnd(tier.min_fee_vnd, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PriceSection>
  )
}
