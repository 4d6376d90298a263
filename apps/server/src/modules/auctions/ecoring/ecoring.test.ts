import { ECORING_PAGE_SIZE, type EcoringItem } from '@kaimono/contracts'
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../../test/app.ts'
import { ecoringLot, bidder as newBidder } from '../../../../test/auctions.ts'
import { openStream } from '../../../../test/sse.ts'
import { createStaff, newKey } from '../../../../test/wallet.ts'
import { memoryBus } from '../../../platform/events.ts'
import { createMarkets } from '../../markets/index.ts'
import { orderItems, orders } from '../../orders/schema.ts'
import { checkLedger } from '../../wallet/reconcile.ts'
import { wallets } from '../../wallet/schema.ts'
import { settleEndedAuctions } from '../closing.ts'
import { demoLots, LOTS_A_DAY } from './demo.ts'
import { seedEcoringLots } from './lots.ts'

// Issue 20 item 8: Ecoring's lots in their three states, the lists and details of §7, and bids
// on a lot by the same rules, deposits and closing as a Yahoo! auction, with the lot's steps.

let clock = Date.now()
const t = useTestApp(undefined, {}, { clock: () => clock })

const HOUR = 3_600_000
let staff: Customer
beforeAll(async () => {
  staff = await createStaff(t)
  await seedEcoringLots(t.database.db, clock)
})

const bidder = (vnd = 50_000_000) => newBidder(t, staff, { vnd, suppliers: ['Ecoring'] })

/** A lot open for bids now, ending in `endsIn` ms. */
const openLot = (price = 10_000, endsIn = 2 * HOUR, steps = [1_000, 5_000]) =>
  ecoringLot(t, {
    start: new Date(clock - HOUR),
    end: new Date(clock + endsIn),
    price,
    steps,
  })

const bid = (who: Customer, item: number, price: number | string, key: string | null = newKey()) =>
  who.inject({
    method: 'POST',
    url: '/market/ecoring/bid',
    headers: { 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    payload: { item, bid_price: price, user_id: who.id, device_token: null },
  })

const detail = async (id: number, lang = 'en') =>
  (
    await t.app.inject({
      url: `/market/v2/ecoring/detail?id=${id}`,
      headers: { 'accept-language': lang },
    })
  ).json().data as EcoringItem

async function available(who: Customer) {
  const [row] = await t.database.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, who.uid), eq(wallets.currencyId, 'VND')))
  return { balance: row?.balance ?? 0, available: row?.amountAvailableForPayment ?? 0 }
}

describe('the demo lots', () => {
  test('a window of days: ended before today, open now, in preview later; the same every time', () => {
    const lots = demoLots(clock)
    expect(lots).toEqual(demoLots(clock))
    const now = clock
    const states = lots.map((lot) =>
      now < lot.startTime.getTime() ? 'preview' : now < lot.endTime.getTime() ? 'open' : 'ended',
    )
    for (const state of ['preview', 'open', 'ended']) {
      expect(states.filter((s) => s === state).length).toBeGreaterThanOrEqual(LOTS_A_DAY * 2)
    }
    for (const lot of lots) {
      const step = Math.min(...lot.bidStepUnit)
      expect(lot.startPrice % step).toBe(0)
      expect(lot.startTime.getTime()).toBeLessThan(lot.endTime.getTime())
      expect(lot.names.vi).not.toBe(lot.names.ja)
    }
    expect(new Set(lots.map((lot) => lot.id)).size).toBe(lots.length)
  })
})

