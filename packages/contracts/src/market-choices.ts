import type { Lang } from './lang.ts'
import type { MarketItem } from './market-items.ts'
import { MARKET_IDS, type Words } from './markets.ts'

// The plain values of the market API (§4 Filters, §9), without zod: the markets browsed, page
// sizes, and the filters and sorts each market offers. The mirror adapter turns the same
// filters into SQL; the web app's filter panel draws them (and takes no schema to the browser:
// a page that imported market-api.ts loaded zod, 24 kB gzip); `/market/static/filter-all-web.json`
// and `sort-all-web.json` serve them. market-api.ts holds the schemas.

/** The markets whose goods are browsed through `/market/v3/{shop}`: Ecoring has its own section. */
export const BROWSABLE_MARKETS = MARKET_IDS.filter((id) => id !== 'ecoring') as readonly Exclude<
  (typeof MARKET_IDS)[number],
  'ecoring'
>[]
export type BrowsableMarket = (typeof BROWSABLE_MARKETS)[number]
export const isBrowsableMarket = (value: string | undefined): value is BrowsableMarket =>
  (BROWSABLE_MARKETS as readonly string[]).includes(value ?? '')

/** Items per page of a market list and a seller's shop; the deepest page a list goes to. */
export const MARKET_PAGE_SIZE = 30
export const MARKET_MAX_PAGE = 100
/** Recommended items under a product. */
export const MARKET_RECOMMENDS = 12

/** One choice of a filter or a sort, named in every language. */
export type MarketChoice = { readonly value: string; readonly label: Words }
export type MarketFilter = { readonly key: string; readonly options: readonly MarketChoice[] }

const w = (vi: string, ja: string, en: string): Words => ({ vi, ja, en })

/** §9 price ranges in yen. */
const PRICE: MarketFilter = {
  key: 'price',
  options: [
    { value: '1-500', label: w('1 - 500 ¥', '1〜500円', '¥1 - 500') },
    { value: '500-2500', label: w('500 - 2.500 ¥', '500〜2,500円', '¥500 - 2,500') },
    { value: '2500-5000', label: w('2.500 - 5.000 ¥', '2,500〜5,000円', '¥2,500 - 5,000') },
    { value: '5000-10000', label: w('5.000 - 10.000 ¥', '5,000〜10,000円', '¥5,000 - 10,000') },
    {
      value: '10000-50000',
      label: w('10.000 - 50.000 ¥', '10,000〜50,000円', '¥10,000 - 50,000'),
    },
    {
      value: '50000-100000',
      label: w('50.000 - 100.000 ¥', '50,000〜100,000円', '¥50,000 - 100,000'),
    },
    { value: '100000-5000000', label: w('Trên 100.000 ¥', '100,000円以上', 'Above ¥100,000') },
  ],
}

/** Mercari's six conditions, which PayPay Flea Market, Rakuma and Yahoo! Auctions share. */
export const CONDITIONS = {
  new: w('Mới, chưa sử dụng', '新品、未使用', 'New, unused'),
  like_new: w('Gần như chưa sử dụng', '未使用に近い', 'Like new'),
  no_marks: w('Không có vết xước rõ', '目立った傷や汚れなし', 'No noticeable marks'),
  some_marks: w('Có ít vết xước, bẩn', 'やや傷や汚れあり', 'Some marks'),
  marks: w('Có vết xước, bẩn', '傷や汚れあり', 'Marks and stains'),
  poor: w('Tình trạng kém', '全体的に状態が悪い', 'Poor overall'),
} as const satisfies Record<string, Words>

/** HardOff's ranks, from unused (S) to junk (J). */
export const HARDOFF_RANKS = {
  S: w('S: Chưa sử dụng', 'S：未使用品', 'S: unused'),
  A: w('A: Như mới', 'A：美品', 'A: excellent'),
  B: w('B: Đã qua sử dụng, tốt', 'B：中古品', 'B: used, good'),
  C: w('C: Có vết xước rõ', 'C：キズ・汚れあり', 'C: visible wear'),
  D: w('D: Nhiều vết xước', 'D：キズ・汚れ多数', 'D: heavy wear'),
  J: w('J: Hàng hỏng, bán làm linh kiện', 'J：ジャンク品', 'J: junk, for parts'),
} as const satisfies Record<string, Words>

