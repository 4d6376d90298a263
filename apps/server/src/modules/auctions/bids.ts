import {
  type AuctionBidInput,
  type BidAnswer,
  type BidStatus,
  bidIncrement,
  type MarketItem,
  minimumBid,
  type SessionUser,
  standingOf,
} from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../platform/http/idempotency.ts'
import { type MessageKey, type MessageVars, translate } from '../../platform/i18n/messages.ts'
import { idempotent } from '../../platform/idempotency/idempotent.ts'
import { requireSelf } from '../accounts/index.ts'
import { hasDeliveryAddress } from '../addresses/index.ts'
import { currentRate } from '../fx/index.ts'
import type { Markets } from '../markets/index.ts'
import {
  type Delivery,
  insertNotifications,
  type NewNotification,
  publishNotifications,
} from '../notifications/index.ts'
import { shareInVnd } from '../pricing/index.ts'
import { post, walletIdOf } from '../wallet/index.ts'
import { publishAuction } from './live.ts'
import { hasPermission } from './permissions.ts'
import { type AuctionRow, auctions, type BidRow, bids } from './schema.ts'

export type BidDeps = {
  markets: Markets
  /** AUCTION_DEPOSIT_PERCENT: the share of a maximum bid the wallet holds. */
  depositPercent: number
  /** BID_RATE_LIMIT: bids one customer may place a minute. */
  bidsAMinute?: number
  /** The clock deciding whether an auction has ended (tests move it). */
  now?: () => number
}

/** The ledger reference of a bid's holds and releases. */
export const BID_REFERENCE_TYPE = 'auction_bid'

/** A refusal of one field of the bid: the field's message, and the modal's (§8). */
const refused = (field: 'url' | 'price', key: MessageKey, vars: MessageVars = {}) =>
  new Invalid({ [field]: [{ key, vars }] }, key, vars)
const priceRefused = (key: MessageKey, vars: MessageVars = {}) => refused('price', key, vars)

/** What a bid needs before its transaction: the item, the rate, the caller's permission. */
type Prepared = { item: MarketItem & { end_time: number }; rate: string }

async function prepare(
  ctx: RequestContext,
  deps: BidDeps,
  uid: string,
  input: AuctionBidInput,
  client: string,
): Promise<Prepared> {
  const linked = await deps.markets.resolveLink(input.url, client)
  if (linked.market !== 'yahoo-auction') {
    throw refused('url', 'auction.notAuction')
  }
  // §8: this message makes the page open the permission form.
  if (!(await hasPermission(ctx.db, uid, 'YahooAuction'))) {
    throw new Forbidden('auction.noPermission')
  }
  // A win becomes an order at once: it needs somewhere to go.
  if (!(await hasDeliveryAddress(ctx, uid))) {
    throw new Conflict('auction.noAddress')
  }
  // The kept answer (a minute at most): the end and the price to start from are the mirror's,
  // and the transaction checks the end again on the auction's own row.
  const item = await deps.markets
    .reader('yahoo-auction')
    .detail(linked.id, AbortSignal.timeout(10_000))
  if (!item) throw new NotFound('auction.notFound')
  if (item.end_time === null) {
    throw refused('url', 'auction.notAuction')
  }
  const rate = (await currentRate(ctx)).amount
  return { item: { ...item, end_time: item.end_time }, rate }
}

/**
 * The auction of an item and its end, made at its first bid, locked for the bid's transaction:
 * one statement (an insert whose conflict updates the row takes the row's lock as `for update`
 * would, and returns it).
 */
async function lockAuction(tx: Database, item: Prepared['item']): Promise<AuctionRow> {
  const [row] = await tx
    .insert(auctions)
    .values({
      market: 'yahoo-auction',
      itemId: item.id,
      endTime: new Date(item.end_time * 1000),
      name: item.name,
      imageUri: item.image_uri,
      startPrice: item.price,
      currentPrice: item.price,
    })
    .onConflictDoUpdate({
      target: [auctions.market, auctions.itemId, auctions.endTime],
      set: { updatedAt: sql`${auctions.updatedAt}` },
    })
    .returning()
  if (!row) throw new Error(`auction of ${item.id} not made`)
  return row
}

