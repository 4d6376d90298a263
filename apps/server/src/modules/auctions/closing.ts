import { type BidStatus, type MarketItem, ORDER_REFERENCE_TYPE } from '@kaimono/contracts'
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../platform/db/index.ts'
import type { EventBus } from '../../platform/events.ts'
import type { Job } from '../../platform/jobs/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import type { Markets } from '../markets/index.ts'
import {
  type Delivery,
  insertNotifications,
  type NewNotification,
  publishNotifications,
} from '../notifications/index.ts'
import { auctionOrderBasis, insertAuctionOrder, moveOrderInTransaction } from '../orders/index.ts'
import { post } from '../wallet/index.ts'
import { agentNamed } from './agents.ts'
import { BID_REFERENCE_TYPE, supplierOf } from './bids.ts'
import { ECORING_MARKET, findLot } from './ecoring/lots.ts'
import { publishAuction } from './live.ts'
import { type AuctionRow, auctions, type BidRow, bids } from './schema.ts'
import { enterSnipesOf } from './snipes.ts'

export type ClosingDeps = {
  db: Database
  bus: EventBus
  log: FastifyBaseLogger
  markets: Markets
  now?: () => number
}

/** How many ended auctions one run settles at most (the next run takes the rest). */
const SETTLED_A_RUN = 100

/** A won auction's item as an order line takes it, from what the auction kept of it. */
function keptItem(auction: AuctionRow, more: Partial<MarketItem> = {}): MarketItem {
  return {
    id: auction.itemId,
    name: auction.name,
    image_uri: auction.imageUri,
    names: null,
    price: auction.currentPrice,
    initial_price: null,
    discount: null,
    image_list: [auction.imageUri],
    label: null,
    url: '',
    shop: null,
    sale_status: [],
    product_condition: [],
    delivery: [],
    categories: [],
    description_html: null,
    description_text: null,
    variants: [],
    size: [],
    rate: null,
    is_sold_out: true,
    end_time: unixSeconds(auction.endTime),
    quick_decision_price: null,
    bid_count: auction.bidCount,
    delivery_detail: null,
    origin: null,
    weight_g: null,
    ...more,
  }
}

/**
 * The item a won auction's order is made of: the mirror's (a Yahoo! auction) or the lot's
 * (Ecoring), else what the auction kept of it.
 */
async function itemOf(deps: ClosingDeps, auction: AuctionRow): Promise<MarketItem> {
  if (auction.market === ECORING_MARKET) {
    const found = await findLot(deps.db, Number(auction.itemId))
    if (!found) return keptItem(auction)
    const { lot } = found
    return keptItem(auction, {
      names: lot.names,
      image_list: lot.images,
      product_condition: [lot.rank],
    })
  }
  const found = await deps.markets
    .reader('yahoo-auction')
    .freshDetail(auction.itemId)
    .catch((err) => {
      deps.log.warn(
        { err, item: auction.itemId },
        'auction item not read: settled with its kept name',
      )
      return null
    })
  return found ?? keptItem(auction)
}

const notice = (
  userId: string,
  event: 'won' | 'lost',
  auction: AuctionRow,
  order?: { id: number; code: string },
): NewNotification => ({
  userId,
  ...(order ? { orderId: order.id, orderCode: order.code } : {}),
  content: {
    auction: {
      event,
      item_id: auction.itemId,
      name: auction.name,
      price: auction.currentPrice,
      supplier: supplierOf(auction.market),
    },
  },
})

/** Gives a bid's deposit back to the available amount (a `bid_release`), in the transaction. */
async function release(tx: Database, bid: BidRow, auction: AuctionRow, at: Date) {
  if (bid.depositVnd <= 0) return
  await post(tx, {
    wallet: { uid: bid.userId, currency: 'VND' },
    type: 'bid_release',
    amount: 0,
    availableAmount: bid.depositVnd,
    voucherDate: at,
    references: [{ receiptableType: BID_REFERENCE_TYPE, receiptableId: String(auction.id) }],
  })
}

/**
 * Settles one ended auction, exactly once (docs/auctions.md): in one transaction holding the
 * auction's row, and only while it is unsettled, so two processes racing settle it once and a
 * crash part-way leaves it as it was for the next run. Every loser's deposit is released
 * (final-missing-top). The winner (final-success) gets an order of type auction at the final
 * price with the pricing function's fees, their deposit is released and the order's total
 * charged (the wallet may go below zero: the win is owed), and the order moves to Paid. A
 * winner without a delivery address keeps their deposit held and no order is made: staff
 * follow it up (logged). Everyone is told once it has committed.
 */
