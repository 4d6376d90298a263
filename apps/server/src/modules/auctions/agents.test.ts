import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Customer } from '../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { auctionItem, ecoringLot, bidder as newBidder } from '../../../test/auctions.ts'
import { createStaff, newKey } from '../../../test/wallet.ts'
import { memoryBus } from '../../platform/events.ts'
import { createMarkets } from '../markets/index.ts'
import { notifications } from '../notifications/schema.ts'
import { orders } from '../orders/schema.ts'
import { checkLedger } from '../wallet/reconcile.ts'
import { type ClosingDeps, settleEndedAuctions } from './closing.ts'
import { enterDueSnipes } from './snipes.ts'

// Issue 20 item 4: the bidding agents. The mirror agent with a snipe that keeps a maximum back
// until its moment; the staff agent (AUCTION_AGENT=staff) that queues each leading maximum on
// a real Yahoo! auction for an operator, whose records make the price and the result.

let clock = Date.now()
const t = useTestApp(undefined, { AUCTION_AGENT: 'staff' }, { clock: () => clock })

const HOUR = 3_600_000
let staff: Customer
let deps: ClosingDeps
beforeAll(async () => {
  staff = await createStaff(t)
  const log = pino({ level: 'silent' })
  const markets = await createMarkets({ config: testConfig(), db: t.database.db, log })
  deps = { db: t.database.db, bus: memoryBus(), log, markets, now: () => clock }
})

const bidder = () =>
  newBidder(t, staff, { vnd: 50_000_000, suppliers: ['YahooAuction', 'Ecoring'] })

const ecoringBid = (who: Customer, item: number, price: number, snipe?: number) =>
  who.inject({
    method: 'POST',
    url: '/market/ecoring/bid',
    headers: { 'accept-language': 'en', 'idempotency-key': newKey() },
    payload: { item, bid_price: price, user_id: who.id, snipe_seconds: snipe },
  })

const yahooBid = (who: Customer, url: string, price: number, snipe?: number) =>
  who.inject({
    method: 'POST',
    url: '/market/auction/create-auction-request',
    headers: { 'accept-language': 'en', 'idempotency-key': newKey() },
    payload: { url, price, user_id: who.id, snipe_seconds: snipe },
  })

/** What the auctions told the customer (their deposits' wallet notices left out). */
const events = async (who: Customer) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, who.uid)))
    .filter((row) => !row.content.wallet)
    .map((row) => row.content.auction?.event ?? 'order')

async function at<T>(moment: number, work: () => Promise<T>): Promise<T> {
  const was = clock
  clock = moment
  try {
    return await work()
  } finally {
    clock = was
  }
}

describe('the mirror agent with a snipe (an Ecoring lot: always the mirror)', () => {
  test('a snipe is kept back, unseen, until its moment; then it enters and outbids', async () => {
    const end = clock + 2 * HOUR
    const id = await ecoringLot(t, { start: new Date(clock - HOUR), end: new Date(end) })
    const early = await bidder()
    const sniper = await bidder()
    expect((await ecoringBid(early, id, 10_000)).statusCode).toBe(200)

    const kept = await ecoringBid(sniper, id, 30_000, 60)
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().message).toMatch(/^Your bid is kept back and will be placed at \d{4}\//)
    expect(kept.json().bid).toMatchObject({ snipe_at: Math.floor((end - 60_000) / 1000) })
    // Its deposit is held at once: the money must be there when it enters.
    expect(kept.json().bid.deposit_vnd).toBeGreaterThan(0)
    const lot = async () =>
      (await t.app.inject({ url: `/market/v2/ecoring/detail?id=${id}` })).json().data
    expect(await lot()).toMatchObject({ price: 10_000, bid_count: 1 })
    expect(await enterDueSnipes(deps)).toBe(0)
    expect(await events(early)).toEqual([])
    const bad = await ecoringBid(sniper, id, 40_000, 5)
    expect(bad.statusCode).toBe(422)

    // Its moment: it enters at the early bid's maximum plus one step, and the early bidder is
    // told.
    expect(await at(end - 30_000, () => enterDueSnipes(deps))).toBe(1)
    expect(await lot()).toMatchObject({ price: 11_000, bid_count: 2 })
    expect(await events(early)).toEqual(['outbid'])
    expect(await at(end - 20_000, () => enterDueSnipes(deps))).toBe(0)
  })

  test('a snipe the job never let in enters before the closing settles', async () => {
    const end = clock + HOUR
    const id = await ecoringLot(t, { start: new Date(clock - HOUR), end: new Date(end) })
    const early = await bidder()
    const sniper = await bidder()
    expect((await ecoringBid(early, id, 10_000)).statusCode).toBe(200)
    expect((await ecoringBid(sniper, id, 12_000, 30)).statusCode).toBe(200)
    await at(end + 60_000, () => settleEndedAuctions(deps))
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, sniper.uid))
    expect(order).toMatchObject({ type: 'auction', shopId: 'ecoring', purchaseCost: 11_000 })
    expect(await events(early)).toEqual(['outbid', 'lost'])
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })
})

