import type { MarketItem, MarketList } from '@kaimono/contracts'
import { z } from 'zod'
import type { MarketAdapter, MarketQuery } from '../adapter.ts'
import { type ApiClock, officialSearch, realClock } from './official-api.ts'

// Yahoo! Shopping itemSearch v3 (https://developer.yahoo.co.jp/webapi/shopping/v3/itemsearch.html):
// JSON only, `totalResultsAvailable` and `hits[]`; `start` is 1-based and start + results stays
// within 1000.

/**
 * Yahoo! Shopping's help (https://developer.yahoo.co.jp/webapi/shopping/help.html): an
 * application id may make 50,000 calls a day unless a higher limit is granted. 86,400,000 ms
 * / 50,000 = 1,728 ms between requests keeps a key within it however busy the shop is.
 */
export const YAHOO_REQUEST_INTERVAL_MS = 1_728

const RESULTS = 30
const LAST_POSITION = 1_000

/** Our sort names (§7 sort lists) and Yahoo's `sort` values; anything else is `-score`. */
const SORTS: Readonly<Record<string, string>> = {
  price_asc: '+price',
  price_desc: '-price',
  popular: '-score',
  reviews: '-review_count',
}

const YahooHit = z.object({
  name: z.string(),
  description: z.string().optional(),
  headLine: z.string().optional(),
  code: z.string(),
  url: z.string(),
  price: z.number().int().nonnegative(),
  inStock: z.boolean(),
  condition: z.string().optional(),
  image: z.object({ small: z.string().optional(), medium: z.string() }),
  review: z.object({ rate: z.number().nonnegative(), count: z.number().int().nonnegative() }),
  shipping: z.object({ code: z.number().int() }).optional(),
  genreCategory: z.object({ id: z.number().int(), name: z.string() }).optional(),
  seller: z.object({
    sellerId: z.string(),
    name: z.string(),
    review: z.object({ rate: z.number(), count: z.number().int() }).optional(),
  }),
})
type YahooHit = z.infer<typeof YahooHit>

const YahooSearch = z.object({
  totalResultsAvailable: z.number().int().nonnegative(),
  firstResultsPosition: z.number().int().optional(),
  hits: z.array(YahooHit),
})

export function yahooItem(hit: YahooHit): MarketItem {
  const ratio = hit.seller.review?.rate
  return {
    id: hit.code,
    name: hit.name,
    names: null,
    price: hit.price,
    initial_price: null,
    discount: null,
    image_uri: hit.image.medium,
    image_list: [hit.image.medium],
    label: hit.headLine || null,
    url: hit.url,
    shop: {
      id: hit.seller.sellerId,
      name: hit.seller.name,
      image_uri: null,
      rate: ratio === undefined ? null : { ratio },
    },
    sale_status: hit.inStock ? [] : ['sold_out'],
    product_condition: hit.condition ? [hit.condition] : [],
    // shipping.code 2: free shipping.
    delivery: hit.shipping?.code === 2 ? ['free_shipping'] : [],
    categories: [],
    description_html: null,
    description_text: hit.description || null,
    variants: [],
    size: [],
    rate:
      hit.review.count > 0
        ? { count: hit.review.count, ratio: hit.review.rate, comments: [] }
        : null,
    is_sold_out: !hit.inStock,
    end_time: null,
    quick_decision_price: null,
    bid_count: null,
    delivery_detail: null,
    origin: null,
    weight_g: null,
  }
}

export type YahooOptions = {
  appId: string
  baseUrl?: string
  fetch?: typeof globalThis.fetch
  clock?: ApiClock
}

/** Yahoo! Shopping through its official itemSearch v3, requests spaced to the daily quota. */
export function yahooAdapter(options: YahooOptions): MarketAdapter {
  const {
    appId,
    baseUrl = 'https://shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch',
    fetch = globalThis.fetch,
    clock = realClock,
  } = options
  const search = officialSearch({
    market: 'Yahoo! Shopping',
    baseUrl,
    keyParams: { appid: appId },
    schema: YahooSearch,
    intervalMs: YAHOO_REQUEST_INTERVAL_MS,
    fetch,
    clock,
  })

  return {
    async list(query: MarketQuery, signal): Promise<MarketList> {
      const start = (query.page - 1) * RESULTS + 1
      const empty = { page: query.page, is_allow_next: false }
      if (start + RESULTS - 1 > LAST_POSITION) {
        return { items: [], sub_categories: [], suggest_categories: [], pagination: empty }
      }
      const params: Record<string, string> = {
        results: String(RESULTS),
        start: String(start),
        sort: SORTS[query.sort ?? ''] ?? '-score',
      }
      if (query.search) params.query = query.search
      if (query.category) params.genre_category_id = query.category
      const answer = await search(params, signal)
      const hits = answer?.hits ?? []
      const end = start + hits.length - 1
      const total = answer?.totalResultsAvailable ?? 0
      return {
        items: hits.map(yahooItem),
        sub_categories: [],
        suggest_categories: [],
        pagination: {
          page: query.page,
          is_allow_next: end < total && end + RESULTS <= LAST_POSITION,
        },
      }
    },
    /**
     * itemSearch has no lookup by code; an item's code is `{sellerId}_{itemCode}`, so the
     * seller's items are searched for the item's code and the exact code picked out.
     */
    async detail(id, signal) {
      const split = id.indexOf('_')
      if (split <= 0) return null
      const answer = await search(
        { seller_id: id.slice(0, split), query: id.slice(split + 1), results: '10' },
        signal,
      )
      const hit = answer?.hits.find((candidate) => candidate.code === id)
      return hit ? yahooItem(hit) : null
    },
    // Categories are another API (categorySearch); the market's list reads them from the mirror.
    categories: async () => [],
    // itemSearch names a seller and its rating only: no seller page, no review breakdown.
    sellerShop: async () => null,
    sellerReview: async () => null,
  }
}
