import type { BidTaskOutcome, StaffBidTask, StaffBidTaskQuery } from '@kaimono/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { unixSeconds } from '../../platform/time.ts'
import { publicProfiles } from '../accounts/index.ts'
import { insertNotifications, publishNotifications } from '../notifications/index.ts'
import { outbidNotice, writeStanding } from './agents.ts'
import { supplierOf } from './bids.ts'
import { publishAuction } from './live.ts'
import { auctions, bids, bidTasks } from './schema.ts'

// Issue 20 item 4: the staff agent's queue. Each maximum that leads among our customers on a
// real Yahoo! auction waits here for an operator, who places it from our account at its due
// moment and records what Yahoo! says: placed (we lead at a price), outbid, and after the end
// won (at the hammer price) or lost. A won or lost record lets the closing settle the auction.

const open = ['queued', 'placed'] as const

/** The queue in a state (queued by default), the earliest due first, with whose bid it is. */
export async function listBidTasks(
  ctx: RequestContext,
  { state }: StaffBidTaskQuery,
): Promise<StaffBidTask[]> {
  const rows = await ctx.db
    .select({ task: bidTasks, auction: auctions, bid: bids })
    .from(bidTasks)
    .innerJoin(auctions, eq(auctions.id, bidTasks.auctionId))
    .innerJoin(bids, eq(bids.id, bidTasks.bidId))
    .where(eq(bidTasks.state, state))
    .orderBy(asc(bidTasks.dueAt), asc(bidTasks.id))
    .limit(200)
  const names = await publicProfiles(
    ctx,
    rows.map((row) => row.bid.userId),
  )
  return rows.map(({ task, auction, bid }) => ({
    id: task.id,
    state: task.state as StaffBidTask['state'],
    max_price: task.maxPrice,
    due_at: unixSeconds(task.dueAt),
    recorded_price: task.recordedPrice,
    auction: {
      item_id: auction.itemId,
      name: auction.name,
      url: `https://page.auctions.yahoo.co.jp/jp/auction/${auction.itemId}`,
      end_time: unixSeconds(auction.endTime),
      current_price: auction.currentPrice,
    },
    customer: { uid: bid.userId, id: bid.customerNumber, name: names.get(bid.userId)?.name ?? '' },
  }))
}

/**
 * Records what Yahoo! said of a task's bid, in one transaction holding the auction's row.
 * `placed` and `outbid` while the auction runs; `won` and `lost` once it has ended (the closing
 * then settles it at `price`). A price above the bid's maximum is refused: we never pay more
 * than the customer allowed.
 */
export async function recordBidTask(
  ctx: RequestContext,
  taskId: number,
  { outcome, price }: BidTaskOutcome,
  now: number,
) {
  const at = new Date(now)
  const done = await ctx.db.transaction(async (tx) => {
    const [seen] = await tx.select().from(bidTasks).where(eq(bidTasks.id, taskId))
    if (!seen) throw new NotFound('auction.taskNotFound')
    const [auction] = await tx
      .select()
      .from(auctions)
      .where(eq(auctions.id, seen.auctionId))
      .for('update')
    const [task] = await tx
      .select()
      .from(bidTasks)
      .where(and(eq(bidTasks.id, taskId), inArray(bidTasks.state, open)))
    if (!auction || !task) throw new Conflict('auction.taskDone')
    if (auction.settledAt || auction.resultAt) throw new Conflict('auction.taskDone')
    const ended = auction.endTime.getTime() <= now
    if ((outcome === 'won' || outcome === 'lost') !== ended) {
      throw new Conflict(ended ? 'auction.taskEnded' : 'auction.taskRunning')
    }
    if ((outcome === 'placed' || outcome === 'won') && price > task.maxPrice) {
      throw new Invalid({
        price: [{ key: 'auction.aboveMax', vars: { max: { jpy: task.maxPrice } } }],
      })
    }
    const rows = await tx.select().from(bids).where(eq(bids.auctionId, auction.id))
    const leads = outcome === 'placed' || outcome === 'won'
    const written = await writeStanding(
      tx,
      auction,
      rows,
      { leaderId: leads ? task.bidId : null, price },
      { at, bidsAdded: 0 },
    )
    await tx
      .update(bidTasks)
      .set({
        state: outcome,
        recordedPrice: price,
        recordedBy: ctx.user?.uid ?? null,
        recordedAt: at,
      })
      .where(eq(bidTasks.id, task.id))
    const [result] =
      outcome === 'won' || outcome === 'lost'
        ? await tx
            .update(auctions)
            .set({ resultAt: at })
            .where(eq(auctions.id, auction.id))
            .returning()
        : [written.auction]
    const supplier = supplierOf(auction.market)
    const deliveries = await insertNotifications(
      { db: tx },
      ended ? [] : written.outbid.map((row) => outbidNotice(auction, row.userId, price, supplier)),
    )
    return { auction: result ?? written.auction, deliveries }
  })
  await publishNotifications(ctx, done.deliveries)
  await publishAuction(ctx, done.auction)
  return done.auction
}
