import type { EventBus } from '../../platform/events.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { busFanOut } from '../../platform/sse/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import type { AuctionRow } from './schema.ts'

export const AUCTION_CHANNEL = 'kaimono:auctions'

/** An auction's price as its bids leave it, sent to every open page of its item. */
export type AuctionNews = {
  market: string
  item_id: string
  current_price: number
  bid_count: number
  end_time: number
  leader_bid_id: number | null
}

export const auctionNewsOf = (row: AuctionRow): AuctionNews => ({
  market: row.market,
  item_id: row.itemId,
  current_price: row.currentPrice,
  bid_count: row.bidCount,
  end_time: unixSeconds(row.endTime),
  leader_bid_id: row.leaderBidId,
})

/**
 * Tells every process's open pages of the item the auction's new price. Best effort: a page
 * that misses it reads the bid list when it comes back (the stream's resume).
 */
export async function publishAuction(
  ctx: Pick<RequestContext, 'bus' | 'log'>,
  row: AuctionRow,
): Promise<void> {
  await ctx.bus
    .publish(AUCTION_CHANNEL, JSON.stringify(auctionNewsOf(row)))
    .catch((err) => ctx.log.warn({ err }, 'auction news not published'))
}

/** The key a lot's open pages listen on: its market and id (an Ecoring id is digits). */
export const liveKey = (market: string, itemId: string) => `${market}:${itemId}`

/** One subscription per process, handing each auction's news to its item's open pages. */
export const auctionFanOut = (bus: EventBus) =>
  busFanOut<AuctionNews>(bus, AUCTION_CHANNEL, (message) => {
    const news = JSON.parse(message) as AuctionNews
    return { key: liveKey(news.market, news.item_id), value: news }
  })