describe('the staff agent on a real Yahoo! auction', () => {
  const tasks = async (state = 'queued') => {
    const res = await staff.inject({ url: `/api/staff/auction-tasks?state=${state}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { id: number; max_price: number; auction: { item_id: string } }[]
  }
  const record = (task: number, outcome: string, price: number, who: Customer = staff) =>
    who.inject({
      method: 'POST',
      url: `/api/staff/auction-tasks/${task}/record`,
      payload: { outcome, price },
    })

  test('each leading maximum is queued; the operator’s records make the price and the win', async () => {
    const end = clock + 2 * HOUR
    const { id, url } = await auctionItem(t, 1_000, new Date(end))
    const first = await bidder()
    const second = await bidder()
    expect((await yahooBid(first, url, 5_000)).statusCode).toBe(200)
    const [task] = (await tasks()).filter((one) => one.auction.item_id === id)
    expect(task).toMatchObject({ max_price: 5_000, customer: { id: first.id } })
    if (!task) throw new Error('no task')

    // Customers cannot see or record the queue.
    expect((await first.inject({ url: '/api/staff/auction-tasks' })).statusCode).toBe(403)
    expect((await record(task.id, 'placed', 1_100, first)).statusCode).toBe(403)
    // Above the customer's maximum, or a result before the end: refused.
    expect((await record(task.id, 'placed', 6_000)).statusCode).toBe(422)
    expect((await record(task.id, 'won', 1_100)).statusCode).toBe(409)
    expect((await record(999_999, 'placed', 1_100)).statusCode).toBe(404)

    const placed = await record(task.id, 'placed', 1_100)
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json().data).toMatchObject({ current_price: 1_100, result_recorded: false })

    // A higher maximum of another customer leads among ours: queued in its turn, and the first
    // is told; the price stays what Yahoo! showed.
    expect((await yahooBid(second, url, 8_000, 30)).statusCode).toBe(200)
    const queued = (await tasks()).filter((one) => one.auction.item_id === id)
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ max_price: 8_000, due_at: Math.floor((end - 30_000) / 1000) })
    expect(await events(first)).toEqual(['outbid'])
    const list = (await second.inject({ url: `/market/auction/bid-list?auction_id=${id}` })).json()
    expect(list.auction).toMatchObject({ current_price: 1_100, my_status: 'success' })

    // The end passes: the closing waits for the operator's result.
    await at(end + 60_000, () => settleEndedAuctions(deps))
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, second.uid))).toEqual(
      [],
    )
    const won = await at(end + 60_000, () => record(queued[0]?.id ?? 0, 'won', 6_500))
    expect(won.statusCode, won.body).toBe(200)
    expect(won.json().data).toMatchObject({ result_recorded: true, current_price: 6_500 })
    expect(await at(end + 60_000, () => settleEndedAuctions(deps))).toBeGreaterThanOrEqual(1)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, second.uid))
    expect(order).toMatchObject({ type: 'auction', purchaseCost: 6_500, statusId: 'Paid' })
    expect(await events(first)).toEqual(['outbid', 'lost'])
    // Recorded once.
    expect(
      (await at(end + 60_000, () => record(queued[0]?.id ?? 0, 'lost', 6_500))).statusCode,
    ).toBe(409)
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })

  test('lost on Yahoo!: every deposit is free again and nobody is charged', async () => {
    const end = clock + HOUR
    const { id, url } = await auctionItem(t, 2_000, new Date(end))
    const customer = await bidder()
    expect((await yahooBid(customer, url, 3_000)).statusCode).toBe(200)
    const [task] = (await tasks()).filter((one) => one.auction.item_id === id)
    const lost = await at(end + 1_000, () => record(task?.id ?? 0, 'lost', 4_000))
    expect(lost.statusCode, lost.body).toBe(200)
    expect(await at(end + 1_000, () => settleEndedAuctions(deps))).toBeGreaterThanOrEqual(1)
    expect(
      await t.database.db.select().from(orders).where(eq(orders.userId, customer.uid)),
    ).toEqual([])
    expect(await events(customer)).toEqual(['lost'])
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })
})
