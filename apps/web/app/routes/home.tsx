import { useTranslation } from 'react-i18next'
import {
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router'
import { ServerRendered } from '#app/components/server-rendered.tsx'
import { bindHome } from '#app/features/home/bind-home.ts'
import { homeConfigCards, homeRowsCards } from '#app/features/home/cards.ts'
import { HeroSlider, SecondaryBanners } from '#app/features/home/hero-slider.tsx'
import { HomeRows, HomeRowsSkeleton } from '#app/features/home/home-rows.tsx'
import { HomeSection } from '#app/features/home/home-section.tsx'
import { LatestNews, NEWS_COUNT, newsPost } from '#app/features/home/latest-news.tsx'
import { ServiceStrip } from '#app/features/home/service-strip.tsx'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home')

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = api(context, requestLang(request))
  // All at once, and the rows inside the page's HTML: a phone shows them without waiting for
  // (or running) any JavaScript. The rows are cached by the API for a minute. News that cannot
  // be read leaves the home page without its news, not without the page.
  const [config, rows, posts] = await Promise.all([
    client.call('GET /api/home-config'),
    client.call('GET /api/home-collections').catch(() => null),
    client.call('GET /api/posts', { query: { perPage: NEWS_COUNT } }).catch(() => null),
  ])
  return {
    config: config.ok ? homeConfigCards(config.data.data) : null,
    rows: rows?.ok ? homeRowsCards(rows.data.data) : null,
    news: posts?.ok ? posts.data.data.map(newsPost) : [],
  }
}

// Nothing on the page depends on who is signed in: a form posted elsewhere on it (the header's
// cart, sign-out) leaves the rows as they are, and so in the HTML kept from the server.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET'
    ? false
    : defaultShouldRevalidate
}

/**
 * §2 Home: banners, the configured sections, the catalogue's rows, news and services.
 *
 * Only the hero slider is a React component in the browser after the first load. Everything
 * below it is links and pictures: the browser keeps the server's HTML for it (ServerRendered),
 * its links navigate and its wishlist hearts toggle through two delegated listeners. That is
 * some sixty product cards React does not build again while a phone hydrates the page.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const { config, rows, news } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  // The home page asked again (the logo clicked on it): placeholders until the new rows come.
  const reloading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <main id="main">
      <h1 className="sr-only">{t('home.headline')}</h1>
      {config && (
        <div className="mx-auto max-w-6xl px-4 pt-4 sm:pt-6">
          <HeroSlider banners={config.primary_banner} lang={lang} />
        </div>
      )}
      {reloading ? (
        <HomeRowsSkeleton />
      ) : (
        <ServerRendered
          deps={[loaderData, rate]}
          bind={(element) => bindHome(element, loaderData, navigate, lang)}
        >
          {config && config.secondary_banner.length > 0 && (
            <div className="mx-auto max-w-6xl px-4 pt-3 sm:pt-4">
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
          {rows && <HomeRows rows={rows} rate={rate} lang={lang} />}
          <LatestNews posts={news} />
          <ServiceStrip />
        </ServerRendered>
      )}
    </main>
  )
}
