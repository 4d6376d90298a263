import { MAX_ADDRESSES } from './address-rules.ts'
import { BID_STATUSES } from './auction-rules.ts'
import { BANK_PROVIDERS, BANK_TRANSFER_STATUSES } from './banking.ts'
import { BLOG_PAGE_SIZE } from './content-rules.ts'
import { GeoScheme } from './geo.ts'
import { id, idText } from './ids.ts'
import type { ListSpec } from './list-query.ts'
import { CurrencyId, OrderStatusId } from './reference.ts'
import { WITHDRAWAL_STATUSES } from './withdrawals.ts'
import { z } from './zod.ts'

/*
 * The query of every endpoint that takes `filter[…]`, `sort`, `include`, `page` (ARCHITECTURE
 * §3), one spec per endpoint: the server parses requests by them (platform/http/list-query.ts),
 * the typed client builds its queries from their types.
 */

/** An endpoint that takes no query at all: any parameter is a 400. */
export const noQuerySpec = { paged: false } as const satisfies ListSpec

// accounts

export const userListSpec = { filters: { own: z.literal('1') } } as const satisfies ListSpec

// addresses

export const addressListSpec = {
  // §6: clients send filter[own]=1; the list is the caller's own whatever it says.
  filters: { own: z.literal('1') },
  perPage: { default: MAX_ADDRESSES, max: MAX_ADDRESSES },
} as const satisfies ListSpec

// auctions

/** §2 Auction log: the caller's bids, newest bid first (§9). */
export const auctionLogListSpec = {
  // §6: clients send filter[user_id]; the log is the caller's own whatever it says.
  filters: { status: z.enum(BID_STATUSES), user_id: idText() },
  sorts: ['date_bid'],
  defaultSort: '-date_bid',
  perPage: { default: 10, max: 50 },
} as const satisfies ListSpec

// catalog

const IDS = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(id()))
const YEN = z.coerce.number().int().min(0).max(100_000_000)
const VND = z.coerce.number().int().min(0).max(1_000_000_000_000)
const PRODUCT_NAME = z.string().trim().min(1).max(100)

export const productIncludes = ['categories', 'origin', 'tags', 'suppliers', 'images'] as const

export const productListSpec = {
  filters: {
    name: PRODUCT_NAME,
    'suppliers.id': idText(),
    categories: IDS,
    origin: idText(),
    star: z.coerce.number().int().min(1).max(5),
    /** At least this many percent off (§5: the ceiling of the reduction). */
    discount: z.coerce.number().int().min(1).max(99),
  },
  // price in yen (§9); price_vnd in dong, converted at the rate in force (the server's rate).
  between: { price: YEN, price_vnd: VND },
  sorts: ['price', 'updated_at'],
  defaultSort: '-updated_at',
  includes: productIncludes,
  // §9: 12 products a page (12 skeleton cards); the listing offers 24 and 48 too.
  perPage: { default: 12, max: 60 },
} as const satisfies ListSpec

/** One product: which of its links to add. */
export const productSpec = { includes: productIncludes } as const satisfies ListSpec

export const suggestionSpec = {
  filters: { name: PRODUCT_NAME, 'suppliers.id': idText() },
  paged: false,
} as const satisfies ListSpec

export const topProductsSpec = { perPage: { default: 12, max: 60 } } as const satisfies ListSpec

export const categoryListSpec = {
  filters: { root: z.literal('1') },
  includes: ['children'],
  perPage: { default: 100, max: 100 },
} as const satisfies ListSpec

export const originListSpec = { perPage: { default: 100, max: 100 } } as const satisfies ListSpec

// fx

export const currencyListSpec = { perPage: { default: 50, max: 100 } } as const satisfies ListSpec

/** §7: the one pair we know is JPY → VND, so other conditions are a 400, not a made-up 1. */
export const exchangeRateSpec = {
  filters: {
    type: z.literal('exchange-rates'),
    from: z.literal('JPY'),
    to: z.literal('VND'),
  },
  between: { timeline: z.coerce.number().int().min(0).max(253_402_300_799) },
  includes: ['timelines', 'timelines.amounts'],
  paged: false,
} as const satisfies ListSpec

// geo

const CODE = z.string().regex(/^\d{1,6}$/)
// Whole lists fit one page (the largest, 2025 wards of one province, is under 200).
const GEO_PER_PAGE = { default: 1000, max: 1000 }

export const provinceListSpec = {
  filters: { scheme: GeoScheme, country_id: z.literal('vn') },
  perPage: GEO_PER_PAGE,
} as const satisfies ListSpec
export const districtListSpec = {
  filters: { province_id: CODE },
  perPage: GEO_PER_PAGE,
} as const satisfies ListSpec
export const wardListSpec = {
  filters: { scheme: GeoScheme, district_id: CODE, province_id: CODE },
  perPage: GEO_PER_PAGE,
} as const satisfies ListSpec
export const wardIncludes = ['district', 'province'] as const
/** One ward: its scheme, and its district and province. */
export const wardSpec = {
  filters: { scheme: GeoScheme },
  includes: wardIncludes,
} as const satisfies ListSpec

