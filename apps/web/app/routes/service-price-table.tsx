import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { withLanguageLinks } from '#app/features/content/content-meta.ts'
import { HelpLayout } from '#app/features/content/help-layout.tsx'
import { AirVsSea } from '#app/features/service-prices/air-vs-sea.tsx'
import { loadPricePage } from '#app/features/service-prices/price-page.server.ts'
import { PriceSection } from '#app/features/service-prices/price-section.tsx'
import { ServiceFeeTable } from '#app/features/service-prices/service-fee-table.tsx'
import { ShippingFeeTable } from '#app/features/service-prices/shipping-fee-table.tsx'
import { formatVnd } from '#app/lib/format.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/service-price-table'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withLanguageLinks(matches, pageMeta(matches, 'service-price-table'), loaderData?.address)

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPricePage(request, context, '/service-price-table')
}

/**
 * §2 /service-price-table: the fees and rates every order is priced with (issue 6), in the help
 * pages' layout.
 */
export default function ServicePriceTable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, lang } = loaderData
  return (
    <HelpLayout>
      <div className="space-y-6">
        <div>
          <PageTitle>{t('routes.service-price-table')}</PageTitle>
          <p className="mt-3 text-stone-600">{t('servicePrices.intro')}</p>
        </div>

        <ServiceFeeTable list={list} lang={lang} />
        <ShippingFeeTable list={list} lang={lang} />
        <AirVsSea list={list} lang={lang} />

        <PriceSection id="regions" title={t('servicePrices.regionsTitle')}>
          <p>{t('servicePrices.regionsIntro')}</p>
          {list.regions.map((region) => (
            <div key={region.id}>
              <h3 className="font-semibold text-stone-900">{t(`servicePrices.${region.id}`)}</h3>
              <p className="mt-1 text-stone-600">
                {region.provinces.map((province) => province.name).join(', ')}
              </p>
            </div>
          ))}
        </PriceSection>

        <PriceSection id="invitation-credit" title={t('servicePrices.invitationTitle')}>
          <p>
            {t('servicePrices.invitationBody', {
              amount: formatVnd(list.invitation_credit_vnd, lang),
            })}
          </p>
          <p>
            <Link
              to="/customer/gift"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('servicePrices.invitationLink')}
            </Link>
          </p>
        </PriceSection>

        <PriceSection id="order-total" title={t('servicePrices.totalTitle')}>
          <p>{t('servicePrices.totalRule')}</p>
        </PriceSection>
      </div>
    </HelpLayout>
  )
}