describe('lists and details', () => {
  test('time-limit: open lots ending soonest first, then the recently ended, 15 a page', async () => {
    const res = await t.app.inject({
      url: '/market/v2/ecoring',
      headers: { 'accept-language': 'vi' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { items, pagination } = res.json() as { items: EcoringItem[]; pagination: never }
    expect(items).toHaveLength(ECORING_PAGE_SIZE)
    expect(pagination).toMatchObject({ page: 1 })
    const states = items.map((item) => item.state)
    expect(states).not.toContain('preview')
    // Open ones first, by end.
    const open = items.filter((item) => item.state === 'open')
    expect(open.map((item) => item.end_time)).toEqual(
      [...open.map((item) => item.end_time)].sort((a, b) => a - b),
    )
    expect(
      states.indexOf('ended') === -1 || states.lastIndexOf('open') < states.indexOf('ended'),
    ).toBe(true)
    // In the language asked for.
    expect(items[0]?.name).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i)
    expect(items[0]?.categories[0]?.name).toBeTruthy()

    const last = (pagination as { total: number }).total
    const lastPage = await t.app.inject({ url: `/market/v2/ecoring?page=${last}` })
    const tail = lastPage.json().items as EcoringItem[]
    expect(tail.length).toBeGreaterThan(0)
    expect(tail.some((item) => item.state === 'ended')).toBe(true)
    const beyond = await t.app.inject({ url: `/market/v2/ecoring?page=${last + 1}` })
    expect(beyond.json().items).toEqual([])
    expect((await t.app.inject({ url: '/market/v2/ecoring?page=0' })).statusCode).toBe(400)
  })

  test('preview: lots not started, soonest first; a category narrows both lists', async () => {
    const res = await t.app.inject({ url: '/market/v2/ecoring/preview' })
    const items = res.json().items as EcoringItem[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => item.state === 'preview')).toBe(true)
    expect(items.every((item) => item.start_time * 1000 > clock)).toBe(true)

    const watches = await t.app.inject({
      url: '/market/v2/ecoring?category_id=2',
      headers: { 'accept-language': 'ja' },
    })
    const narrowed = watches.json().items as EcoringItem[]
    expect(narrowed.length).toBeGreaterThan(0)
    expect(narrowed.every((item) => item.categories.some((c) => c.name === '時計'))).toBe(true)
    expect((await t.app.inject({ url: '/market/v2/ecoring?category_id=abc' })).statusCode).toBe(400)
  })

  test('a detail in any state; an unknown lot is a 404; the pictures are drawn', async () => {
    const [preview] = (await t.app.inject({ url: '/market/v2/ecoring/preview' })).json()
      .items as EcoringItem[]
    if (!preview) throw new Error('no lot in preview')
    const shown = await t.app.inject({ url: `/market/v2/ecoring/preview/detail?id=${preview.id}` })
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data).toMatchObject({
      id: preview.id,
      state: 'preview',
      bid_count: 0,
      brand: { name: expect.any(String) },
    })
    expect(shown.json().data.description_html).toMatch(/^<p>/)
    const missing = await t.app.inject({ url: '/market/v2/ecoring/detail?id=12345' })
    expect(missing.statusCode).toBe(404)

    const picture = await t.app.inject({ url: preview.image_uri })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toContain('image/svg+xml')
    const again = await t.app.inject({
      url: preview.image_uri,
      headers: { 'if-none-match': String(picture.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ url: '/media/ecoring/12345/1.svg' })).statusCode).toBe(404)
    // A shared link's picture: Facebook and Zalo show no SVG.
    const png = await t.app.inject({ url: preview.image_uri.replace('.svg', '.png') })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect(
      (await t.app.inject({ url: preview.image_uri.replace('1.svg', '2.png') })).statusCode,
    ).toBe(400)
  })

  test('the static categories and filter config, with ETags', async () => {
    const categories = await t.app.inject({ url: '/market/static/ecoring/categories.json' })
    expect(categories.statusCode).toBe(200)
    const rows = categories.json().data as { id: number; name: string; lang: string }[]
    expect(rows.filter((row) => row.lang === 'vi').map((row) => row.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ])
    expect(rows.find((row) => row.id === 1 && row.lang === 'ja')?.name).toBe('バッグ')
    const cached = await t.app.inject({
      url: '/market/static/ecoring/categories.json',
      headers: { 'if-none-match': String(categories.headers.etag) },
    })
    expect(cached.statusCode).toBe(304)
    const config = await t.app.inject({ url: '/market/static/ecoring/filter-config.json' })
    expect(config.json().ranks[0]).toMatchObject({ id: 'N', label: { ja: '新品・未使用品' } })
  })
})