export async function settleAuction(deps: ClosingDeps, auctionId: number): Promise<boolean> {
  const [before] = await deps.db.select().from(auctions).where(eq(auctions.id, auctionId))
  if (!before || before.settledAt) return false
  // A snipe the job has not let in yet (a crash, a late run) enters before the end is settled.
  const snipes = await enterSnipesOf(deps, auctionId, before.endTime)
  const [seen] = snipes
    ? await deps.db.select().from(auctions).where(eq(auctions.id, auctionId))
    : [before]
  if (!seen || seen.settledAt || !agentNamed(seen.agent).settleable(seen)) return false
  const [leader] = seen.leaderBidId
    ? await deps.db.select().from(bids).where(eq(bids.id, seen.leaderBidId))
    : []
  // Read before the transaction: the embedded database has one connection.
  const basis = leader ? await auctionOrderBasis(deps, leader.userId) : null
  const item = leader && basis ? await itemOf(deps, seen) : null
  const at = new Date(deps.now?.() ?? Date.now())

  const settled = await deps.db.transaction(async (tx) => {
    const [auction] = await tx
      .select()
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update')
    if (!auction || auction.settledAt || auction.endTime > at) return null
    if (!agentNamed(auction.agent).settleable(auction)) return null
    // The losers first, then the winner: each loser's release comes before the order.
    const rows = (await tx.select().from(bids).where(eq(bids.auctionId, auction.id))).sort(
      (a, b) => Number(a.id === auction.leaderBidId) - Number(b.id === auction.leaderBidId),
    )
    const notices: NewNotification[] = []
    const moves: Delivery[] = []
    let orderId: number | null = null
    for (const bid of rows) {
      const won = bid.id === auction.leaderBidId
      const status: BidStatus = won ? 'final-success' : 'final-missing-top'
      if (!won) {
        await release(tx, bid, auction, at)
        await tx
          .update(bids)
          .set({ status, depositVnd: 0, updatedAt: at })
          .where(eq(bids.id, bid.id))
        notices.push(notice(bid.userId, 'lost', auction))
        continue
      }
      if (!basis || !item || bid.userId !== leader?.userId) {
        deps.log.warn(
          { auction: auction.id, item: auction.itemId, winner: bid.userId },
          'auction won by a customer without a delivery address: deposit kept, no order made',
        )
        await tx.update(bids).set({ status, updatedAt: at }).where(eq(bids.id, bid.id))
        notices.push(notice(bid.userId, 'won', auction))
        continue
      }
      const order = await insertAuctionOrder(
        { db: tx },
        {
          winner: { uid: bid.userId, customerNumber: bid.customerNumber },
          market: auction.market === ECORING_MARKET ? 'ecoring' : 'yahoo-auction',
          item,
          finalPrice: auction.currentPrice,
          basis,
          key: `auction:${auction.id}`,
        },
      )
      await release(tx, bid, auction, at)
      await post(tx, {
        wallet: { uid: bid.userId, currency: 'VND' },
        type: 'order_payment',
        amount: -order.totalPayment,
        availableAmount: -order.totalPayment,
        voucherDate: at,
        references: [
          { receiptableType: ORDER_REFERENCE_TYPE, receiptableId: order.code },
          { receiptableType: BID_REFERENCE_TYPE, receiptableId: String(auction.id) },
        ],
      })
      const moved = await moveOrderInTransaction({ db: tx, user: null }, order, 'Paid', null)
      await tx.update(bids).set({ status, depositVnd: 0, updatedAt: at }).where(eq(bids.id, bid.id))
      orderId = order.id
      notices.push(notice(bid.userId, 'won', auction, order))
      moves.push(...moved.deliveries)
    }
    const [row] = await tx
      .update(auctions)
      .set({ settledAt: at, orderId, updatedAt: at })
      .where(eq(auctions.id, auction.id))
      .returning()
    const deliveries = [...moves, ...(await insertNotifications({ db: tx }, notices))]
    return { row, deliveries }
  })
  if (!settled?.row) return false
  await publishNotifications(deps, settled.deliveries)
  await publishAuction(deps, settled.row)
  return true
}

/** Every auction whose end has passed, settled (at most SETTLED_A_RUN a run, oldest first). */
export async function settleEndedAuctions(
  deps: ClosingDeps,
  signal?: AbortSignal,
): Promise<number> {
  const now = new Date(deps.now?.() ?? Date.now())
  const due = await deps.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        isNull(auctions.settledAt),
        lte(auctions.endTime, now),
        // The staff agent's auctions wait for the operator's result.
        or(eq(auctions.agent, 'mirror'), isNotNull(auctions.resultAt)),
      ),
    )
    .orderBy(asc(auctions.endTime))
    .limit(SETTLED_A_RUN)
  let settled = 0
  for (const { id } of due) {
    if (signal?.aborted) break
    if (await settleAuction(deps, id)) settled += 1
  }
  return settled
}

/** The closing as a job of the registry (ADR 023): every 10 s, one process at a time. */
export function auctionClosingJob(deps: ClosingDeps): Job {
  return {
    name: 'auctions.closing',
    everyMs: 10_000,
    timeoutMs: 120_000,
    run: async (signal) => {
      const settled = await settleEndedAuctions(deps, signal)
      if (settled > 0) deps.log.info({ settled }, 'auctions settled')
    },
  }
}