/** A delivery badge (§2 Other-market product detail). */
export const DELIVERY = {
  free_shipping: w('Miễn phí vận chuyển nội địa', '送料無料', 'Free domestic shipping'),
  anonymous: w('Giao hàng ẩn danh', '匿名配送', 'Anonymous delivery'),
  next_day: w('Giao ngày hôm sau', '翌日配送', 'Next-day delivery'),
  cold: w('Giao hàng lạnh', 'クール便', 'Chilled delivery'),
  seller_pays: w('Người bán trả phí', '出品者負担', 'Seller pays shipping'),
  buyer_pays: w('Người mua trả phí', '着払い（購入者負担）', 'Buyer pays shipping'),
} as const satisfies Record<string, Words>

/** A sale-status badge; `sold_out` also shows the sold-out tag (§4 Sold out). */
export const SALE_STATUS = {
  on_sale: w('Đang bán', '販売中', 'On sale'),
  sold_out: w('Hết hàng', '売り切れ', 'Sold out'),
  trading: w('Đang giao dịch', '取引中', 'In a transaction'),
  limited: w('Số lượng có hạn', '数量限定', 'Limited stock'),
  preorder: w('Đặt trước', '予約受付中', 'Pre-order'),
} as const satisfies Record<string, Words>

const CONDITION: MarketFilter = {
  key: 'status',
  options: Object.entries(CONDITIONS).map(([value, label]) => ({ value, label })),
}
const RANK: MarketFilter = {
  key: 'rank',
  options: Object.entries(HARDOFF_RANKS).map(([value, label]) => ({ value, label })),
}
const SHIPPING: MarketFilter = {
  key: 'shipping',
  options: [{ value: 'free', label: DELIVERY.free_shipping }],
}
const REVIEWS: MarketFilter = {
  key: 'reviews',
  options: [
    { value: '4', label: w('Từ 4 sao', '星4つ以上', '4 stars and up') },
    { value: '3', label: w('Từ 3 sao', '星3つ以上', '3 stars and up') },
  ],
}
const NEW_ARRIVALS: MarketFilter = {
  key: 'new_arrivals',
  options: [
    { value: '7', label: w('Đăng trong 7 ngày', '7日以内に出品', 'Listed in the last 7 days') },
  ],
}
const DISCOUNT: MarketFilter = {
  key: 'discount',
  options: [
    { value: '10', label: w('Giảm từ 10%', '10%以上オフ', '10% off or more') },
    { value: '30', label: w('Giảm từ 30%', '30%以上オフ', '30% off or more') },
  ],
}
const GENDER: MarketFilter = {
  key: 'gender',
  options: [
    { value: 'men', label: w('Nam', 'メンズ', 'Men') },
    { value: 'women', label: w('Nữ', 'ウィメンズ', 'Women') },
    { value: 'kids', label: w('Trẻ em', 'キッズ', 'Kids') },
  ],
}
const COLORS: MarketFilter = {
  key: 'colors',
  options: [
    { value: 'black', label: w('Đen', 'ブラック', 'Black') },
    { value: 'white', label: w('Trắng', 'ホワイト', 'White') },
    { value: 'red', label: w('Đỏ', 'レッド', 'Red') },
    { value: 'blue', label: w('Xanh dương', 'ブルー', 'Blue') },
    { value: 'green', label: w('Xanh lá', 'グリーン', 'Green') },
    { value: 'grey', label: w('Xám', 'グレー', 'Grey') },
    { value: 'pink', label: w('Hồng', 'ピンク', 'Pink') },
  ],
}
const ENDING: MarketFilter = {
  key: 'ending',
  options: [
    { value: '1', label: w('Kết thúc trong 1 ngày', '1日以内に終了', 'Ends within a day') },
    { value: 'buy_now', label: w('Có giá mua ngay', '即決価格あり', 'Has a buy-now price') },
  ],
}