type Placed = {
  answer: BidAnswer
  bidId: number
  deliveries: Delivery[]
  auction: AuctionRow
}

/**
 * Places or raises the caller's maximum bid in one transaction holding the auction's row: the
 * checks (ended, the least bid, above their own), the deposit's hold grown by what the new
 * maximum adds, the bid written, every bid's status from the new standing, the auction's price
 * and leader, and a notification for each customer it outbids.
 */
async function placeInTransaction(
  ctx: RequestContext,
  deps: BidDeps,
  tx: Database,
  { uid, id: customerNumber }: SessionUser,
  input: AuctionBidInput,
  { item, rate }: Prepared,
): Promise<Placed> {
  const auction = await lockAuction(tx, item)
  const now = deps.now?.() ?? Date.now()
  if (auction.settledAt || auction.endTime.getTime() <= now) {
    throw priceRefused('auction.ended')
  }
  const rows = await tx.select().from(bids).where(eq(bids.auctionId, auction.id))
  const mine = rows.find((row) => row.userId === uid)
  const price = input.price
  if (mine && price <= mine.maxPrice) {
    throw priceRefused('auction.notAboveOwn', { max: { jpy: mine.maxPrice } })
  }
  const least = minimumBid(auction.currentPrice)
  if (price < least) {
    throw priceRefused('auction.tooLow', {
      min: { jpy: least },
      current: { jpy: auction.currentPrice },
      step: { jpy: bidIncrement(auction.currentPrice) },
    })
  }
  const deposit = shareInVnd(price, rate, deps.depositPercent)
  const held = mine?.depositVnd ?? 0
  if (deposit > held) {
    await post(tx, {
      walletId: await walletIdOf(tx, uid, 'VND'),
      type: 'bid_hold',
      amount: 0,
      availableAmount: -(deposit - held),
      voucherDate: new Date(now),
      references: [{ receiptableType: BID_REFERENCE_TYPE, receiptableId: String(auction.id) }],
      guard: (wallet, after) => {
        if (after.available >= 0) return
        throw priceRefused('auction.depositShort', {
          available: { vnd: wallet.amountAvailableForPayment + held },
          deposit: { vnd: deposit },
        })
      },
    })
  }
  const at = new Date(now)
  const [bid] = mine
    ? await tx
        .update(bids)
        .set({
          maxPrice: price,
          depositVnd: Math.max(deposit, held),
          count: mine.count + 1,
          maxSetAt: at,
          updatedAt: at,
        })
        .where(eq(bids.id, mine.id))
        .returning()
    : await tx
        .insert(bids)
        .values({
          auctionId: auction.id,
          userId: uid,
          customerNumber,
          maxPrice: price,
          depositVnd: deposit,
          status: 'success',
          maxSetAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning()
  if (!bid) throw new Error('the bid was not written')
  const all = [...rows.filter((row) => row.id !== bid.id), bid]
  const standing = standingOf(
    auction.startPrice,
    all.map((row) => ({ id: row.id, max: row.maxPrice, at: row.maxSetAt.getTime() })),
  )
  const leaderId = standing.leader?.id ?? 0
  const statusOf = (id: number): BidStatus => (id === leaderId ? 'success' : 'missing-top')
  // Every bid's status from the standing, in one statement.
  const standingStatus = sql`case when ${bids.id} = ${leaderId} then 'success' else 'missing-top' end`
  await tx
    .update(bids)
    .set({ status: standingStatus })
    .where(and(eq(bids.auctionId, auction.id), sql`${bids.status} <> ${standingStatus}`))
  const mineStatus = statusOf(bid.id)
  const outbid: NewNotification[] = []
  for (const row of all) {
    const status = statusOf(row.id)
    if (row.id !== bid.id && row.status === 'success' && status === 'missing-top') {
      outbid.push({
        userId: row.userId,
        content: {
          auction: {
            event: 'outbid',
            item_id: auction.itemId,
            name: auction.name,
            price: standing.price,
            supplier: 'YahooAuction',
          },
        },
      })
    }
  }
  const [updated] = await tx
    .update(auctions)
    .set({
      currentPrice: standing.price,
      bidCount: auction.bidCount + 1,
      leaderBidId: standing.leader?.id ?? null,
      updatedAt: at,
    })
    .where(eq(auctions.id, auction.id))
    .returning()
  if (!updated) throw new Error('the auction was not updated')
  const deliveries = await insertNotifications({ db: tx }, outbid)
  return {
    answer: answerOf(ctx, { ...bid, status: mineStatus }, updated),
    bidId: bid.id,
    deliveries,
    auction: updated,
  }
}

/** §7's answer for a bid as it stands: placed, or placed and at once below another's maximum. */
function answerOf(ctx: Pick<RequestContext, 'lang'>, bid: BidRow, auction: AuctionRow): BidAnswer {
  const status = bid.status as BidStatus
  const message =
    status === 'missing-top'
      ? translate(ctx.lang, 'auction.belowAnother', { price: { jpy: auction.currentPrice } })
      : translate(ctx.lang, 'auction.placed')
  return {
    type: 'success',
    message,
    bid: {
      id: bid.id,
      status,
      max_price: bid.maxPrice,
      current_price: auction.currentPrice,
      deposit_vnd: bid.depositVnd,
    },
  }
}

async function replayBid(ctx: RequestContext, db: Database, effect: string): Promise<BidAnswer> {
  const [row] = await db
    .select({ bid: bids, auction: auctions })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(eq(bids.id, Number(effect)))
  if (!row) throw new Error(`no bid ${effect} for its idempotency key`)
  return answerOf(ctx, row.bid, row.auction)
}

/**
 * §7 create-auction-request: the caller's maximum bid in yen on a Yahoo! auction. Refused, with
 * `type: 'failure'` and a message, when they have no permission, the auction has ended, the
 * bid is below the current price plus its increment (or not above their own maximum), or their
 * wallet cannot hold its deposit. Under an Idempotency-Key a retry answers what the first made.
 */
export async function placeBid(
  ctx: RequestContext,
  deps: BidDeps,
  input: AuctionBidInput,
  keyHeader: string | undefined,
  client: string,
): Promise<{ answer: BidAnswer; replayed: boolean }> {
  const user = requireSelf(ctx, input.user_id)
  const key =
    keyHeader === undefined ? null : checkIdempotencyKey(keyHeader, 'auction.idempotencyKey')
  let placed: Placed | undefined
  const steps = {
    prepare: () => prepare(ctx, deps, user.uid, input, client),
    run: async (tx: Database, prepared: Prepared) => {
      placed = await placeInTransaction(ctx, deps, tx, user, input, prepared)
      return { result: placed.answer, effect: placed.bidId }
    },
    replay: (db: Database, effect: string) => replayBid(ctx, db, effect),
  }
  const outcome = key
    ? await idempotent(
        ctx,
        {
          scope: `auction-bids:${user.uid}`,
          key,
          request: { url: input.url, price: input.price },
          conflict: 'auction.keyReused',
        },
        steps,
      )
    : await (async () => {
        const prepared = await steps.prepare()
        const result = await ctx.db.transaction(
          async (tx) => (await steps.run(tx, prepared)).result,
        )
        return { result, replayed: false }
      })()
  if (placed) {
    await publishNotifications(ctx, placed.deliveries)
    await publishAuction(ctx, placed.auction)
  }
  return { answer: outcome.result, replayed: outcome.replayed }
}
