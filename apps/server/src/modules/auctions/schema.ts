import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bids_auction_user_idx').on(table.auctionId, table.userId),
    // The bid log: a customer's bids, newest maximum first.
    index('bids_user_max_set_idx').on(table.userId, table.maxSetAt),
  ],
)

export type AuctionRow = typeof auctions.$inferSelect
export type BidRow = typeof bids.$inferSelect
