// Plain values and functions, no schema: the browser bundle imports these without zod.
import type { Lang } from './lang.ts'

/** §1 sources: the own shops, the markets bought from, and the auctions bid on. */
export type ShopKind = 'own' | 'market' | 'auction'

/**
 * What reads a shop's goods: the own catalogue, or the mirror of a market's listings that the
 * marketplaces issue implements for every market and auction.
 */
export type MarketAdapterId = 'catalogue' | 'mirror'

export type Words = { readonly vi: string; readonly ja: string; readonly en: string }

type ShopEntry = {
  /** The slug of the site's addresses (/products/ikom, /other-market/yahoo-auction/…). */
  id: string
  kind: ShopKind
  /** The own shops' supplier ids in the catalogue (§1: ikom 390, awond 458). */
  supplier_id: number | null
  /** As each market is called in each language. */
  name: Words
  /** The shop's logo, served by the site; null where none is drawn yet. */
  logo: string | null
  /** The brand colour, and the lighter one a logo's gradient ends in. */
  color: string
  tint: string
  /** §3/§5: whether a customer may buy more than one of an item. */
  can_buy_more: boolean
  adapter: MarketAdapterId
}

/**
 * §3 shop/market list: every shop and market of §1, in the order the header's selector shows
 * them (§2: IKOM, Awond, Ecoring, Auction, then the other markets). Every list of shops, guard
 * and name in the server and the web app is derived from this one table (docs/markets.md).
 */
export const SHOPS = [
  {
    id: 'ikom',
    kind: 'own',
    supplier_id: 390,
    name: { vi: 'IKOM', ja: 'IKOM', en: 'IKOM' },
    logo: '/media/banners/logo-ikom.svg',
    color: '#c8102e',
    tint: '#f43f5e',
    can_buy_more: true,
    adapter: 'catalogue',
  },
  {
    id: 'awond',
    kind: 'own',
    supplier_id: 458,
    name: { vi: 'Awond', ja: 'Awond', en: 'Awond' },
    logo: '/media/banners/logo-awond.svg',
    color: '#0e7490',
    tint: '#22d3ee',
    can_buy_more: true,
    adapter: 'catalogue',
  },
  {
    id: 'ecoring',
    kind: 'auction',
    supplier_id: null,
    name: { vi: 'Ecoring', ja: 'エコリング', en: 'Ecoring' },
    logo: null,
    color: '#15803d',
    tint: '#4ade80',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'yahoo-auction',
    kind: 'auction',
    supplier_id: null,
    name: { vi: 'Đấu giá Yahoo', ja: 'ヤフオク!', en: 'Yahoo! Auctions' },
    logo: null,
    color: '#ff0033',
    tint: '#fbbf24',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'mercari',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Mercari', ja: 'メルカリ', en: 'Mercari' },
    logo: null,
    color: '#ff4f50',
    tint: '#4dc9ff',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'paypay',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'PayPay Flea Market', ja: 'PayPayフリマ', en: 'PayPay Flea Market' },
    logo: null,
    color: '#ff0033',
    tint: '#fda4af',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'rakuma',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Rakuma', ja: 'ラクマ', en: 'Rakuma' },
    logo: null,
    color: '#e6004d',
    tint: '#f9a8d4',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'rakuten',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Rakuten', ja: '楽天市場', en: 'Rakuten' },
    logo: null,
    color: '#bf0000',
    tint: '#fca5a5',
    can_buy_more: true,
    adapter: 'mirror',
  },
  {
    id: 'yahoo',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Yahoo! Shopping', ja: 'Yahoo!ショッピング', en: 'Yahoo! Shopping' },
    logo: null,
    color: '#ff0033',
    tint: '#fecdd3',
    can_buy_more: true,
    adapter: 'mirror',
  },
  {
    id: 'hardoff',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'HardOff', ja: 'ハードオフ', en: 'HardOff' },
    logo: null,
    color: '#1d4ed8',
    tint: '#fde047',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'amazon',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Amazon', ja: 'Amazon', en: 'Amazon' },
    logo: null,
    color: '#ff9900',
    tint: '#fde68a',
    can_buy_more: true,
    adapter: 'mirror',
  },
  {
    id: 'yodobashi',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Yodobashi', ja: 'ヨドバシ・ドット・コム', en: 'Yodobashi' },
    logo: null,
    color: '#c4001a',
    tint: '#fecaca',
    can_buy_more: false,
    adapter: 'mirror',
  },
  {
    id: 'tonoike',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Tonoike', ja: 'トノイケ', en: 'Tonoike' },
    logo: null,
    color: '#00843d',
    tint: '#bbf7d0',
    can_buy_more: true,
    adapter: 'mirror',
  },
  {
    id: 'nike',
    kind: 'market',
    supplier_id: null,
    name: { vi: 'Nike', ja: 'ナイキ', en: 'Nike' },
    logo: null,
    color: '#111111',
    tint: '#a8a29e',
    can_buy_more: false,
    adapter: 'mirror',
  },
] as const satisfies readonly ShopEntry[]

type Shop = (typeof SHOPS)[number]
type ShopOfKind<K extends ShopKind> = Extract<Shop, { kind: K }>

export type ShopId = Shop['id']
export type OwnShop = ShopOfKind<'own'>['id']
/** §3 every shop and market may have lines in a cart. */
export type CartShop = ShopId

type Ids<T extends string> = readonly [T, ...T[]]

function idsOf<K extends ShopKind>(...kinds: K[]): Ids<ShopOfKind<K>['id']> {
  const shops = SHOPS.filter((shop): shop is ShopOfKind<K> => kinds.includes(shop.kind as K))
  return shops.map((shop) => shop.id) as unknown as Ids<ShopOfKind<K>['id']>
}

export const SHOP_IDS = idsOf('own', 'market', 'auction')
export const OWN_SHOP_IDS = idsOf('own')
/** §1 markets and auctions (a secondary home banner leads to /other-market/home/{id}). */
export const MARKET_IDS = idsOf('market', 'auction')

/** §1 own shops by their supplier ids: { ikom: 390, awond: 458 }. */
export const OWN_SHOPS = Object.fromEntries(
  SHOPS.flatMap((shop) => (shop.kind === 'own' ? [[shop.id, shop.supplier_id]] : [])),
) as { readonly [S in ShopOfKind<'own'> as S['id']]: S['supplier_id'] }

const BY_ID = new Map<string, Shop>(SHOPS.map((shop) => [shop.id, shop]))

export function shopEntry<S extends ShopId>(id: S): Extract<Shop, { id: S }> {
  return BY_ID.get(id) as Extract<Shop, { id: S }>
}

export const isShopId = (value: string | undefined): value is ShopId =>
  value !== undefined && BY_ID.has(value)

export const isOwnShop = (value: string | undefined): value is OwnShop =>
  BY_ID.get(value ?? '')?.kind === 'own'

/** How a shop or market is called to a customer who reads `lang`. */
export const shopName = (id: ShopId, lang: Lang): string => shopEntry(id).name[lang]

/** §3/§5: quantity changes only for Tonoike, Amazon, Rakuten, Yahoo Shopping, ikom and awond. */
export const canBuyMore = (id: ShopId): boolean => shopEntry(id).can_buy_more
