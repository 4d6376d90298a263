import { type BidStatus, standingOf } from '@kaimono/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { NewNotification } from '../notifications/index.ts'
import { type AuctionRow, auctions, type BidRow, bids, bidTasks } from './schema.ts'

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
 * Writes a standing in the transaction holding the auction's row: every entered bid's status
 * (the leader success, the others missing-top) in one statement, the auction's price, leader
 * and bid count. Returns the auction as written and the bids that stopped leading.
 */
export async function writeStanding(
  tx: Database,
  auction: AuctionRow,
  rows: readonly BidRow[],
  standing: Standing,
  { at, bidsAdded }: { at: Date; bidsAdded: number },
): Promise<{ auction: AuctionRow; outbid: BidRow[]; statusOf: (id: number) => BidStatus }> {
  const leaderId = standing.leaderId ?? 0
  const statusOf = (id: number): BidStatus => (id === leaderId ? 'success' : 'missing-top')
  const status = sql`case when ${bids.id} = ${leaderId} then 'success' else 'missing-top' end`
  await tx
    .update(bids)
    .set({ status })
    .where(
      and(eq(bids.auctionId, auction.id), isNull(bids.activeAt), sql`${bids.status} <> ${status}`),
    )
  const outbid = rows.filter(
    (row) =>
      row.activeAt === null && row.status === 'success' && statusOf(row.id) === 'missing-top',
  )
  const [updated] = await tx
    .update(auctions)
    .set({
      currentPrice: standing.price,
      bidCount: auction.bidCount + bidsAdded,
      leaderBidId: standing.leaderId,
      updatedAt: at,
    })
    .where(eq(auctions.id, auction.id))
    .returning()
  if (!updated) throw new Error('the auction was not updated')
  return { auction: updated, outbid, statusOf }
}
