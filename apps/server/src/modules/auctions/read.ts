import { type BidList, type BidStatus, maskBidder } from '@kaimono/contracts'
import { and, asc, desc, eq } from 'drizzle-orm'
import { NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { unixSeconds } from '../../platform/time.ts'
import { publicProfiles } from '../accounts/index.ts'
import type { Markets } from '../markets/index.ts'
import { type AuctionRow, auctions, bids } from './schema.ts'

/** The auction of a Yahoo! item our customers bid on last (its latest end), if any. */
export async function latestAuction(
  ctx: Pick<RequestContext, 'db'>,
  itemId: string,
): Promise<AuctionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(auctions)
    .where(and(eq(auctions.market, 'yahoo-auction'), eq(auctions.itemId, itemId)))
    .orderBy(desc(auctions.endTime))
    .limit(1)
  return row
}

/** The item as the mirror has it: a 404 for no such Yahoo! auction. */
async function auctionItem(markets: Markets, itemId: string) {
  const item = await markets.reader('yahoo-auction').detail(itemId, AbortSignal.timeout(10_000))
  if (!item || item.end_time === null) throw new NotFound('auction.notFound')
  return { ...item, end_time: item.end_time }
}

/**
 * §7 timedown: the seconds the auction has left by the server's clock (0 once it has ended):
 * our customers' auction's end when they bid on it, else the item's.
 */
export async function secondsLeft(
  ctx: Pick<RequestContext, 'db'>,
  markets: Markets,
  itemId: string,
  now: number,
): Promise<number> {
  const item = await auctionItem(markets, itemId)
  const auction = await latestAuction(ctx, itemId)
  const end = auction && !auction.settledAt ? unixSeconds(auction.endTime) : item.end_time
  return Math.max(0, end - Math.floor(now / 1000))
}

/**
 * §7 bid-list: the customers' maximum bids on the item's auction, highest first, each name
 * masked; the auction's price, bids and end; and the caller's own standing when they bid.
 */
export async function bidList(
  ctx: RequestContext,
  markets: Markets,
  itemId: string,
  now: number,
): Promise<BidList> {
  const item = await auctionItem(markets, itemId)
  const auction = await latestAuction(ctx, itemId)
  if (!auction || unixSeconds(auction.endTime) < item.end_time) {
    // Nobody has bid on this round of the item yet.
    return {
      data: [],
      auction: {
        id: itemId,
        current_price: item.price,
        bid_count: 0,
        end_time: item.end_time,
        ended: item.end_time * 1000 <= now,
        my_status: null,
        my_max: null,
        my_snipe_at: null,
      },
    }
  }
  const all = await ctx.db
    .select()
    .from(bids)
    .where(eq(bids.auctionId, auction.id))
    .orderBy(desc(bids.maxPrice), asc(bids.maxSetAt), asc(bids.id))
  // A kept-back bid (a snipe) is in nobody's list but its bidder's standing until it enters.
  const rows = all.filter((row) => row.activeAt === null)
  const names = await publicProfiles(
    ctx,
    rows.map((row) => row.userId),
  )
  const mine = ctx.user ? all.find((row) => row.userId === ctx.user?.uid) : undefined
  return {
    data: rows.map((row) => {
      const leading = row.id === auction.leaderBidId
      return {
        username: maskBidder(names.get(row.userId)?.name ?? ''),
        // What the bid stands at: the leader's is the price; the others', their maximum.
        price: leading ? auction.currentPrice : row.maxPrice,
        count: row.count,
        updated_at: unixSeconds(row.updatedAt),
        mine: row.id === mine?.id,
        leading,
      }
    }),
    auction: {
      id: itemId,
      current_price: auction.currentPrice,
      bid_count: auction.bidCount,
      end_time: unixSeconds(auction.endTime),
      ended: auction.settledAt !== null || auction.endTime.getTime() <= now,
      my_status: (mine?.status as BidStatus | undefined) ?? null,
      my_max: mine?.maxPrice ?? null,
      my_snipe_at: mine?.activeAt ? unixSeconds(mine.activeAt) : null,
    },
  }
}
