import type { HomeCollections, HomeConfig } from '@kaimono/contracts'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Await, useRouteLoaderData } from 'react-router'
import { homeConfigCards, homeRowsCards } from '../features/home/cards.ts'
import { HeroSlider, SecondaryBanners } from '../features/home/hero-slider.tsx'
import { HomeRows, HomeRowsSkeleton } from '../features/home/home-rows.tsx'
import { HomeSection } from '../features/home/home-section.tsx'
import { LatestNews, type NewsPost } from '../features/home/latest-news.tsx'
import { ServiceStrip } from '../features/home/service-strip.tsx'
import { langFromCookie } from '../i18n/i18n.ts'
import { api } from '../lib/api.server.ts'
import { pageTitle } from '../lib/meta.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home')

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = api(context, langFromCookie(request.headers.get('cookie')))
  // The rows computed from the catalogue follow the page: placeholders first, then the rows
  // as soon as they are ready (streamed with the page, or fetched on a client navigation).
  const rows = client
    .get<{ data: HomeCollections }>('/api/home-collections')
    .then((result) => (result.ok ? homeRowsCards(result.data.data) : null))
    .catch(() => null)
  const config = await client.get<{ data: HomeConfig }>('/api/home-config')
  // §2 latest news: the blog's newest posts once the content issue serves them.
  const news: NewsPost[] = []
  return { config: config.ok ? homeConfigCards(config.data.data) : null, rows, news }
}

/** §2 Home: banners, the configured sections, the catalogue's rows, news and services. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const lang = root?.lang ?? 'vi'
  const rate = root?.rate ?? '1'
  const { config, rows, news } = loaderData

  return (
    <main id="main">
      <h1 className="sr-only">{t('home.headline')}</h1>
      {config && (
        <div className="mx-auto max-w-6xl space-y-3 px-4 pt-4 sm:space-y-4 sm:pt-6">
          <HeroSlider banners={config.primary_banner} lang={lang} />
          <SecondaryBanners banners={config.secondary_banner} lang={lang} />
        </div>
      )}
      {config?.sections.map((section, index) => (
        <HomeSection
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed by the config
          key={index}
          section={section}
          index={index}
          rate={rate}
          lang={lang}
        />
      ))}
      <Suspense fallback={<HomeRowsSkeleton />}>
        <Await resolve={rows}>
          {(resolved) => resolved && <HomeRows rows={resolved} rate={rate} lang={lang} />}
        </Await>
      </Suspense>
      <LatestNews posts={news} />
      <ServiceStrip />
    </main>
  )
}
