import type { Lang, PriceList, ShipmentMethodId, ShippingMethodRates } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatVnd } from '#app/lib/format.ts'
import { formatKg, formatNumber } from './price-format.ts'
import { PriceSection, td, th } from './price-section.tsx'

const METHODS: ShipmentMethodId[] = ['air', 'sea']

/** Issue 6: the shipping fee by method (per kg by region, minimum, step) and how weight counts. */
export function ShippingFeeTable({ list, lang }: { list: PriceList; lang: Lang }) {
  const { t } = useTranslation()
  const vnd = (amount: number) => formatVnd(amount, lang)
  // Methods are the columns, so that the table fits a phone.
  const rows: [string, (rules: ShippingMethodRates) => string][] = [
    [
      'servicePrices.north',
      (rules) => t('servicePrices.perKg', { amount: vnd(rules.rate_per_kg_vnd.north) }),
    ],
    [
      'servicePrices.south',
      (rules) => t('servicePrices.perKg', { amount: vnd(rules.rate_per_kg_vnd.south) }),
    ],
    ['servicePrices.minimumWeight', (rules) => formatKg(rules.min_chargeable_g, lang)],
    ['servicePrices.roundedUpTo', (rules) => formatKg(rules.weight_step_g, lang)],
  ]
  return (
    <PriceSection id="shipping-fee" title={t('servicePrices.shippingTitle')}>
      <p>{t('servicePrices.shippingIntro')}</p>
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
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {t(label)}
              </th>
              {METHODS.map((method) => (
                <td key={method} className={td}>
                  {cell(list.shipping[method])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="pt-2 font-semibold text-stone-900">{t('servicePrices.weightTitle')}</h3>
      <p>{t('servicePrices.weightRule')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {METHODS.map((method) => (
          <li key={method}>
            {t('servicePrices.volumetric', {
              method: t(`servicePrices.${method}`),
              divisor: formatNumber(list.shipping[method].volumetric_divisor, lang),
            })}
          </li>
        ))}
      </ul>
    </PriceSection>
  )
}
