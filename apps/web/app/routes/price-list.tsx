import { useTranslation } from 'react-i18next'
import { withLanguageLinks } from '#app/features/content/content-meta.ts'
import { HelpHeader } from '#app/features/content/help-header.tsx'
import { HelpLayout } from '#app/features/content/help-layout.tsx'
import { loadPricePage } from '#app/features/service-prices/price-page.server.ts'
import { PriceSummary } from '#app/features/service-prices/price-summary.tsx'
import { contentMessages } from '#app/i18n/bundles/content.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/price-list'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withLanguageLinks(matches, pageMeta(matches, 'price-list'), loaderData?.address)

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPricePage(request, context, '/price-list')
}

/** §2 Price list: our prices at a glance, from the live list; the detail is the price table. */
export default function PriceListPage({ loaderData }: Route.ComponentProps) {
  // Before this screen's own texts: the layout below adds the bundle too late for them.
  useBundle(contentMessages)
  const { t } = useTranslation()
  const { list, lang } = loaderData
  return (
    <HelpLayout>
      <div className="space-y-6">
        <HelpHeader
          title={t('routes.price-list')}
          description={t('content.priceList.intro')}
          updatedAt={list.updated_at}
        />
        <PriceSummary list={list} lang={lang} />
      </div>
    </HelpLayout>
  )
}