// notifications

export const notificationListSpec = {
  filters: {
    read: z.enum(['0', '1']).transform((value) => value === '1'),
    order_id: idText(),
  },
  perPage: { default: 10, max: 100 },
} as const satisfies ListSpec

// orders

export const orderStatusListSpec = {
  perPage: { default: 50, max: 100 },
} as const satisfies ListSpec

export const orderListSpec = {
  // §6: always the caller's own orders; filter[own] is accepted for clients that send it.
  filters: { own: z.enum(['0', '1']), status_id: OrderStatusId },
  sorts: ['created_at', 'id'],
  defaultSort: '-created_at',
  includes: ['type', 'status', 'itemsCount', 'customer'],
  appends: ['first_item'],
  perPage: { default: 10, max: 50 },
} as const satisfies ListSpec

export const orderItemListSpec = {
  filters: { order_id: idText() },
  includes: ['product'],
  appends: ['currency_id'],
  perPage: { default: 10, max: 100 },
} as const satisfies ListSpec

export const areaListSpec = { perPage: { default: 50, max: 100 } } as const satisfies ListSpec

// pricing

export const shipmentMethodListSpec = {
  perPage: { default: 50, max: 100 },
} as const satisfies ListSpec

// reviews

export const reviewListSpec = {
  filters: { product_id: idText() },
  includes: ['reviewer'],
  sorts: ['created_at', 'star'],
  defaultSort: '-created_at',
  perPage: { default: 10, max: 50 },
} as const satisfies ListSpec

// wallet

const UNIX_SECONDS = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)

export const walletListSpec = {
  // §6: clients send filter[own]=1; the list is the caller's own whatever it says.
  filters: { own: z.string(), currency_id: CurrencyId },
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec

/**
 * §2 Wallet detail's table. Without filter[wallet_id] the list holds the rows of all the
 * caller's wallets; a wallet that is not the caller's gives an empty list, like any filter.
 */
export const transactionListSpec = {
  filters: {
    own: z.string(),
    wallet_id: idText(),
    // §2: the text filter on a reference's id, case-insensitive, matching from its start.
    reference: z.string().trim().min(1).max(64),
  },
  between: { voucher_date: UNIX_SECONDS },
  sorts: ['voucher_date', 'amount'],
  defaultSort: '-voucher_date',
  includes: ['transactionType'],
  appends: ['references'],
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec

// content

/** §7 posts: readers get published posts only, whatever filter[publish] says (staff see all). */
export const postListSpec = {
  filters: { categories: idText(), publish: z.enum(['0', '1']) },
  sorts: ['updated_at'],
  defaultSort: '-updated_at',
  includes: ['categories'],
  appends: ['creator'],
  perPage: { default: BLOG_PAGE_SIZE, max: 50 },
} as const satisfies ListSpec

export const postSpec = {
  filters: { publish: z.enum(['0', '1']) },
  includes: ['categories'],
  appends: ['creator'],
  paged: false,
} as const satisfies ListSpec

/** §7 post-categories; `category_id` is the one a blog page shows (answered first, no filter). */
export const postCategoryListSpec = {
  filters: { category_id: idText() },
  perPage: { default: 50, max: 50 },
} as const satisfies ListSpec

// support

export const ticketListSpec = {
  filters: { status: z.enum(['open', 'answered', 'closed']) },
  sorts: ['updated_at'],
  defaultSort: '-updated_at',
  perPage: { default: 10, max: 50 },
} as const satisfies ListSpec

export const staffTicketListSpec = {
  filters: {
    status: z.enum(['open', 'answered', 'closed']),
    source: z.enum(['support', 'contact']),
  },
  sorts: ['updated_at'],
  defaultSort: 'updated_at',
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec

// banking (issue 22)

export const staffBankTransferListSpec = {
  filters: {
    status: z.enum(BANK_TRANSFER_STATUSES),
    review: z.enum(['0', '1']).transform((value) => value === '1'),
    provider: z.enum(BANK_PROVIDERS),
  },
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec

// wallet withdrawals (issue 22)

/** The caller's withdrawals, newest first. */
export const withdrawalListSpec = {
  filters: { status: z.enum(WITHDRAWAL_STATUSES) },
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec

/** Staff: every customer's withdrawals; `filter[status]=requested` is what waits to be paid. */
export const staffWithdrawalListSpec = {
  filters: { status: z.enum(WITHDRAWAL_STATUSES), customer_id: idText() },
  sorts: ['requested_at'],
  defaultSort: '-requested_at',
  perPage: { default: 20, max: 100 },
} as const satisfies ListSpec
