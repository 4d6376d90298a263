import { isBrowsableMarket, isLang, LANGS, type Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { detailQuery, itemHref } from '#app/features/market-item/item-address.ts'
import { marketRefusal } from '#app/features/market-item/item-page.server.ts'
import { descriptionText } from '#app/features/market-item/item-view.ts'
import { MarketErrorPage } from '#app/features/market-item/market-error.tsx'
import { translateItem } from '#app/features/market-item/translate.server.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/translate'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, 'other-market-translate', { name: loaderData?.name ?? '' }),
  // A translation of another page: that page is the one to find.
  { name: 'robots', content: 'noindex' },
]

/**
 * §2 Translate page (the description's Translate pop-up window, without header and footer): the
 * item's first picture, its name and description put into the reader's language (or the one
 * picked, `?to=`) on the server, the seller's Japanese below. When translation fails the
 * original is shown (§8).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = params.shopId
  if (!isBrowsableMarket(shop)) throw data(null, { status: 404 })
  const lang = requestLang(request)
  const url = new URL(request.url)
  const asked = url.searchParams.get('to')
  const to: Lang = isLang(asked) ? asked : lang
  const client = api(context, lang)
  const detail = await client.call('GET /market/v3/{shop}/detail', {
    params: { shop },
    query: detailQuery(shop, params.id, url.searchParams.get('append')),
  })
  if (!detail.ok) throw marketRefusal(shop, detail.refusal, lang)
  const { item } = detail.data
  const text = descriptionText(item)
  const own = to === 'ja' ? null : (item.names?.[to]?.trim() ?? null)
  const translation =
    to === 'ja'
      ? { name: null, content: null }
      : await translateItem(client, { ...(own ? {} : { name: item.name }), content: text }, to)
  const append = url.searchParams.get('append')
  return {
    shop,
    to,
    name: item.name,
    shownName: own || translation.name || item.name,
    image: item.image_list[0] ?? item.image_uri,
    text,
    translated: translation.content,
    failed: to !== 'ja' && text !== '' && translation.content === null,
    itemPath: itemHref(shop, item),
    links: LANGS.map((lang) => ({
      lang,
      href: `?${new URLSearchParams({ ...(append ? { append } : {}), to: lang })}`,
    })),
  }
}

export default function TranslatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { to, name, shownName, image, text, translated, failed, itemPath, links } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={itemPath}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          ← {t('translate.back')}
        </Link>
        <nav aria-label={t('translate.into')} className="flex items-center gap-2 text-sm">
          <span className="text-stone-600">{t('translate.into')}:</span>
          {links.map(({ lang, href }) => (
            <Link
              key={lang}
              to={href}
              replace
              aria-current={lang === to ? 'true' : undefined}
              className="rounded-full border border-stone-300 px-3 py-1 font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800"
            >
              {t(`language.${lang}`)}
            </Link>
          ))}
        </nav>
      </div>

      <div className="mt-6 flex gap-4">
        <img
          src={image}
          alt=""
          width={120}
          height={120}
          className="size-24 shrink-0 rounded-xl border border-stone-200 bg-white object-contain sm:size-32"
        />
        <div className="min-w-0">
          <h1 lang={to} className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
            {shownName}
          </h1>
          {shownName !== name ? (
            <p lang="ja" className="mt-1 text-sm text-stone-600">
              <span className="sr-only">{t('marketItem.original')} </span>
              {name}
            </p>
          ) : null}
        </div>
      </div>

      {failed ? (
        <p
          role="status"
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-stone-900"
        >
          {t('translate.failed')}
        </p>
      ) : translated ? (
        <p className="mt-5 text-sm text-stone-600">{t('translate.machine')}</p>
      ) : null}

      <PanelSection id="translation" title={t('product.description')} className="mt-4 p-5 sm:p-6">
        {text ? (
          <p
            lang={translated ? to : 'ja'}
            className="mt-3 whitespace-pre-line text-sm leading-6 break-words text-stone-800"
          >
            {translated ?? text}
          </p>
        ) : (
          <p className="mt-3 text-sm text-stone-600">{t('translate.noText')}</p>
        )}
      </PanelSection>

      {translated ? (
        <details className="mt-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
          <summary className="cursor-pointer font-semibold text-stone-900">
            {t('translate.original')}
          </summary>
          <p
            lang="ja"
            className="mt-3 whitespace-pre-line text-sm leading-6 break-words text-stone-800"
          >
            {text}
          </p>
        </details>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MarketErrorPage error={error} missing="item" />
}
