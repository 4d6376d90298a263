// Issue 18 targets of `npm run bench`: the market API and pages as shoppers spread over them —
// every market, its categories (roots and leaves), pages, sorts and filters, and any item —
// drawn from the running server's own mirror. As catalog-urls.mjs: seeded shuffles, so two runs
// on the same data ask for the same URLs in the same order.
import { BROWSABLE_MARKETS, MARKET_FILTERS, MARKET_SORTS } from '@kaimono/contracts/market-api'
import { getJson, mapLimit, randomFor, range, shuffle, spread } from './catalog-urls.mjs'

const SEED = 18
/** More than the markets' answer cache holds (5,000 answers a process), so most runs miss it. */
const MAX_URLS = 12_000
/** How deep shoppers page through a market's category. */
const LIST_PAGES = 8
/**
 * Item ids drawn per market: pages of its cheapest and dearest items. Twelve pages of eleven
 * markets are 3,960 items, half of them for the kept pages: about the 2,000 products of the
 * catalogue's kept-page target, which the page cache is sized for (40 MB, ADR 018). With 40
 * pages (6,600 kept pages at 1,000,000 items, 100 MB) every page was evicted before its visit.
 */
const ID_PAGES = 12
const PROBE_CONCURRENCY = 4
/** Words of the cross-market search target: more than its answers stay kept. */
const SEARCH_WORDS = 400

/** A list URL with its filters packed as the API takes them (`key:value`). */
function listPath(market, { category, page, sort, filter }) {
  const params = new URLSearchParams()
  if (category) params.set('category_id', category)
  if (page > 1) params.set('page', String(page))
  if (sort) params.set('sort', sort)
  if (filter) params.set('filters', `${filter.key}:${filter.value}`)
  const text = params.toString()
  return `/market/v3/${market}${text ? `?${text}` : ''}`
}

/** Every filter choice of a market, one at a time, and none. */
const filterChoices = (market) => [
  undefined,
  ...MARKET_FILTERS[market].flatMap((filter) =>
    filter.options.map((option) => ({ key: filter.key, value: option.value })),
  ),
]

export function marketUrls(base, { seed = SEED, log = () => {} } = {}) {
  let categories
  const categoriesOf = () => {
    categories ??= mapLimit([...BROWSABLE_MARKETS], PROBE_CONCURRENCY, async (market) => ({
      market,
      ids: (await getJson(base, `/market/static/${market}/categories-first.json`)).data.map(
        (category) => category.id,
      ),
    }))
    return categories
  }
  let items
  /** `{ market, id }` of items spread over each market's pages of two sorts. */
  const itemsOf = () => {
    items ??= (async () => {
      const pages = BROWSABLE_MARKETS.flatMap((market) =>
        range(1, ID_PAGES).map((page) => ({
          market,
          path: listPath(market, { page, sort: page % 2 ? 'price_asc' : 'price_desc' }),
        })),
      )
      const found = await mapLimit(pages, PROBE_CONCURRENCY, async ({ market, path }) => {
        const answer = await getJson(base, path)
        return answer.items.map((item) => ({
          market,
          id: item.id,
          names: item.names,
          url: item.url,
        }))
      })
      const all = [...new Map(found.flat().map((item) => [`${item.market}/${item.id}`, item]))]
      log(`markets: ${all.length} items drawn for the detail and page targets`)
      return shuffle(
        all.map(([, item]) => item),
        randomFor(seed, 'market items'),
      )
    })()
    return items
  }

  const half = async (which) => {
    const all = await itemsOf()
    const middle = Math.floor(all.length / 2)
    return which === 0 ? all.slice(0, middle) : all.slice(middle)
  }

  return {
    /** `/market/v3/{shop}?category_id&page&sort&filters`: markets, categories, pages, sorts, filters. */
    async list() {
      const paths = []
      for (const { market, ids } of await categoriesOf()) {
        const sorts = MARKET_SORTS[market].map((sort) => sort.value)
        const filters = filterChoices(market)
        for (const category of [undefined, ...ids]) {
          for (const page of range(1, LIST_PAGES)) {
            for (const sort of sorts) {
              // One filter choice a URL, drawn in turn: every choice of every market is asked.
              const filter = filters[(paths.length + page) % filters.length]
              paths.push(listPath(market, { category, page, sort, filter }))
            }
          }
        }
      }
      log(`markets: ${paths.length} list URLs`)
      return spread(paths, randomFor(seed, 'market list'), MAX_URLS)
    },

    /**
     * `/market/v3/search?query&sort&page` (issue 19): words shoppers type, drawn from the items'
     * English and Vietnamese names (a brand, a kind of thing), in each sort and the first pages.
     */
    async crossSearch() {
      const all = await itemsOf()
      const words = new Set()
      for (const { names } of all) {
        for (const name of [names?.en, names?.vi]) {
          for (const word of (name ?? '').split(/[\s,()/]+/)) {
            if (/^\p{L}{3,}$/u.test(word)) words.add(word.toLowerCase())
          }
        }
      }
      const paths = []
      for (const word of [...words].slice(0, SEARCH_WORDS)) {
        for (const sort of [undefined, 'price_asc', 'price_desc']) {
          for (const page of [1, 2]) {
            const params = new URLSearchParams({ query: word })
            if (sort) params.set('sort', sort)
            if (page > 1) params.set('page', String(page))
            paths.push(`/market/v3/search?${params}`)
          }
        }
      }
      log(
        `markets: ${paths.length} cross-market searches of ${Math.min(words.size, SEARCH_WORDS)} words`,
      )
      return spread(paths, randomFor(seed, 'cross search'), MAX_URLS)
    },

    /**
     * Bodies of `POST /market/common/get-product-info-by-url` (issue 19): every drawn item's
     * address as shoppers paste it, bare, with a share's tracking parameters, or in a shared
     * message.
     */
    async links() {
      const bodies = (await itemsOf()).flatMap(({ url, names }) => [
        JSON.stringify({ url }),
        JSON.stringify({
          url: `${url}${url.includes('?') ? '&' : '?'}utm_source=share&utm_medium=app`,
        }),
        JSON.stringify({ url: `【${names?.en ?? ''}】 ${url} #Kaimono` }),
      ])
      return spread(bodies, randomFor(seed, 'links'), MAX_URLS)
    },

    /** One list URL asked again and again: the answer cache's cost. */
    async listCached() {
      const path = listPath('mercari', { page: 1 })
      return { path, paths: [path] }
    },

    /**
     * `/market/v3/{shop}/detail?id=…` of the first half of the items: the second half is the
     * pages' first visit, whose details no target has asked for (they are kept a minute).
     */
    async detail() {
      const paths = (await half(0)).map(
        ({ market, id }) => `/market/v3/${market}/detail?id=${encodeURIComponent(id)}`,
      )
      return spread(paths, randomFor(seed, 'market detail'), MAX_URLS)
    },

    /** `/other-market/{shop}/{id}`: kept, the first half's pages; first visit, the second's. */
    async productPage(firstVisit = false) {
      const paths = (await half(firstVisit ? 1 : 0)).map(
        ({ market, id }) => `/other-market/${market}/${encodeURIComponent(id)}`,
      )
      return spread(paths, randomFor(seed, `market page ${firstVisit}`), MAX_URLS)
    },
  }
}