describe('bidding on a lot', () => {
  test('refused without permission, in preview, off the step, below the least, after the end', async () => {
    const id = await openLot(10_000)
    const stranger = await createCustomer(t)
    const denied = await bid(stranger, id, 10_000)
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject({
      type: 'failure',
      message: 'You have not auction permission',
    })

    const customer = await bidder()
    const preview = await ecoringLot(t, {
      start: new Date(clock + HOUR),
      end: new Date(clock + 5 * HOUR),
    })
    const early = await bid(customer, preview, 10_000)
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe('This lot is in preview and does not take bids yet')

    const offStep = await bid(customer, id, 10_500)
    expect(offStep.statusCode).toBe(422)
    expect(offStep.json()).toMatchObject({
      type: 'failure',
      errors: { price: [expect.any(String)] },
    })
    expect(offStep.json().message).toBe('The bid must be a multiple of the step ¥1,000')
    const low = await bid(customer, id, 9_000)
    expect(low.json().message).toBe('The bid must be at least ¥10,000')
    expect((await bid(customer, 12345, 10_000)).statusCode).toBe(404)
    // Another customer's user_id is not the caller's to bid with.
    const other = await bidder()
    const theirs = await customer.inject({
      method: 'POST',
      url: '/market/ecoring/bid',
      payload: { item: id, bid_price: 10_000, user_id: other.id },
    })
    expect(theirs.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/market/ecoring/bid',
      payload: { item: id, bid_price: 10_000, user_id: customer.id },
    })
    expect(anonymous.statusCode).toBe(401)
    const bad = await bid(customer, id, 'abc')
    expect(bad.statusCode).toBe(422)

    const ended = await ecoringLot(t, {
      start: new Date(clock - 5 * HOUR),
      end: new Date(clock - 1_000),
    })
    const late = await bid(customer, ended, 10_000)
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe('Auction ended')
    expect(await available(customer)).toEqual({ balance: 50_000_000, available: 50_000_000 })
  })

  test('the start price takes the first bid; the lot’s step drives the proxy price; holds follow', async () => {
    const id = await openLot(10_000)
    const first = await bidder()
    const second = await bidder()
    const placed = await bid(first, id, 10_000)
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json()).toMatchObject({
      type: 'success',
      bid: { status: 'success', max_price: 10_000, current_price: 10_000 },
    })
    const deposit = placed.json().bid.deposit_vnd
    expect(await available(first)).toEqual({
      balance: 50_000_000,
      available: 50_000_000 - deposit,
    })
    // The next bid is at least a step above the price.
    expect((await bid(second, id, 10_000)).json().message).toBe('The bid must be at least ¥11,000')
    const outbid = await bid(second, id, 20_000)
    // First's maximum 10,000 plus one step.
    expect(outbid.json().bid).toMatchObject({ status: 'success', current_price: 11_000 })
    expect(await detail(id)).toMatchObject({ price: 11_000, bid_count: 2, state: 'open' })

    // A retry under the same key answers what the first made.
    const key = newKey()
    const raised = await bid(first, id, 30_000, key)
    const replay = await bid(first, id, 30_000, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(raised.json())
    expect(raised.json().bid).toMatchObject({ status: 'success', current_price: 21_000 })
    expect((await detail(id)).bid_count).toBe(3)
  })

  test('a bid on the lot reaches its open pages as an auction event; a Yahoo! page of the same id hears nothing', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const id = await openLot(10_000)
    const stream = openStream(`${address}/market/ecoring/live?id=${id}`, {})
    const other = openStream(`${address}/market/auction/live?auction_id=${id}`, {})
    try {
      expect(await stream.opened).toBe(200)
      expect(await other.opened).toBe(200)
      expect((await bid(await bidder(), id, 12_000)).statusCode).toBe(200)
      // A waiting limit, not a measurement.
      const news = await stream.next(20_000)
      expect(news.event).toBe('auction')
      expect(JSON.parse(news.data)).toMatchObject({
        market: 'ecoring',
        item_id: String(id),
        current_price: 10_000,
        bid_count: 1,
      })
      expect((await bid(await bidder(), id, 15_000)).statusCode).toBe(200)
      expect(JSON.parse((await stream.next(20_000)).data)).toMatchObject({
        current_price: 13_000,
        bid_count: 2,
      })
      expect(other.events.filter((e) => e.event === 'auction')).toEqual([])
    } finally {
      stream.close()
      other.close()
    }
    expect((await t.app.inject({ url: '/market/ecoring/live?id=abc' })).statusCode).toBe(400)
  })

  test('closing: the winner’s order of the lot, the charge; the loser’s deposit free again', async () => {
    const id = await openLot(50_000, 60_000, [5_000, 10_000])
    const winner = await bidder(20_000_000)
    const loser = await bidder(20_000_000)
    expect((await bid(winner, id, 80_000)).statusCode).toBe(200)
    expect((await bid(loser, id, 60_000)).statusCode).toBe(200)

    const log = pino({ level: 'silent' })
    const markets = await createMarkets({ config: testConfig(), db: t.database.db, log })
    clock += 120_000
    try {
      const deps = { db: t.database.db, bus: memoryBus(), log, markets, now: () => clock }
      expect(await settleEndedAuctions(deps)).toBeGreaterThanOrEqual(1)
      expect(await detail(id)).toMatchObject({ state: 'ended', price: 65_000 })
    } finally {
      clock -= 120_000
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, winner.uid))
    expect(order).toMatchObject({ type: 'auction', shopId: 'ecoring', statusId: 'Paid' })
    expect(order?.purchaseCost).toBe(65_000)
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0))
    expect(line?.url).toBe(`/other-market/ecoring/detail/timelimit/${id}`)
    const total = order?.totalPayment ?? 0
    expect(await available(winner)).toEqual({
      balance: 20_000_000 - total,
      available: 20_000_000 - total,
    })
    expect(await available(loser)).toEqual({ balance: 20_000_000, available: 20_000_000 })
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })
})

