import {
  type AuctionBidInput,
  type AuctionSupplier,
  type BidAnswer,
  type BidStatus,
  bidIncrement,
  type EcoringBidInput,
  ecoringMinimumBid,
  ecoringStep,
  formatJapanTime,
  minimumBid,
  type SessionUser,
} from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../platform/http/idempotency.ts'
import { type MessageKey, type MessageVars, translate } from '../../platform/i18n/messages.ts'
import { idempotent } from '../../platform/idempotency/idempotent.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireSelf } from '../accounts/index.ts'
import { hasDeliveryAddress } from '../addresses/index.ts'
import { currentRate } from '../fx/index.ts'
import type { Markets } from '../markets/index.ts'
import { type Delivery, insertNotifications, publishNotifications } from '../notifications/index.ts'
import { shareInVnd } from '../pricing/index.ts'
import { post } from '../wallet/index.ts'
import { type AgentName, agentNamed, NEW_BID, outbidNotice, writeStanding } from './agents.ts'
import { findLot } from './ecoring/lots.ts'
import { publishAuction } from './live.ts'
import { hasPermission } from './permissions.ts'
import { type AuctionRow, auctions, type BidRow, bids } from './schema.ts'

export type BidDeps = {
  markets: Markets
  /** AUCTION_DEPOSIT_PERCENT: the share of a maximum bid the wallet holds. */
  depositPercent: number
  /** BID_RATE_LIMIT: bids one customer may place a minute. */
  bidsAMinute?: number
  /** Who bids on a Yahoo! auction for our customers (AUCTION_AGENT): the mirror by default. */
  agent?: AgentName
  /** The clock deciding whether an auction has ended (tests move it). */
  now?: () => number
}

/** The ledger reference of a bid's holds and releases. */
export const BID_REFERENCE_TYPE = 'auction_bid'

/** A refusal of one field of the bid: the field's message, and the modal's (§8). */
const refused = (field: 'url' | 'price', key: MessageKey, vars: MessageVars = {}) =>
  new Invalid({ [field]: [{ key, vars }] }, key, vars)
const priceRefused = (key: MessageKey, vars: MessageVars = {}) => refused('price', key, vars)

/**
 * What a bid is on, read before its transaction: a Yahoo! auction of the mirror, or an Ecoring
 * lot. `step` is the lot's fixed step (Ecoring), null for Yahoo!'s increments by price.
 */
export type Lot = {
  market: 'yahoo-auction' | 'ecoring'
  itemId: string
  name: string
  imageUri: string
  /** Where the bidding starts when the first bid comes. */
  price: number
  endTime: Date
  step: number | null
  /** Who bids on it for our customers: the configured agent on Yahoo!, the mirror on Ecoring. */
  agent: AgentName
}

/** What a bid needs before its transaction: the lot and today's rate. */
type Prepared = { lot: Lot; rate: string }

/** The supplier whose permission a market's bids need (§4), and who its notices name. */
export const supplierOf = (market: string): AuctionSupplier =>
  market === 'ecoring' ? 'Ecoring' : 'YahooAuction'

/** The checks every bid makes before its transaction: permission, somewhere to deliver to. */
async function mayBid(ctx: RequestContext, uid: string, supplier: AuctionSupplier) {
  // §8: this message makes the page open the permission form.
  if (!(await hasPermission(ctx.db, uid, supplier))) {
    throw new Forbidden('auction.noPermission')
  }
  // A win becomes an order at once: it needs somewhere to go.
  if (!(await hasDeliveryAddress(ctx, uid))) {
    throw new Conflict('auction.noAddress')
  }
}

async function prepareYahoo(
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
  await mayBid(ctx, uid, 'YahooAuction')
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
  const lot: Lot = {
    market: 'yahoo-auction',
    itemId: item.id,
    name: item.name,
    imageUri: item.image_uri,
    price: item.price,
    endTime: new Date(item.end_time * 1000),
    step: null,
    agent: deps.agent ?? 'mirror',
  }
  return { lot, rate }
}

/**
 * The auction of a lot and its end, made at its first bid, locked for the bid's transaction:
 * one statement (an insert whose conflict updates the row takes the row's lock as `for update`
 * would, and returns it). Named, as the bids' read after it: PostgreSQL parses and plans each
 * once per connection.
 */
