import { LANGS } from './lang.ts'
import { MARKET_MAX_PAGE } from './market-choices.ts'
import { MarketCategory, MarketItem } from './market-items.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

// §7 Market API (base B): what `/market/v3/{shop}` and its neighbours take and answer. The
// plain values (markets, filters, sorts) are in market-choices.ts, re-exported here.
export * from './market-choices.ts'

/** An id the market API names (an item, a category, a seller): what a query may carry. */
export const MARKET_TOKEN = /^[\w.:~-]{1,80}$/
const token = z.string().regex(MARKET_TOKEN)

/** The `{shop}` of a market path (an unknown one is a 404, not a 400: routes check it). */
export const MarketShopParams = z.object({ shop: z.string().max(40) })
/** The `{id}` of an Amazon sale. */
export const MarketEventParams = z.object({ id: token })

/**
 * §7 POST /common/get-product-info-by-url: a link people paste (or a shared message with one),
 * and the market item it names: `path` is the market (netmall's links are hardoff's), `id` the
 * item's, as /other-market/{path}/{id} takes them.
 */
export const ProductInfoByUrlInput = z.object({
  url: text('validation.required').min(1, 'validation.required').max(2048, 'validation.tooLong'),
})
export const ProductInfoByUrl = z.object({ path: z.string(), id: z.string() })
export type ProductInfoByUrl = z.infer<typeof ProductInfoByUrl>

/** The longest description the translate call takes (a market's longest run to about 10,000). */
export const TRANSLATE_MAX_CONTENT = 20_000

/**
 * §7 Translate: an item's name (`trans_nameproduct`) and description (`trans_content`), either or
 * both, put into `trans_languages` from `f_languages` (Japanese, a market's language, when not
 * said). `Content` lists the translations in that order, name first; each is the original text
 * when it could not be translated (§8), and `translated` says which were.
 */
export const TranslateInput = z
  .object({
    trans_nameproduct: line().max(500, 'validation.tooLong').optional(),
    trans_content: text().max(TRANSLATE_MAX_CONTENT, 'validation.tooLong').optional(),
    trans_languages: z.enum(LANGS),
    f_languages: z.enum([...LANGS, 'auto']).default('ja'),
  })
  .refine((input) => Boolean(input.trans_nameproduct?.trim() || input.trans_content?.trim()), {
    message: 'validation.required',
    path: ['trans_content'],
  })
export type TranslateInput = z.input<typeof TranslateInput>
export const TranslateAnswer = z.object({
  Content: z.array(z.string()),
  translated: z.array(z.boolean()),
})
export type TranslateAnswer = z.infer<typeof TranslateAnswer>

/** The deepest page of a search across every market (each market is read up to it). */
export const CROSS_SEARCH_MAX_PAGE = 10

/**
 * §7 GET /market/v3/search: the words, asked of every market at once (or of `markets`, a
 * comma-separated list); `sort` price_asc or price_desc, else each market's own order, taken in
 * turn.
 */
export const CrossSearchQuery = z.object({
  query: z.string().trim().min(1).max(200),
  page: z.coerce.number().int().min(1).max(CROSS_SEARCH_MAX_PAGE).default(1),
  sort: z.enum(['price_asc', 'price_desc']).optional(),
  markets: z.string().max(200).optional(),
  is_translate_search: z.enum(['true', 'false']).optional(),
})

/** An item found by a search across markets: a §3 item and its market. */
export const CrossSearchItem = MarketItem.extend({ shop_id: z.string() })
export type CrossSearchItem = z.infer<typeof CrossSearchItem>

/**
 * What came back in time: 30 items a page; `partial` when some market did not answer, and
 * `missing` names them; `found`, the markets with items for these words (the result's chips).
 */
