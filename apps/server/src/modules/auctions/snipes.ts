import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { Job } from '../../platform/jobs/index.ts'
import { type Delivery, insertNotifications, publishNotifications } from '../notifications/index.ts'
import { agentNamed, outbidNotice, writeStanding } from './agents.ts'
import { incrementOf, supplierOf } from './bids.ts'
import type { ClosingDeps } from './closing.ts'
import { publishAuction } from './live.ts'
import { type AuctionRow, auctions, type BidRow, bids } from './schema.ts'

// Issue 20 item 4, beyond the spec: a snipe keeps a maximum out of a mirror auction until a
// few seconds before its end, so that nobody sees it coming. This job lets each kept-back bid
// in at its moment; the closing lets in any still kept back before it settles.

/** How often the job looks for snipes due (the least a snipe may be is three runs). */
const SNIPES_EVERY_MS = 5_000

/**
 * Lets in the auction's kept-back bids whose moment is `at` or before, in the transaction
 * holding its row, and stands the auction again. Returns the auction and the outbid notices to
 * insert; null when no bid was due.
 */
export async function enterDue(
  tx: Database,
  auction: AuctionRow,
  rows: readonly BidRow[],
  at: Date,
) {
  const due = rows.filter((row) => row.activeAt !== null && row.activeAt <= at)
  if (due.length === 0) return null
  const entered = new Set(due.map((row) => row.id))
  await tx
    .update(bids)
    .set({ activeAt: null, updatedAt: at })
    .where(and(eq(bids.auctionId, auction.id), isNotNull(bids.activeAt), lte(bids.activeAt, at)))
  const now = rows.map((row) =>
    entered.has(row.id) ? { ...row, activeAt: null, status: 'missing-top' } : row,
  )
  const agent = agentNamed(auction.agent)
  const standing = agent.standing(
    auction,
    now.filter((row) => row.activeAt === null),
    incrementOf(auction),
  )
  // The entered bids' statuses are written with the others'.
  const written = await writeStanding(tx, auction, now, standing, { at, bidsAdded: due.length })
  const supplier = supplierOf(auction.market)
  const notices = written.outbid.map((row) =>
    outbidNotice(auction, row.userId, standing.price, supplier),
  )
  const [leader] = now.filter((row) => row.id === standing.leaderId)
  if (leader && entered.has(leader.id)) await agent.leads(tx, written.auction, leader, at)
  return { auction: written.auction, notices }
}

/** Every unsettled auction with a snipe due by now: its bids let in, the outbid told. */
export async function enterDueSnipes(deps: ClosingDeps): Promise<number> {
  const at = new Date(deps.now?.() ?? Date.now())
  const due = await deps.db
    .selectDistinct({ id: bids.auctionId })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(and(isNotNull(bids.activeAt), lte(bids.activeAt, at), isNull(auctions.settledAt)))
    .orderBy(asc(bids.auctionId))
  let entered = 0
  for (const { id } of due) {
    if (await enterSnipesOf(deps, id, at)) entered += 1
  }
  return entered
}

/**
 * One auction's snipes due by `at` let in, in a transaction holding its row; the outbid told
 * and its pages moved once committed. False when none was due (or it is settled).
 */
export async function enterSnipesOf(
  deps: Pick<ClosingDeps, 'db' | 'bus' | 'log'>,
  auctionId: number,
  at: Date,
): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [auction] = await tx
      .select()
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update')
    if (!auction || auction.settledAt) return null
    const rows = await tx.select().from(bids).where(eq(bids.auctionId, auctionId))
    const result = await enterDue(tx, auction, rows, at)
    if (!result) return null
    const deliveries: Delivery[] = await insertNotifications({ db: tx }, result.notices)
    return { auction: result.auction, deliveries }
  })
  if (!done) return false
  await publishNotifications(deps, done.deliveries)
  await publishAuction(deps, done.auction)
  return true
}

/** The snipes as a job of the registry: every 5 s, one process at a time. */
export function snipesJob(deps: ClosingDeps): Job {
  return {
    name: 'auctions.snipes',
    everyMs: SNIPES_EVERY_MS,
    timeoutMs: 60_000,
    run: async () => {
      const entered = await enterDueSnipes(deps)
      if (entered > 0) deps.log.info({ entered }, 'snipes entered their auctions')
    },
  }
}
