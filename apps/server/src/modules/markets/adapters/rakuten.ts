import type { MarketItem, MarketList } from '@kaimono/contracts'
import { z } from 'zod'
import type { MarketAdapter, MarketQuery } from '../adapter.ts'
import { type ApiClock, officialSearch, realClock } from './official-api.ts'

// Rakuten Ichiba Item Search API, version 2022-06-01
// (https://webservice.rakuten.co.jp/documentation/ichiba-item-search): formatVersion 1 answers
// `Items[].Item`; a refusal is `{ error, error_description }` with 400, 404 (not_found), 429
// (too_many_requests), 500 or 503.

/** Rakuten's FAQ: one request a second or fewer per application id. */
export const RAKUTEN_REQUEST_INTERVAL_MS = 1_000

/** Items a page: the API's most (`hits` is 1 to 30). */
const HITS = 30

/** Our sort names (§7 sort lists) and Rakuten's `sort` values; anything else is `standard`. */
const SORTS: Readonly<Record<string, string>> = {
  price_asc: '+itemPrice',
  price_desc: '-itemPrice',
  newest: '-updateTimestamp',
  popular: 'standard',
  reviews: '-reviewAverage',
}

const ImageUrl = z.object({ imageUrl: z.string() })

const RakutenItem = z.object({
  itemName: z.string(),
  catchcopy: z.string().optional(),
  itemCode: z.string(),
  itemPrice: z.number().int().nonnegative(),
  itemCaption: z.string().optional(),
  itemUrl: z.string(),
  mediumImageUrls: z.array(ImageUrl),
  availability: z.number().int(),
  postageFlag: z.number().int().optional(),
  shopName: z.string(),
  shopCode: z.string(),
  genreId: z.union([z.string(), z.number()]),
  reviewCount: z.number().int().nonnegative(),
  reviewAverage: z.number().nonnegative(),
})
type RakutenItem = z.infer<typeof RakutenItem>

const RakutenSearch = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  Items: z.array(z.object({ Item: RakutenItem })),
})

export function rakutenItem(item: RakutenItem): MarketItem {
  const images = item.mediumImageUrls.map((image) => image.imageUrl)
  return {
    id: item.itemCode,
    name: item.itemName,
    names: null,
    price: item.itemPrice,
    initial_price: null,
    discount: null,
    image_uri: images[0] ?? '',
    image_list: images,
    label: item.catchcopy || null,
    url: item.itemUrl,
    shop: { id: item.shopCode, name: item.shopName, image_uri: null, rate: null },
    sale_status: item.availability === 1 ? [] : ['sold_out'],
    product_condition: [],
    // postageFlag 0: the price includes postage.
    delivery: item.postageFlag === 0 ? ['free_shipping'] : [],
    categories: [],
    description_html: null,
    description_text: item.itemCaption || null,
    variants: [],
    size: [],
    rate:
      item.reviewCount > 0
        ? { count: item.reviewCount, ratio: item.reviewAverage, comments: [] }
        : null,
    is_sold_out: item.availability !== 1,
    end_time: null,
    quick_decision_price: null,
    bid_count: null,
    delivery_detail: null,
    origin: null,
    weight_g: null,
  }
}

export type RakutenOptions = {
  applicationId: string
  baseUrl?: string
  fetch?: typeof globalThis.fetch
  clock?: ApiClock
}

/** Rakuten Ichiba through its official Item Search API, one request a second per key. */
export function rakutenAdapter(options: RakutenOptions): MarketAdapter {
  const {
    applicationId,
    baseUrl = 'https://app.rakuten.co.jp/services/api/IchibaItem/Search/20220601',
    fetch = globalThis.fetch,
    clock = realClock,
  } = options
  const search = officialSearch({
    market: 'Rakuten',
    baseUrl,
    keyParams: { applicationId, format: 'json', formatVersion: '1' },
    schema: RakutenSearch,
    intervalMs: RAKUTEN_REQUEST_INTERVAL_MS,
    fetch,
    clock,
    // Rakuten's not_found: no item matches.
    missing: [404],
  })

  return {
    async list(query: MarketQuery, signal): Promise<MarketList> {
      const params: Record<string, string> = {
        hits: String(HITS),
        page: String(query.page),
        sort: SORTS[query.sort ?? ''] ?? 'standard',
      }
      if (query.search) params.keyword = query.search
      // Rakuten needs a keyword, a genre or a shop: the root genre (0) lists everything.
      if (query.category) params.genreId = query.category
      else if (!query.search) params.genreId = '0'
      const answer = await search(params, signal)
      return {
        items: answer?.Items.map(({ Item }) => rakutenItem(Item)) ?? [],
        sub_categories: [],
        suggest_categories: [],
        pagination: {
          page: query.page,
          is_allow_next: answer ? answer.page < answer.pageCount : false,
        },
      }
    },
    async detail(id, signal) {
      const answer = await search({ itemCode: id, hits: '1' }, signal)
      const found = answer?.Items.find(({ Item }) => Item.itemCode === id)
      return found ? rakutenItem(found.Item) : null
    },
    // Genres are another API (IchibaGenre/Search); the market's list reads them from the mirror.
    categories: async () => [],
    // Item Search knows a shop's code and name only: no seller page, no seller ratings.
    sellerShop: async () => null,
    sellerReview: async () => null,
  }
}
