import { type AuctionLog, formatJapanTime } from '@kaimono/contracts'
import pino from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { auctionItem as newAuction, bidder as newBidder } from '../../../test/auctions.ts'
import { createStaff, newKey } from '../../../test/wallet.ts'
import { memoryBus } from '../../platform/events.ts'
import { createMarkets } from '../markets/index.ts'
import { yenToVnd } from '../pricing/index.ts'
import { settleEndedAuctions } from './closing.ts'

// The clock the app decides auctions' ends and bid times by: tests move it instead of waiting.
let clock = Date.now()
const t = useTestApp(undefined, {}, { clock: () => clock })

let staff: Customer
let rate: string
beforeAll(async () => {
  staff = await createStaff(t)
  const res = await t.app.inject({ url: '/api/amount-with-conditions' })
  rate = res.json().data.amount
})

const HOUR = 3_600_000
const seconds = (ms: number) => Math.floor(ms / 1000)

/** A Yahoo! auction of the mirror, ending in `endsIn` ms, at `price` yen so far. */
async function auctionItem(price = 1_000, endsIn = 2 * HOUR) {
  const endTime = new Date(clock + endsIn)
  return { ...(await newAuction(t, price, endTime)), end: seconds(endTime.getTime()) }
}

/** A customer staff have allowed to bid, with a delivery address and 50,000,000 đ. */
const bidder = (name?: string) => newBidder(t, staff, name ? { name } : {})