describe('staff offer a lot', () => {
  const lot = (more: Record<string, unknown> = {}) => ({
    names: {
      vi: 'Túi Hermès Picotin Lock PM',
      ja: 'エルメス ピコタンロックPM',
      en: 'Hermès Picotin Lock PM',
    },
    brand: 'HERMES',
    rank: 'A',
    start_price: 200_000,
    bid_step_unit: [5_000, 10_000],
    category_ids: [1],
    notes: null,
    start_time: Math.floor((clock + HOUR) / 1000),
    end_time: Math.floor((clock + 30 * HOUR) / 1000),
    ...more,
  })
  const offer = (who: Customer, body: object) =>
    who.inject({
      method: 'POST',
      url: '/api/staff/ecoring/lots',
      headers: { 'accept-language': 'en' },
      payload: body,
    })

  test('a lot in preview until its start, with its pictures; bad lots are 422s; staff only', async () => {
    const made = await offer(staff, lot())
    expect(made.statusCode, made.body).toBe(201)
    const item = made.json().data as EcoringItem
    expect(item).toMatchObject({ name: 'Hermès Picotin Lock PM', state: 'preview', price: 200_000 })
    expect(await detail(item.id, 'ja')).toMatchObject({ name: 'エルメス ピコタンロックPM' })
    expect((await t.app.inject({ url: item.image_uri })).statusCode).toBe(200)
    const next = await offer(staff, lot())
    expect(next.json().data.id).toBe(item.id + 1)

    const bad = await offer(
      staff,
      lot({ end_time: lot().start_time - 1, start_price: 201_000, category_ids: [99] }),
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'category_ids.0',
      'end_time',
      'start_price',
    ])
    const customer = await createCustomer(t)
    expect((await offer(customer, lot())).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/ecoring/lots', payload: lot() }))
        .statusCode,
    ).toBe(401)
  })
})
