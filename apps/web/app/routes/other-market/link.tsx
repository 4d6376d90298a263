import { BROWSABLE_MARKETS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link, redirect } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/link'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'other-market-link')

/**
 * §4 Search: a pasted link (or a shared message with one), resolved by the market API into its
 * market and item, opens our page of that item. A link of no market stays here and says which
 * markets' links are known; the header's search is above it to try another.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url).searchParams.get('url')?.trim() ?? ''
  if (url === '') throw redirect('/')
  const lang = requestLang(request)
  const found = await api(context, lang).call('POST /market/common/get-product-info-by-url', {
    body: { url },
  })
  if (found.ok) {
    const { path, id } = found.data
    throw redirect(`/other-market/${path}/${encodeURIComponent(id)}`)
  }
  // The page answers 200: it is the page of a link we cannot open, not a failed request.
  const { message, errors } = found.refusal
  return { url, message: errors?.url?.[0] ?? message }
}

export default function MarketLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { url, message } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle>{t('routes.other-market-link')}</PageTitle>
      <p className="mt-3 break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm text-stone-700">
        {url}
      </p>
      <p
        role="alert"
        className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-stone-900"
      >
        {message}
      </p>
      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t('marketLink.markets')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {BROWSABLE_MARKETS.map((market) => (
          <li key={market}>
            <Link
              to={`/other-market/${market}`}
              className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {shopName(market, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
