import {
  type Lang,
  type PriceList,
  type ShipmentMethodId,
  type ShippingMethodRates,
  TRANSIT_DAYS,
} from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { api } from '#app/lib/api.server.ts'
import { formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/service-price-table'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'service-price-table')

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const result = await api(context, lang).get<{ data: PriceList }>('/api/service-prices')
  if (!result.ok) throw data(result.data, { status: result.status })
  return { list: result.data.data, lang }
}

const METHODS: ShipmentMethodId[] = ['air', 'sea']

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : lang === 'ja' ? 'ja-JP' : 'en-US')

/** "7" → "7%", "4.5" → "4,5%" in Vietnamese: a rate for reading, not for computing. */
function formatPercent(percent: string, lang: Lang): string {
  return `${new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 2 }).format(Number(percent))}%`
}

/** 1000 g → "1 kg", 100 g → "0,1 kg". */
function formatKg(grams: number, lang: Lang): string {
  const kg = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 3 }).format(grams / 1000)
  return `${kg}\u00a0kg`
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PanelSection id={id} title={title} className="p-4 sm:p-6">
      <div className="mt-3 space-y-3 text-sm text-stone-700">{children}</div>
    </PanelSection>
  )
}

const th = 'px-1.5 py-2 text-left align-bottom font-medium text-stone-600 sm:px-3'
const td = 'px-1.5 py-2 tabular-nums sm:px-3'

/** §2 /service-price-table: the fees and rates every order is priced with (issue 6). */
export default function ServicePriceTable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, lang } = loaderData
  const vnd = (amount: number) => formatVnd(amount, lang)
  const tiers = list.service_fee_tiers
  // Methods are the columns, so that the table fits a phone.
  const shippingRows: [string, (rules: ShippingMethodRates) => string][] = [
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
    <main id="main" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <div>
        <PageTitle>{t('routes.service-price-table')}</PageTitle>
        <p className="mt-3 text-stone-600">{t('servicePrices.intro')}</p>
      </div>

      <Section id="service-fee" title={t('servicePrices.feeTitle')}>
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
            {tiers.map((tier, i) => {
              const next = tiers[i + 1]
              const from = vnd(tier.from_vnd)
              const range = next
                ? tier.from_vnd === 0
                  ? t('servicePrices.below', { to: vnd(next.from_vnd) })
                  : t('servicePrices.between', { from, to: vnd(next.from_vnd) })
                : t('servicePrices.from', { from })
              return (
                <tr key={tier.from_vnd}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {range}
                  </th>
                  <td className={`${td} font-semibold text-brand-700`}>
                    {formatPercent(tier.percent, lang)}
                  </td>
                  <td className={td}>{vnd(tier.min_fee_vnd)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </Section>

      <Section id="shipping-fee" title={t('servicePrices.shippingTitle')}>
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
            {shippingRows.map(([label, cell]) => (
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
                divisor: new Intl.NumberFormat(locale(lang)).format(
                  list.shipping[method].volumetric_divisor,
                ),
              })}
            </li>
          ))}
        </ul>
      </Section>

      {/* Issue 15: linked from the product page, the cart and the checkout. */}
      <Section id="air-vs-sea" title={t('landed.explainer.title')}>
        <p>
          {t('landed.explainer.transit', {
            air: t('landed.days', { min: TRANSIT_DAYS.air.min, max: TRANSIT_DAYS.air.max }),
            sea: t('landed.days', { min: TRANSIT_DAYS.sea.min, max: TRANSIT_DAYS.sea.max }),
          })}
        </p>
        <p>
          {t('landed.explainer.minimum', {
            airMin: formatKg(list.shipping.air.min_chargeable_g, lang),
            seaMin: formatKg(list.shipping.sea.min_chargeable_g, lang),
          })}
        </p>
        <p>
          {t('landed.explainer.small', {
            airRate: vnd(list.shipping.air.rate_per_kg_vnd.north),
            seaMin: formatKg(list.shipping.sea.min_chargeable_g, lang),
            seaRate: t('servicePrices.perKg', {
              amount: vnd(list.shipping.sea.rate_per_kg_vnd.north),
            }),
          })}
        </p>
        <p>{t('landed.explainer.large')}</p>
        <p>{t('landed.explainer.where')}</p>
      </Section>

      <Section id="regions" title={t('servicePrices.regionsTitle')}>
        <p>{t('servicePrices.regionsIntro')}</p>
        {list.regions.map((region) => (
          <div key={region.id}>
            <h3 className="font-semibold text-stone-900">{t(`servicePrices.${region.id}`)}</h3>
            <p className="mt-1 text-stone-600">
              {region.provinces.map((province) => province.name).join(', ')}
            </p>
          </div>
        ))}
      </Section>

      <Section id="invitation-credit" title={t('servicePrices.invitationTitle')}>
        <p>{t('servicePrices.invitationBody', { amount: vnd(list.invitation_credit_vnd) })}</p>
        <p>
          <Link
            to="/customer/gift"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('servicePrices.invitationLink')}
          </Link>
        </p>
      </Section>

      <Section id="order-total" title={t('servicePrices.totalTitle')}>
        <p>{t('servicePrices.totalRule')}</p>
      </Section>
    </main>
  )
}
