import {
  type AuctionLog,
  type auctionLogListSpec,
  type BidStatus,
  type Paged,
  pageEnvelope,
} from '@kaimono/contracts'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { currentRate } from '../fx/index.ts'
import { yenToVnd } from '../pricing/index.ts'
import { type AuctionRow, auctions, type BidRow, bids } from './schema.ts'

function toAuctionLog(bid: BidRow, auction: AuctionRow, rate: string): AuctionLog {
  const status = bid.status as BidStatus
  return {
    id: bid.id,
    status,
    // §3: the item as the page shows it, kept as JSON text.
    data: JSON.stringify({ image_uri: auction.imageUri, name: auction.name }),
    link: auction.itemId,
    market: auction.market === 'ecoring' ? 'ecoring' : 'yahoo-auction',
    price: bid.maxPrice,
    price_vnd: yenToVnd(bid.maxPrice, rate),
    date_finish: unixSeconds(auction.endTime),
    // When the customer last set their maximum: updated_at moves at the closing too.
    date_bid: unixSeconds(bid.maxSetAt),
    // Only the winner's bid leads to the order the closing made.
    order_id: status === 'final-success' ? auction.orderId : null,
  }
}

/**
 * §7 GET /api/order/auction-logs: the caller's bids, one per auction (each raised in place),
 * newest bid first (§9). filter[user_id] changes nothing: the log is always the caller's (§6).
 */
export async function listAuctionLogs(
  ctx: RequestContext,
  query: ListQuery<typeof auctionLogListSpec>,
): Promise<Paged<AuctionLog>> {
  const user = requireUser(ctx)
  const conditions: SQL[] = [eq(bids.userId, user.uid)]
  if (query.filter.status) conditions.push(eq(bids.status, query.filter.status))
  const where = and(...conditions)
  const order = query.sort[0]?.direction === 'asc' ? asc : desc
  const [rows, [total], rate] = await Promise.all([
    ctx.db
      .select({ bid: bids, auction: auctions })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(where)
      .orderBy(order(bids.maxSetAt), order(bids.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ value: count() }).from(bids).where(where),
    currentRate(ctx),
  ])
  return pageEnvelope(
    rows.map((row) => toAuctionLog(row.bid, row.auction, rate.amount)),
    total?.value ?? 0,
    query.page,
    query.perPage,
  )
}
