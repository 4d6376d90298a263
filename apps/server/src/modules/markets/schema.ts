import type { LabelMap } from '@kaimono/contracts'
import { type SQL, sql } from 'drizzle-orm'
import {
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The marketplace mirror (ARCHITECTURE §5): each market's listings kept in our database, read
 * by the mirror adapter. Every row is keyed by its market (`SHOPS[].id`) and the market's own id.
 */

/**
 * A market's category tree, named in every language. `root_id` is the top of the tree the
 * category is in (itself at a root); `default_weight_g` is what an item of it weighs when the
 * market does not say (the landed cost's shipping estimate).
 */
export const marketCategories = pgTable(
  'market_categories',
  {
    market: text('market').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    rootId: text('root_id').notNull(),
    name: jsonb('name').$type<LabelMap>().notNull(),
    position: integer('position').notNull().default(0),
    defaultWeightG: integer('default_weight_g').notNull().default(500),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.id] }),
    index('market_categories_parent_idx').on(table.market, table.parentId, table.position),
  ],
)

/** §3 Seller, and §3 Seller review's counts; `max_ratio` is the top of the market's scale. */
export const marketSellers = pgTable(
  'market_sellers',
  {
    market: text('market').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    imageUri: text('image_uri'),
    description: text('description'),
    identityVerification: boolean('identity_verification').notNull().default(false),
    rateRatio: real('rate_ratio'),
    maxRatio: real('max_ratio').notNull().default(5),
    good: integer('good').notNull().default(0),
    normal: integer('normal').notNull().default(0),
    bad: integer('bad').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.market, table.id] })],
)

/** A size a shopper picks (Nike), or a variant with its own price (Rakuten, Amazon). */
export type MarketSize = { id: string; name: string }
export type MarketVariant = { value: string; price: number }

/**
 * §3 Other-market product item, as the mirror keeps it. `name` is the market's own (Japanese),
 * `names` its translations (ja, vi, en). Money is whole yen. `facets` are the filter values the
 * list can narrow by (`rank:B`, `color:black`, `gender:men`, `shipping:free`): see
 * `MARKET_FILTERS` in contracts. `category_id` is the item's leaf category, `category_root` the
 * root it is under, so a root's page and a leaf's page both read an index in price order.
 * `search_text` is the names folded (text-rules `foldForSearch`) for trigram search.
 */
export const marketItems = pgTable(
  'market_items',
  {
    market: text('market').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LabelMap>().notNull(),
    price: integer('price').notNull(),
    initialPrice: integer('initial_price'),
    images: text('images').array().notNull(),
    label: text('label'),
    url: text('url').notNull(),
    sellerId: text('seller_id'),
    categoryId: text('category_id'),
    categoryRoot: text('category_root'),
    brand: text('brand'),
    saleStatus: text('sale_status').array().notNull(),
    productCondition: text('product_condition').array().notNull(),
    delivery: text('delivery').array().notNull(),
    facets: text('facets').array().notNull(),
    descriptionHtml: text('description_html'),
    descriptionText: text('description_text'),
    variants: jsonb('variants').$type<MarketVariant[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<MarketSize[]>().notNull().default([]),
    rateCount: integer('rate_count').notNull().default(0),
    rateRatio: real('rate_ratio'),
    comments: jsonb('comments').$type<string[]>().notNull().default([]),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    endTime: timestamp('end_time', { withTimezone: true }),
    quickDecisionPrice: integer('quick_decision_price'),
    bidCount: integer('bid_count'),
    deliveryText: text('delivery_text'),
    origin: text('origin'),
    weightG: integer('weight_g'),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    /** What the filters read (the mirror adapter's filterPart): in every list index. */
    const filtered = [
      table.price,
      table.initialPrice,
      table.rateRatio,
      table.createdAt,
      table.quickDecisionPrice,
      table.endTime,
      table.productCondition,
      table.delivery,
      table.facets,
    ]
    const auctions = sql`${table.endTime} IS NOT NULL`
    /** A sort's index for the market, a root category and a leaf. */
    // A column's order (`.desc()`) is used up by the index that takes it: made again for each.
    const scoped = (name: string, order: () => Partial<ExtraConfigColumn>[], where?: SQL) =>
      (
        [
          ['', []],
          ['root_', [table.categoryRoot]],
          ['leaf_', [table.categoryId]],
        ] as const
      ).map(([scope, columns]) => {
        const keys: Partial<ExtraConfigColumn>[] = [table.market, ...columns, ...order(), table.id]
        const rest = filtered.filter((column) => !keys.some((key) => key.name === column.name))
        const built = index(`market_items_${scope}${name}_idx`).on(
          table.market,
          ...keys.slice(1),
          ...rest,
        )
        return where ? built.where(where) : built
      })
    return [
      primaryKey({ columns: [table.market, table.id] }),
      // One index per scope (the market, a root category, a leaf) and sort (SORTS in the mirror
      // adapter), each holding every column a filter reads (filtered): a page of a category in
      // any order and with any filters is read from the index alone, its ids then joined to their
      // rows. A category's rows lie all over the table (1,000,000 items: a Mercari leaf's 3,700
      // rows on 3,600 pages, 30 to 60 ms a read); its index entries lie together (1.3 ms).
      ...scoped('price', () => [table.price]),
      ...scoped('new', () => [table.createdAt.desc()]),
      ...scoped('popular', () => [table.rateCount.desc()]),
      ...scoped('reviews', () => [table.rateRatio.desc().nullsLast(), table.rateCount.desc()]),
      // Auctions alone end and are bid on: their lists hold `end_time > now`.
      ...scoped('ending', () => [table.endTime], auctions),
      ...scoped('bids', () => [table.bidCount.desc().nullsLast()], auctions),
      index('market_items_seller_idx').on(table.market, table.sellerId, table.createdAt.desc()),
      index('market_items_facets_idx').using('gin', table.facets),
      index('market_items_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    ]
  },
)
