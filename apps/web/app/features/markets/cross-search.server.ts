import { isBrowsableMarket } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { cardOf } from '#app/features/catalog/product-card.tsx'
import { throwLinkSearch } from '#app/features/search/link-search.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { crossSearchQuery } from './cross-search.ts'
import { marketCardOf } from './market-card-data.ts'

/** Own-shop products shown above the markets' items. */
export const OWN_ROW = 4

/**
 * §2 Cross-market search: the words asked of every market (GET /market/v3/search) and 30 of
 * their items a page as cards, each under its market. No words: back to the shop's root (§2).
 * A link is opened rather than searched for (§4). Words in Vietnamese or English are searched
 * in Japanese (the answer says which words), unless the reader asked for them as typed.
 */
export async function loadCrossSearch(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url)
  throwLinkSearch(url)
  const query = crossSearchQuery(url.searchParams)
  if (query.search === '') throw redirect('/')
  const lang = requestLang(request)
  const client = api(context, lang)
  // "All" is everything: our own shops' best matches lead the first page (§4: own shops first).
  const [found, own] = await Promise.all([
    client.call('GET /market/v3/search', {
      query: {
        query: query.search,
        page: query.page,
        ...(query.sort && { sort: query.sort }),
        ...(query.markets.length > 0 && { markets: query.markets.join(',') }),
        // Issue 19: Vietnamese and English words find items named in Japanese.
        is_translate_search: query.exact ? 'false' : 'true',
      },
    }),
    query.page === 1 && query.markets.length === 0
      ? client.call('GET /api/products', {
          query: { filter: { name: query.search }, include: ['categories'], perPage: OWN_ROW },
        })
      : null,
  ])
  if (!found.ok) throw data({ message: found.refusal.message }, { status: found.refusal.status })
  const { items, pagination, partial, missing, found: markets } = found.data
  return {
    query,
    cards: items.flatMap((item) =>
      isBrowsableMarket(item.shop_id)
        ? [{ market: item.shop_id, card: marketCardOf(item.shop_id, item, lang) }]
        : [],
    ),
    isAllowNext: pagination.is_allow_next,
    translatedQuery: found.data.translated_query ?? null,
    partial,
    missing: missing.filter(isBrowsableMarket),
    found: markets.filter(isBrowsableMarket),
    own: own?.ok ? own.data.data.map(cardOf) : [],
    now: Math.floor(Date.now() / 1000),
  }
}