/** §4 Filters each market offers, in the order the filter panel shows them. */
export const MARKET_FILTERS: Readonly<Record<BrowsableMarket, readonly MarketFilter[]>> = {
  'yahoo-auction': [PRICE, CONDITION, ENDING, SHIPPING, NEW_ARRIVALS],
  mercari: [PRICE, CONDITION, SHIPPING, NEW_ARRIVALS],
  paypay: [PRICE, CONDITION, SHIPPING, NEW_ARRIVALS],
  rakuma: [PRICE, CONDITION, SHIPPING, NEW_ARRIVALS],
  rakuten: [PRICE, REVIEWS, SHIPPING, DISCOUNT],
  yahoo: [PRICE, REVIEWS, SHIPPING, DISCOUNT],
  hardoff: [PRICE, RANK, NEW_ARRIVALS],
  amazon: [PRICE, REVIEWS, DISCOUNT],
  yodobashi: [PRICE, REVIEWS, DISCOUNT],
  tonoike: [PRICE, DISCOUNT],
  nike: [PRICE, GENDER, COLORS, DISCOUNT],
}

const SORT = {
  newest: w('Mới nhất', '新着順', 'Newest'),
  popular: w('Phổ biến', '人気順', 'Most popular'),
  price_asc: w('Giá thấp đến cao', '価格の安い順', 'Price: low to high'),
  price_desc: w('Giá cao đến thấp', '価格の高い順', 'Price: high to low'),
  reviews: w('Đánh giá cao', '評価の高い順', 'Top rated'),
  ending: w('Sắp kết thúc', '終了時間の近い順', 'Ending soonest'),
  bids: w('Nhiều lượt đấu giá', '入札件数の多い順', 'Most bids'),
} as const satisfies Record<string, Words>
export type MarketSort = keyof typeof SORT

const sorts = (...keys: MarketSort[]): readonly MarketChoice[] =>
  keys.map((value) => ({ value, label: SORT[value] }))

/** §9 the sorts of each market; the first is its default. */
export const MARKET_SORTS: Readonly<Record<BrowsableMarket, readonly MarketChoice[]>> = {
  'yahoo-auction': sorts('ending', 'bids', 'price_asc', 'price_desc', 'newest'),
  mercari: sorts('newest', 'price_asc', 'price_desc'),
  paypay: sorts('newest', 'price_asc', 'price_desc'),
  rakuma: sorts('newest', 'price_asc', 'price_desc'),
  rakuten: sorts('popular', 'price_asc', 'price_desc', 'newest', 'reviews'),
  yahoo: sorts('popular', 'price_asc', 'price_desc', 'newest', 'reviews'),
  hardoff: sorts('newest', 'price_asc', 'price_desc'),
  amazon: sorts('popular', 'price_asc', 'price_desc', 'reviews'),
  yodobashi: sorts('popular', 'price_asc', 'price_desc', 'newest', 'reviews'),
  tonoike: sorts('popular', 'price_asc', 'price_desc', 'newest'),
  nike: sorts('newest', 'price_asc', 'price_desc'),
}

/**
 * `filters` of a list query: `key:value` pairs joined by commas (`price:500-2500,status:new`),
 * the one place a list's filters travel in §7's single `filters` parameter. Null when a pair
 * is not `key:value`.
 */
export function parseMarketFilters(text: string | undefined): Record<string, string> | null {
  if (!text) return {}
  const filters: Record<string, string> = {}
  for (const pair of text.split(',')) {
    const at = pair.indexOf(':')
    if (at <= 0 || at === pair.length - 1) return null
    filters[pair.slice(0, at)] = pair.slice(at + 1)
  }
  return filters
}

export const marketFiltersText = (filters: Readonly<Record<string, string>>): string =>
  Object.entries(filters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}:${value}`)
    .join(',')

/** §4 Sold out: the market flags the item, or its sale status says so. */
export const isSoldOut = (item: Pick<MarketItem, 'is_sold_out' | 'sale_status'>): boolean =>
  item.is_sold_out || item.sale_status.includes('sold_out')

/**
 * A market item's name for a reader of `lang`: its translation where the source has one (a blank
 * one does not count), else the market's own, in Japanese (official APIs have no translations).
 */
export const marketItemName = (item: Pick<MarketItem, 'name' | 'names'>, lang: Lang): string =>
  item.names?.[lang]?.trim() || item.name
