import { type BidStatus, standingOf } from '@kaimono/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { NewNotification } from '../notifications/index.ts'
import { type AuctionRow, type BidRow, bidTasks } from './schema.ts'

// Issue 20 item 4: who bids for our customers on an auction, behind one interface. The mirror
// agent runs the auction among our customers' maximum bids (proxy bidding). The staff agent is
// how a proxy service bids on a real Yahoo! auction without Yahoo's private bidding API: it
// queues each leading maximum for an operator, who places it from our account and records what
// happened (staff-queue.ts); the price and the result are what the operator records.

export const AGENT_NAMES = ['mirror', 'staff'] as const
export type AgentName = (typeof AGENT_NAMES)[number]

/** Where the auction stands among our customers after a change to their bids. */
export type Standing = { leaderId: number | null; price: number }

export interface BiddingAgent {
  readonly name: AgentName
  /**
   * The standing from the bids that have entered the auction (a snipe enters at its moment),
   * in the transaction holding the auction's row.
   */
  standing(
    auction: AuctionRow,
    entered: readonly BidRow[],
    increment: (p: number) => number,
  ): Standing
  /** What the agent does with a maximum that now leads among ours (the staff agent queues it). */
  leads(tx: Database, auction: AuctionRow, bid: BidRow, dueAt: Date): Promise<void>
  /** Whether an ended auction may be settled now (the staff agent waits for the result). */
  settleable(auction: AuctionRow): boolean
}

const ranked = (
  auction: AuctionRow,
  entered: readonly BidRow[],
  increment: (p: number) => number,
) =>
  standingOf(
    auction.startPrice,
    entered.map((row) => ({ id: row.id, max: row.maxPrice, at: row.maxSetAt.getTime() })),
    increment,
  )

/** The mirror auction among our customers: the price is what their maximums make it. */
export const mirrorAgent: BiddingAgent = {
  name: 'mirror',
  standing(auction, entered, increment) {
    const standing = ranked(auction, entered, increment)
    return { leaderId: standing.leader?.id ?? null, price: standing.price }
  },
  async leads() {},
  settleable: () => true,
}

/**
 * The staff queue: among our customers the highest maximum is the one we bid with (one Yahoo!
 * account cannot bid against itself); the price stays what the operator last saw on Yahoo!.
 */
export const staffAgent: BiddingAgent = {
  name: 'staff',
  standing(auction, entered, increment) {
    const standing = ranked(auction, entered, increment)
    return { leaderId: standing.leader?.id ?? null, price: auction.currentPrice }
  },
  async leads(tx, auction, bid, dueAt) {
    // The bid's earlier tasks are done with: its new maximum replaces them.
    await tx
      .update(bidTasks)
      .set({ state: 'replaced' })
      .where(and(eq(bidTasks.bidId, bid.id), eq(bidTasks.state, 'queued')))
    await tx.insert(bidTasks).values({
      auctionId: auction.id,
      bidId: bid.id,
      maxPrice: bid.maxPrice,
      dueAt,
    })
  },
  settleable: (auction) => auction.resultAt !== null,
}

export const agentNamed = (name: string): BiddingAgent =>
  name === 'staff' ? staffAgent : mirrorAgent

/** The outbid notice of a customer whose bid no longer leads. */
export const outbidNotice = (
  auction: AuctionRow,
  userId: string,
  price: number,
  supplier: 'YahooAuction' | 'Ecoring',
): NewNotification => ({
  userId,
  content: {
    auction: { event: 'outbid', item_id: auction.itemId, name: auction.name, price, supplier },
  },
})

/**
 * A new bid's id until it is written: the largest a bid's id can be (int4; the sequence fails
 * before a row gets it), so it ranks after every bid of the same maximum and time, as the last
 * one made does.
 */
export const NEW_BID = 2_147_483_647

/** A bid's own write (NEW_BID: a new row), returning its id. */
function writeBid(bid: BidRow): SQL {
  const at = (date: Date | null) => date?.toISOString() ?? null
  if (bid.id === NEW_BID) {
    return sql`insert into bids (auction_id, user_id, customer_number, max_price, deposit_vnd,
        status, count, max_set_at, active_at, created_at, updated_at)
      values (${bid.auctionId}, ${bid.userId}, ${bid.customerNumber}, ${bid.maxPrice},
        ${bid.depositVnd}, ${bid.status}, ${bid.count}, ${at(bid.maxSetAt)},
        ${at(bid.activeAt)}, ${at(bid.createdAt)}, ${at(bid.updatedAt)})
      returning id`
  }
  return sql`update bids
    set max_price = ${bid.maxPrice}, deposit_vnd = ${bid.depositVnd}, status = ${bid.status},
      count = ${bid.count}, max_set_at = ${at(bid.maxSetAt)}, active_at = ${at(bid.activeAt)},
      updated_at = ${at(bid.updatedAt)}
    where id = ${bid.id}
    returning id`
}

/**
 * Writes a standing in the transaction holding the auction's row, in one statement: the bid
 * being placed if there is one (`placing`, among `rows`), every other entered bid's status (the
 * leader success, the others missing-top; only those it changes), the auction's price, leader
 * and bid count. Returns the auction and the placed bid as written (from the rows in hand and
 * the new bid's id: nothing else writes them under the auction's lock), and the bids that
 * stopped leading.
 */
export async function writeStanding(
  tx: Database,
  auction: AuctionRow,
  rows: readonly BidRow[],
  standing: Standing,
  { at, bidsAdded, placing }: { at: Date; bidsAdded: number; placing?: BidRow },
): Promise<{
  auction: AuctionRow
  placed: BidRow | null
  outbid: BidRow[]
  statusOf: (id: number) => BidStatus
}> {
  const leaderId = standing.leaderId ?? 0
  const statusOf = (id: number): BidStatus => (id === leaderId ? 'success' : 'missing-top')
  // A bid kept back (a snipe) keeps its status until it enters.
  const placed = placing && {
    ...placing,
    status: placing.activeAt === null ? statusOf(placing.id) : placing.status,
  }
  const status = sql`case when id = ${leaderId} then 'success' else 'missing-top' end`
  const leader = standing.leaderId === NEW_BID ? sql`(select id from placed)` : standing.leaderId
  const result = await tx.execute(sql`
    with ${placed ? sql`placed as (${writeBid(placed)}),` : sql``}
    statuses as (
      update bids set status = ${status}
      where auction_id = ${auction.id} and active_at is null and status <> ${status}
        ${placed ? sql`and id <> ${placed.id}` : sql``}
    )
    update auctions
    set current_price = ${standing.price}, bid_count = ${auction.bidCount + bidsAdded},
      leader_bid_id = ${leader}, updated_at = ${at.toISOString()}
    where id = ${auction.id}
    returning ${placed ? sql`(select id from placed)` : sql`null`} as placed_id`)
  const [written] = (result as unknown as { rows: { placed_id: number | null }[] }).rows
  if (!written) throw new Error('the auction was not updated')
  const placedId = Number(written.placed_id)
  const outbid = rows.filter(
    (row) =>
      row.activeAt === null && row.status === 'success' && statusOf(row.id) === 'missing-top',
  )
  return {
    auction: {
      ...auction,
      currentPrice: standing.price,
      bidCount: auction.bidCount + bidsAdded,
      leaderBidId: standing.leaderId === NEW_BID ? placedId : standing.leaderId,
      updatedAt: at,
    },
    placed: placed ? { ...placed, id: placedId } : null,
    outbid,
    statusOf,
  }
}