async function lockAuction(tx: Database, lot: Lot): Promise<AuctionRow> {
  const [row] = await tx
    .insert(auctions)
    .values({
      market: lot.market,
      itemId: lot.itemId,
      endTime: lot.endTime,
      name: lot.name,
      imageUri: lot.imageUri,
      startPrice: lot.price,
      currentPrice: lot.price,
      step: lot.step,
      agent: lot.agent,
    })
    .onConflictDoUpdate({
      target: [auctions.market, auctions.itemId, auctions.endTime],
      set: { updatedAt: sql`${auctions.updatedAt}` },
    })
    .returning()
    .prepare('auction_lock')
    .execute()
  if (!row) throw new Error(`auction of ${lot.market} ${lot.itemId} not made`)
  return row
}

/** The step after `price`: the lot's own, else Yahoo!'s increment at that price. */
export const incrementOf =
  (auction: Pick<AuctionRow, 'step'>) =>
  (price: number): number =>
    auction.step ?? bidIncrement(price)

/** The least a new maximum may be, and refusals of an amount off the lot's steps. */
function checkAmount(auction: AuctionRow, price: number) {
  if (auction.step !== null) {
    const least = ecoringMinimumBid(auction.currentPrice, [auction.step], auction.bidCount)
    if (price % auction.step !== 0) {
      throw priceRefused('ecoring.notStep', { step: { jpy: auction.step } })
    }
    if (price < least) throw priceRefused('ecoring.tooLow', { min: { jpy: least } })
    return
  }
  const least = minimumBid(auction.currentPrice)
  if (price < least) {
    throw priceRefused('auction.tooLow', {
      min: { jpy: least },
      current: { jpy: auction.currentPrice },
      step: { jpy: bidIncrement(auction.currentPrice) },
    })
  }
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
  { price, snipeSeconds }: Pick<BidRequest, 'price' | 'snipeSeconds'>,
  { lot, rate }: Prepared,
): Promise<Placed> {
  const auction = await lockAuction(tx, lot)
  const now = deps.now?.() ?? Date.now()
  if (auction.settledAt || auction.endTime.getTime() <= now) {
    throw priceRefused('auction.ended')
  }
  const rows = await tx
    .select()
    .from(bids)
    .where(eq(bids.auctionId, auction.id))
    .prepare('auction_bids')
    .execute()
  const mine = rows.find((row) => row.userId === uid)
  if (mine && price <= mine.maxPrice) {
    throw priceRefused('auction.notAboveOwn', { max: { jpy: mine.maxPrice } })
  }
  checkAmount(auction, price)
  const deposit = shareInVnd(price, rate, deps.depositPercent)
  const held = mine?.depositVnd ?? 0
  if (deposit > held) {
    await post(tx, {
      wallet: { uid, currency: 'VND' },
      type: 'bid_hold',
      amount: 0,
      availableAmount: -(deposit - held),
      voucherDate: new Date(now),
      references: [{ receiptableType: BID_REFERENCE_TYPE, receiptableId: String(auction.id) }],
      guard: ({ before, after }) => {
        if (after.available >= 0) return
        throw priceRefused('auction.depositShort', {
          available: { vnd: before.available + held },
          deposit: { vnd: deposit },
        })
      },
    })
  }
  const at = new Date(now)
  const agent = agentNamed(auction.agent)
  // A snipe: the mirror keeps the maximum out of the auction until its moment; the staff
  // agent queues it for then. Too late for its moment: it enters at once.
  const snipeAt =
    snipeSeconds && auction.endTime.getTime() - snipeSeconds * 1000 > now
      ? new Date(auction.endTime.getTime() - snipeSeconds * 1000)
      : null
  const activeAt = agent.name === 'mirror' ? snipeAt : null
  const placing: BidRow = mine
    ? {
        ...mine,
        maxPrice: price,
        depositVnd: Math.max(deposit, held),
        count: mine.count + 1,
        maxSetAt: at,
        // A bid that has entered stays in: a snipe only keeps back a new maximum.
        activeAt: mine.activeAt === null ? null : activeAt,
        updatedAt: at,
      }
    : {
        id: NEW_BID,
        auctionId: auction.id,
        userId: uid,
        customerNumber,
        maxPrice: price,
        depositVnd: deposit,
        status: 'success',
        count: 1,
        maxSetAt: at,
        activeAt,
        createdAt: at,
        updatedAt: at,
      }
  const all = [...rows.filter((row) => row.id !== placing.id), placing]
  const standing = agent.standing(
    auction,
    all.filter((row) => row.activeAt === null),
    incrementOf(auction),
  )
  const written = await writeStanding(tx, auction, all, standing, {
    at,
    bidsAdded: placing.activeAt === null ? 1 : 0,
    placing,
  })
  const bid = written.placed
  if (!bid) throw new Error('the bid was not written')
  const updated = written.auction
  if (standing.leaderId === placing.id) await agent.leads(tx, updated, bid, snipeAt ?? at)
  const supplier = supplierOf(auction.market)
  const outbid = written.outbid
    .filter((row) => row.id !== placing.id)
    .map((row) => outbidNotice(auction, row.userId, standing.price, supplier))
  const deliveries = await insertNotifications({ db: tx }, outbid)
  return { answer: answerOf(ctx, bid, updated), bidId: bid.id, deliveries, auction: updated }
}

