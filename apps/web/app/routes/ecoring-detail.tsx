import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { ProductGallery } from '#app/features/catalog/product-gallery.tsx'
import { EcoringLogo } from '#app/features/ecoring/ecoring-logo.tsx'
import { loadEcoringDetail } from '#app/features/ecoring/ecoring-pages.server.ts'
import { ecoringListHref } from '#app/features/ecoring/ecoring-query.ts'
import { LotAuction } from '#app/features/ecoring/lot-auction.tsx'
import { lotMeta } from '#app/features/ecoring/lot-meta.ts'
import { LotTable } from '#app/features/ecoring/lot-table.tsx'
import { descriptionText } from '#app/features/market-item/item-view.ts'
import { auctionMessages } from '#app/i18n/bundles/auctions.ts'
import { ecoringMessages } from '#app/i18n/bundles/ecoring.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/ecoring-detail'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData as { rate: string; brand: string; lang: Lang } | undefined
  if (!loaderData || !root) return pageTitle(matches, 'not-found')
  return lotMeta({ ...loaderData, rate: root.rate, brand: root.brand, lang: root.lang })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEcoringDetail(request, context, params)
}

/**
 * §2 Ecoring detail (`/other-market/ecoring/detail/{preview|timelimit}/{id}`): the logo, the
 * lot's pictures, name, auction (price, clock, bid form unless the page is the preview one or
 * the lot is in preview), table and description.
 */
export default function EcoringDetailPage({ loaderData }: Route.ComponentProps) {
  // The permission notice and its form, and 'Auction ended', are the auction pages' own texts.
  useBundle(auctionMessages)
  useBundle(ecoringMessages)
  const { t } = useTranslation()
  const { rate, lang } = useRootData()
  const { option, item, least, rankMeaning, now } = loaderData
  const images = item.image_list.length ? item.image_list : [item.image_uri]
  const description = descriptionText(item)

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/other-market/ecoring" className="hover:text-brand-700">
              {t('routes.ecoring')}
            </Link>
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link
              to={ecoringListHref(option, { category: null, page: 1 })}
              className="hover:text-brand-700"
            >
              {t(`routes.ecoring-${option}`)}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={images} name={item.name} />
        <div className="space-y-5">
          <div>
            <EcoringLogo lang={lang} className="h-7 w-auto" />
            <p className="mt-3 text-sm font-semibold tracking-wide text-stone-600 uppercase">
              {item.brand.name}
            </p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight">{item.name}</h1>
          </div>
          <LotAuction item={item} least={least} option={option} now={now} rate={rate} lang={lang} />
        </div>
      </div>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
        <LotTable item={item} option={option} rankMeaning={rankMeaning} rate={rate} lang={lang} />
        {description ? (
          <PanelSection id="lot-description" title={t('ecoring.detail.description')}>
            <p className="mt-3 text-sm leading-6 whitespace-pre-line text-stone-800">
              {description}
            </p>
          </PanelSection>
        ) : null}
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
