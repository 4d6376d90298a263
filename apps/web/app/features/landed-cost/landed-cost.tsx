import type { Estimate, Lang, MethodEstimate, ShipmentMethodId } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatVnd } from '#app/lib/format.ts'

const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const METHODS: ShipmentMethodId[] = ['air', 'sea']

/** Where /service-price-table explains air against sea and the minimum weights. */
export const EXPLAINER_HREF = '/service-price-table#air-vs-sea'

type LandedCostProps = {
  estimate: Estimate['data'] | null
  lang: Lang
  /** A new estimate is on its way: the figures shown are the last ones. */
  busy?: boolean
  /** The heading's level and id: the product page's section or a part of the cart's summary. */
  headingId: string
  as?: 'h2' | 'h3'
}

/**
 * Issue 15 landed cost: goods with tax, service fee and shipping by air and by sea, each with its
 * transit time and total, as the server prices them (the checkout's function, no credits).
 */
export function LandedCost({
  estimate,
  lang,
  busy,
  headingId,
  as: Heading = 'h2',
}: LandedCostProps) {
  const { t } = useTranslation()
  const vnd = (amount: number) => formatVnd(amount, lang)
  const price = (method: ShipmentMethodId) => estimate?.[method].price ?? null
  const first = price('air') ?? price('sea')
  const cell = (
    method: ShipmentMethodId,
    value: (found: NonNullable<MethodEstimate['price']>) => string,
  ) => {
    const found = price(method)
    return (
      <td key={method} className="py-2 pl-2 text-right tabular-nums">
        {found ? value(found) : <span className="text-stone-500">—</span>}
      </td>
    )
  }
  const weight = (grams: number) => `${kilograms.format(grams / 1000)} kg`
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} data-testid="landed-cost">
      <Heading id={headingId} className="text-base font-semibold text-stone-900">
        {t('landed.title')}
      </Heading>
      {!estimate || !first ? (
        <p className="mt-2 text-sm text-stone-600">{t('landed.unavailable')}</p>
      ) : (
        <div className={busy ? 'opacity-60' : undefined}>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('landed.title')}</caption>
            <thead>
              <tr className="text-stone-600">
                <td />
                {METHODS.map((method) => (
                  <th key={method} scope="col" className="pb-1 pl-2 text-right font-medium">
                    {t(`landed.${method}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              <tr>
                <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-600">
                  {t('landed.goodsWithTax')}
                </th>
                {METHODS.map((method) =>
                  cell(method, (found) => vnd(found.total.purchase_cost_vnd + found.total.tax_vnd)),
                )}
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-600">
                  {t('landed.serviceFee')}
                </th>
                {METHODS.map((method) => cell(method, (found) => vnd(found.total.service_fee_vnd)))}
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-600">
                  {t('landed.shipping')}
                </th>
                {METHODS.map((method) => {
                  const found = price(method)
                  const grams = found?.orders.reduce(
                    (sum, order) => sum + order.chargeable_weight_g,
                    0,
                  )
                  return (
                    <td key={method} className="py-2 pl-2 text-right tabular-nums">
                      {found ? (
                        <>
                          {vnd(found.total.shipping_fee_vnd)}
                          <span className="block text-xs text-stone-500">{weight(grams ?? 0)}</span>
                        </>
                      ) : (
                        <span className="text-stone-500">—</span>
                      )}
                    </td>
                  )
                })}
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-600">
                  {t('landed.transit')}
                </th>
                {METHODS.map((method) => (
                  <td key={method} className="py-2 pl-2 text-right tabular-nums">
                    {estimate[method].price
                      ? t('landed.days', {
                          min: estimate[method].transit.min_days,
                          max: estimate[method].transit.max_days,
                        })
                      : t('landed.notCarried')}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="pt-2 pr-2 text-left font-semibold text-stone-900">
                  {t('landed.total')}
                </th>
                {METHODS.map((method) => (
                  <td
                    key={method}
                    className="pt-2 pl-2 text-right font-bold text-brand-700 tabular-nums"
                  >
                    {estimate[method].price
                      ? vnd(estimate[method].price?.total.total_vnd ?? 0)
                      : '—'}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-xs text-stone-600">
            {t(estimate.region_source === 'default' ? 'landed.regionDefault' : 'landed.region', {
              warehouse: t(`servicePrices.${estimate.region}`),
            })}{' '}
            <Link to={EXPLAINER_HREF} className="font-medium text-brand-700 underline">
              {t('landed.explain')}
            </Link>
          </p>
        </div>
      )}
    </section>
  )
}