/** §7's answer for a bid as it stands: placed, or placed and at once below another's maximum. */
function answerOf(ctx: Pick<RequestContext, 'lang'>, bid: BidRow, auction: AuctionRow): BidAnswer {
  const status = bid.status as BidStatus
  const message = bid.activeAt
    ? translate(ctx.lang, 'auction.snipeKept', {
        at: formatJapanTime(unixSeconds(bid.activeAt)),
      })
    : status === 'missing-top'
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
      snipe_at: bid.activeAt ? unixSeconds(bid.activeAt) : null,
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

type BidRequest = {
  user: SessionUser
  price: number
  snipeSeconds: number | null
  /** What the idempotency record compares a retry with. */
  request: Record<string, unknown>
  prepare: () => Promise<Prepared>
}

/**
 * A maximum bid on a lot, under an Idempotency-Key when one is sent (a retry answers what the
 * first made); the outbid told and the auction's page moved once it has committed.
 */
async function placeOnLot(
  ctx: RequestContext,
  keyHeader: string | undefined,
  deps: BidDeps,
  { user, price, snipeSeconds, request, prepare }: BidRequest,
): Promise<{ answer: BidAnswer; replayed: boolean }> {
  const key =
    keyHeader === undefined ? null : checkIdempotencyKey(keyHeader, 'auction.idempotencyKey')
  let placed: Placed | undefined
  const steps = {
    prepare,
    run: async (tx: Database, prepared: Prepared) => {
      placed = await placeInTransaction(ctx, deps, tx, user, { price, snipeSeconds }, prepared)
      return { result: placed.answer, effect: placed.bidId }
    },
    replay: (db: Database, effect: string) => replayBid(ctx, db, effect),
  }
  const outcome = key
    ? await idempotent(
        ctx,
        { scope: `auction-bids:${user.uid}`, key, request, conflict: 'auction.keyReused' },
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
  return placeOnLot(ctx, keyHeader, deps, {
    user,
    price: input.price,
    snipeSeconds: input.snipe_seconds ?? null,
    request: { url: input.url, price: input.price, snipe: input.snipe_seconds ?? null },
    prepare: () => prepareYahoo(ctx, deps, user.uid, input, client),
  })
}

/**
 * §7 `POST /market/ecoring/bid`: the caller's maximum bid on an Ecoring lot, a whole number of
 * its smallest step; the same rules and deposit as a Yahoo! bid, and refused while the lot is
 * in preview (§4).
 */
export async function placeEcoringBid(
  ctx: RequestContext,
  deps: BidDeps,
  input: EcoringBidInput,
  keyHeader: string | undefined,
): Promise<{ answer: BidAnswer; replayed: boolean }> {
  const user = requireSelf(ctx, input.user_id)
  return placeOnLot(ctx, keyHeader, deps, {
    user,
    price: input.bid_price,
    snipeSeconds: input.snipe_seconds ?? null,
    request: { item: input.item, price: input.bid_price, snipe: input.snipe_seconds ?? null },
    prepare: async () => {
      const found = await findLot(ctx.db, input.item)
      if (!found) throw new NotFound('ecoring.notFound')
      const { lot } = found
      const now = deps.now?.() ?? Date.now()
      if (lot.startTime.getTime() > now) throw priceRefused('ecoring.preview')
      await mayBid(ctx, user.uid, 'Ecoring')
      const rate = (await currentRate(ctx)).amount
      return {
        lot: {
          market: 'ecoring',
          itemId: String(lot.id),
          name: lot.names.ja,
          imageUri: lot.images[0] ?? '',
          price: lot.startPrice,
          endTime: lot.endTime,
          step: ecoringStep(lot.bidStepUnit),
          agent: 'mirror',
        },
        rate,
      }
    },
  })
}