/** A maximum bid, a second after the last one (so the log's order is the bids' order). */
async function bid(who: Customer, url: string, price: number) {
  clock += 1_000
  const res = await who.inject({
    method: 'POST',
    url: '/market/auction/create-auction-request',
    headers: { 'accept-language': 'en', 'idempotency-key': newKey() },
    payload: {
      url,
      price,
      user_id: who.id,
      token_device: null,
      date_finish: formatJapanTime(seconds(clock + HOUR)),
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().bid.id as number
}

async function logs(who: Customer, query = '') {
  const res = await who.inject({ url: `/api/order/auction-logs${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { data: AuctionLog[]; total: number; last_page: number; per_page: number }
}

/** Ánh bids on two auctions; Bình outbids her on the first. */
async function twoAuctions() {
  const camera = await auctionItem(1_000)
  const watch = await auctionItem(2_000, 3 * HOUR)
  const anh = await bidder('Trần Thị Ánh')
  const binh = await bidder('Lê Văn Bình')
  const outbid = await bid(anh, camera.url, 3_000)
  const leading = await bid(anh, watch.url, 5_000)
  const bidAt = seconds(clock)
  await bid(binh, camera.url, 4_000)
  return { camera, watch, anh, binh, outbid, leading, bidAt }
}

test('a dong amount is the yen at the rate, halves rounded up', () => {
  expect(yenToVnd(5_000, '172.5')).toBe(862_500)
  expect(yenToVnd(3, '172.5')).toBe(518)
  expect(yenToVnd(1, '172.49')).toBe(172)
  expect(yenToVnd(7, '1')).toBe(7)
})

describe('the bid log', () => {
  test('one row per auction bid on, newest bid first, with the item and both amounts', async () => {
    const { camera, watch, anh, outbid, leading, bidAt } = await twoAuctions()
    const page = await logs(anh)
    expect(page).toMatchObject({ total: 2, last_page: 1, per_page: 10, from: 1, to: 2 })
    expect(page.data).toEqual([
      {
        id: leading,
        status: 'success',
        data: expect.any(String),
        link: watch.id,
        market: 'yahoo-auction',
        price: 5_000,
        price_vnd: yenToVnd(5_000, rate),
        date_finish: watch.end,
        date_bid: bidAt,
        order_id: null,
      },
      {
        id: outbid,
        status: 'missing-top',
        data: expect.any(String),
        link: camera.id,
        market: 'yahoo-auction',
        price: 3_000,
        price_vnd: yenToVnd(3_000, rate),
        date_finish: camera.end,
        date_bid: bidAt - 1,
        order_id: null,
      },
    ])
    // The item as it was when the auction was first bid on.
    expect(JSON.parse(page.data[0]?.data ?? '{}')).toEqual({
      image_uri: expect.stringContaining(watch.id),
      name: `テスト商品 ${watch.id}`,
    })
  })

  test('filter[status] keeps the bids in that state', async () => {
    const { anh, outbid, leading } = await twoAuctions()
    const ids = async (status: string) =>
      (await logs(anh, `?filter[status]=${status}`)).data.map((row) => row.id)
    expect(await ids('missing-top')).toEqual([outbid])
    expect(await ids('success')).toEqual([leading])
    expect(await ids('final-success')).toEqual([])
  })

  test('paged and sorted: per_page and page, sort=date_bid oldest first', async () => {
    const { anh, outbid, leading } = await twoAuctions()
    const second = await logs(anh, '?per_page=1&page=2')
    expect(second).toMatchObject({ total: 2, last_page: 2, current_page: 2, from: 2, to: 2 })
    expect(second.data.map((row) => row.id)).toEqual([outbid])
    const oldest = await logs(anh, '?sort=date_bid')
    expect(oldest.data.map((row) => row.id)).toEqual([outbid, leading])
    const newest = await logs(anh, '?sort=-date_bid')
    expect(newest.data.map((row) => row.id)).toEqual([leading, outbid])
    expect((await logs(anh, '?page=3')).data).toEqual([])
  })

  test('always the caller’s own bids, whatever filter[user_id] says', async () => {
    const { anh, binh } = await twoAuctions()
    const onlyBinh = (await logs(binh)).data
    expect(onlyBinh).toHaveLength(1)
    expect(onlyBinh[0]).toMatchObject({ status: 'success', price: 4_000 })
    const asked = await logs(binh, `?filter[user_id]=${anh.id}`)
    expect(asked.data).toEqual(onlyBinh)
    expect((await logs(anh, `?filter[user_id]=${anh.id}`)).total).toBe(2)

    const nobody = await createCustomer(t)
    expect(await logs(nobody)).toMatchObject({ data: [], total: 0, from: null, to: null })
  })

  test('no session is a 401; an unknown value, sort or parameter is a 400', async () => {
    const { anh } = await twoAuctions()
    expect((await t.app.inject({ url: '/api/order/auction-logs' })).statusCode).toBe(401)
    for (const query of [
      'filter[status]=won',
      'filter[status]=',
      'filter[user_id]=abc',
      'sort=price',
      'per_page=51',
      'page=0',
      'filter[own]=1',
    ]) {
      const res = await anh.inject({ url: `/api/order/auction-logs?${query}` })
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('after the closing', () => {
  test('the won bid carries its order; the lost one none; both keep their bid time', async () => {
    const log = pino({ level: 'silent' })
    const markets = await createMarkets({ config: testConfig(), db: t.database.db, log })
    const deps = { db: t.database.db, bus: memoryBus(), log, markets, now: () => clock }

    const { url } = await auctionItem(1_000, 60_000)
    const winner = await bidder('Trần Thị Ánh')
    const loser = await bidder('Lê Văn Bình')
    const won = await bid(winner, url, 9_000)
    const wonAt = seconds(clock)
    const lost = await bid(loser, url, 5_000)
    const lostAt = seconds(clock)

    clock += 120_000
    try {
      expect(await settleEndedAuctions(deps)).toBeGreaterThanOrEqual(1)
    } finally {
      clock -= 120_000
    }

    const [winning] = (await logs(winner)).data
    expect(winning).toMatchObject({ id: won, status: 'final-success', date_bid: wonAt })
    const orders = await winner.inject({ url: '/api/orders' })
    expect(winning?.order_id).toBe(orders.json().data[0].id)
    const order = await winner.inject({ url: `/api/orders/${winning?.order_id}` })
    expect(order.statusCode).toBe(200)

    expect((await logs(loser)).data).toEqual([
      expect.objectContaining({
        id: lost,
        status: 'final-missing-top',
        date_bid: lostAt,
        order_id: null,
      }),
    ])
    const finished = await logs(winner, '?filter[status]=final-success')
    expect(finished.data.map((row) => row.id)).toEqual([won])
  })
})
