import type { LabelMap } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
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
  (table) => [
    primaryKey({ columns: [table.market, table.id] }),
    index('market_items_price_idx').on(table.market, table.price, table.id),
    index('market_items_new_idx').on(table.market, table.createdAt.desc(), table.id),
    // `popular`, the default sort of the shops (Rakuten, Yahoo! Shopping, Amazon…).
    index('market_items_popular_idx').on(table.market, table.rateCount.desc(), table.id),
    index('market_items_root_price_idx').on(
      table.market,
      table.categoryRoot,
      table.price,
      table.id,
    ),
    index('market_items_leaf_price_idx').on(table.market, table.categoryId, table.price, table.id),
    index('market_items_seller_idx').on(table.market, table.sellerId, table.createdAt.desc()),
    index('market_items_facets_idx').using('gin', table.facets),
    index('market_items_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('market_items_ending_idx')
      .on(table.market, table.endTime)
      .where(sql`${table.endTime} IS NOT NULL`),
    index('market_items_bids_idx')
      .on(table.market, table.bidCount.desc(), table.id)
      .where(sql`${table.bidCount} IS NOT NULL`),
  ],
)
