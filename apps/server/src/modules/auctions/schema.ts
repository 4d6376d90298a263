import type { LabelMap } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * §4 Auction permission: one request per customer per supplier (`YahooAuction`, `Ecoring`),
 * pending until staff grant or deny it. A denied customer may ask again (the row goes back to
 * pending); a granted one has nothing to ask.
 */
export const auctionPermissions = pgTable(
  'auction_permissions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplier: text('supplier').notNull(),
    tel: text('tel').notNull(),
    email: text('email').notNull(),
    deviceToken: text('device_token'),
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (table) => [
    uniqueIndex('auction_permissions_user_supplier_idx').on(table.userId, table.supplier),
    index('auction_permissions_status_idx').on(table.status, table.createdAt),
  ],
)

/**
 * An auction our customers bid on: a Yahoo! auction of the mirror, made at its first bid. One
 * per item and end (the demo opens an ended item again with a new end: a new auction). Its
 * price and leader are what the customers' maximum bids make of it (proxy bidding,
 * `standingOf`); `settled_at` is set once, by the closing.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    itemId: text('item_id').notNull(),
    endTime: at('end_time').notNull(),
    name: text('name').notNull(),
    imageUri: text('image_uri').notNull(),
    /** The item's price when the first bid came: where the bidding starts. */
    startPrice: integer('start_price').notNull(),
    /** A fixed step between bids (an Ecoring lot's smallest unit); null: Yahoo's increments. */
    step: integer('step'),
    /** Who bids for our customers (agents.ts): `mirror`, or `staff` on the real auction. */
    agent: text('agent').notNull().default('mirror'),
    /**
     * When the operator recorded the staff agent's result (the leader and price it leaves are
     * the winner and the hammer price; no leader: we lost). Such an auction's closing waits
     * for it.
     */
    resultAt: at('result_at'),
    currentPrice: integer('current_price').notNull(),
    /** Bids placed (each raise counts). */
    bidCount: integer('bid_count').notNull().default(0),
    leaderBidId: integer('leader_bid_id'),
    settledAt: at('settled_at'),
    orderId: integer('order_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auctions_item_end_idx').on(table.market, table.itemId, table.endTime),
    index('auctions_open_end_idx').on(table.endTime).where(sql`settled_at is null`),
  ],
)

/**
 * A customer's maximum bid on an auction, one row per customer, raised in place. `deposit_vnd`
 * is what the wallet holds for it now (a `bid_hold` posting each time it grows); `max_set_at`
 * is when the maximum was reached (the earlier wins a tie).
 */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The bidder's customer number, for the order a win makes. */
    customerNumber: integer('customer_number').notNull(),
    maxPrice: integer('max_price').notNull(),
    depositVnd: integer('deposit_vnd').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(1),
    maxSetAt: at('max_set_at').notNull(),
    /**
     * A snipe's moment: the maximum is kept back until then (a few seconds before the end) and
     * only then enters the auction. Null: it entered when it was placed.
     */
    activeAt: at('active_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bids_auction_user_idx').on(table.auctionId, table.userId),
    // The bid log: a customer's bids, newest maximum first.
    index('bids_user_max_set_idx').on(table.userId, table.maxSetAt),
  ],
)

/**
 * The staff agent's queue (agents.ts): each maximum bid on a real Yahoo! auction, for an
 * operator to place from our account and record what happened. `due_at` is when it should be
 * placed (a snipe's moment, else at once); `state` queued until recorded.
 */
export const bidTasks = pgTable(
  'bid_tasks',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    maxPrice: integer('max_price').notNull(),
    dueAt: at('due_at').notNull(),
    state: text('state').notNull().default('queued'),
    recordedPrice: integer('recorded_price'),
    recordedBy: text('recorded_by'),
    recordedAt: at('recorded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('bid_tasks_queue_idx').on(table.dueAt).where(sql`state = 'queued'`),
    index('bid_tasks_auction_idx').on(table.auctionId),
  ],
)

/**
 * §3 Ecoring item: a lot of Ecoring's time-limit brand-goods auctions, mirrored (the demo makes
 * them, ecoring/demo.ts). Its name, note and description in every language; `categories` are
 * ids of ECORING_CATEGORIES; money whole yen. Bidding on it makes an `auctions` row (market
 * `ecoring`, item id the lot's id).
 */
export const ecoringLots = pgTable(
  'ecoring_lots',
  {
    id: integer('id').primaryKey(),
    names: jsonb('names').$type<LabelMap>().notNull(),
    brand: text('brand').notNull(),
    rank: text('rank').notNull(),
    startPrice: integer('start_price').notNull(),
    notes: jsonb('notes').$type<LabelMap>(),
    descriptions: jsonb('descriptions').$type<LabelMap>(),
    shape: text('shape').notNull(),
    images: text('images').array().notNull(),
    categories: integer('categories').array().notNull(),
    bidStepUnit: integer('bid_step_unit').array().notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ecoring_lots_start_idx').on(table.startTime),
    index('ecoring_lots_end_idx').on(table.endTime),
  ],
)

export type AuctionRow = typeof auctions.$inferSelect
export type BidRow = typeof bids.$inferSelect
export type EcoringLotRow = typeof ecoringLots.$inferSelect
export type BidTaskRow = typeof bidTasks.$inferSelect