export const CrossSearch = z.object({
  items: z.array(CrossSearchItem),
  pagination: z.object({ page: z.number().int(), is_allow_next: z.boolean() }),
  partial: z.boolean(),
  missing: z.array(z.string()),
  found: z.array(z.string()),
  /** With is_translate_search, the words searched for when they were put into Japanese. */
  translated_query: z.string().optional(),
})
export type CrossSearch = z.infer<typeof CrossSearch>

/** Items suggested under the header's search box: the first few across markets (issue 19). */
export const MARKET_SUGGESTIONS = 6

/**
 * GET /market/v3/suggest (beyond §7, issue 19): a few items for the words typed so far, from every
 * market (`shop` all or absent) or one; put into Japanese as `is_translate_search` does.
 */
export const MarketSuggestQuery = z.object({
  query: z.string().trim().min(1).max(200),
  shop: z.string().max(40).optional(),
})
/** One suggestion, ready to show: the name in the reader's language and the item's page. */
export const MarketSuggestion = z.object({
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  image_url: z.string(),
  price: z.number().int(),
  href: z.string(),
})
export const MarketSuggestions = z.object({ data: z.array(MarketSuggestion) })
export type MarketSuggestion = z.infer<typeof MarketSuggestion>

/** §7 GET /market/v3/{shop}. */
export const MarketListQuery = z.object({
  category_id: token.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(MARKET_MAX_PAGE).default(1),
  sort: z.string().max(32).optional(),
  filters: z.string().max(400).optional(),
  is_translate_search: z.enum(['true', 'false']).optional(),
})

/**
 * §7 GET /market/v3/{shop}/detail: Rakuten's items are named by their address (`url`), Yahoo!
 * Shopping's by the store and the item (`shop_id`, `id`), every other market's by `id`.
 */
export const MarketDetailQuery = z.object({
  id: token.optional(),
  url: z.string().max(500).optional(),
  shop_id: token.optional(),
})

export const MarketDetail = z.object({
  item: MarketItem,
  sharing_data: z.object({ supplier_product_url: z.string() }),
  recommends: z.array(MarketItem),
})
export type MarketDetail = z.infer<typeof MarketDetail>

/** §7 GET /market/v3/{shop}/seller-shop. */
export const SellerShopQuery = z.object({
  seller_id: token,
  page: z.coerce.number().int().min(1).max(MARKET_MAX_PAGE).default(1),
})

/** Seller review (§7: shop_id; path not shown): GET /market/v3/{shop}/seller-review. */
export const SellerReviewQuery = z.object({ shop_id: token })

const Choice = z.object({
  value: z.string(),
  label: z.object({ vi: z.string(), ja: z.string(), en: z.string() }),
})
/** §7 `/market/static/filter-all-web.json`: MARKET_FILTERS. */
export const MarketFiltersDocument = z.record(
  z.string(),
  z.array(z.object({ key: z.string(), options: z.array(Choice) })),
)
/** §7 `/market/static/sort-all-web.json`: MARKET_SORTS. */
export const MarketSortsDocument = z.record(z.string(), z.array(Choice))
/** §7 `/market/static/top-products.json`: each market's first items. */
export const TopMarketProducts = z.record(z.string(), z.array(MarketItem))

/** §7 `/market/static/{shop}/categories-first.json`: the market's category tree. */
export const MarketCategories = z.object({ data: z.array(MarketCategory) })

/**
 * §7 `/market/static/event/amazon.list.json`: Amazon's sales, one per category that has items
 * 10% off or more; `/market/static/event/products/{id}.json` is one sale with its items.
 */
export const MarketEvent = z.object({
  id: z.string(),
  title: z.object({ vi: z.string(), ja: z.string(), en: z.string() }),
  image_uri: z.string(),
  category_id: z.string(),
})
export type MarketEvent = z.infer<typeof MarketEvent>
export const MarketEventList = z.object({ data: z.array(MarketEvent) })
export const MarketEventProducts = z.object({ event: MarketEvent, items: z.array(MarketItem) })
