import { bidIncrement, formatJapanTime } from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { auctionItem as newAuction, bidder as newBidder } from '../../../test/auctions.ts'
import { openStream } from '../../../test/sse.ts'
import { createStaff, newKey } from '../../../test/wallet.ts'
import { memoryBus } from '../../platform/events.ts'
import { createMarkets } from '../markets/index.ts'
import { notifications } from '../notifications/schema.ts'
import { orders } from '../orders/schema.ts'
import { shareInVnd } from '../pricing/index.ts'
import { checkLedger } from '../wallet/reconcile.ts'
import { transactions, wallets } from '../wallet/schema.ts'
import { type ClosingDeps, settleEndedAuctions } from './closing.ts'
import { auctionPermissions } from './schema.ts'

// The clock the app decides auctions' ends by: tests move it past an end instead of waiting.
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

/** A Yahoo! auction of the mirror, ending in `endsIn` ms, at `price` yen so far. */
const auctionItem = (price = 1_000, endsIn = 2 * HOUR) =>
  newAuction(t, price, new Date(clock + endsIn))

/** A customer staff have allowed to bid, with a delivery address and `vnd` in the wallet. */
const bidder = (vnd = 50_000_000, name?: string, { address = true } = {}) =>
  newBidder(t, staff, { vnd, ...(name ? { name } : {}), address })

const bid = (
  who: Customer,
  url: string,
  price: number | string,
  { key = newKey() as string | null, lang = 'en', userId = who.id } = {},
) =>
  who.inject({
    method: 'POST',
    url: '/market/auction/create-auction-request',
    headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      url,
      price,
      user_id: userId,
      token_device: null,
      date_finish: formatJapanTime(Math.floor((clock + HOUR) / 1000)),
    },
  })

async function wallet(who: Customer) {
  const [row] = await t.database.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, who.uid), eq(wallets.currencyId, 'VND')))
  return { balance: row?.balance ?? 0, available: row?.amountAvailableForPayment ?? 0 }
}

const bidList = async (id: string, who?: Customer) =>
  (await (who ?? t.app).inject({ url: `/market/auction/bid-list?auction_id=${id}` })).json()

describe('permission to bid', () => {
  test('asked with a phone number, pending until staff grant it; the customer is told', async () => {
    const customer = await createCustomer(t)
    const check = async () =>
      (
        await customer.inject({
          url: `/market/auction/check-user-permission?user_id=${customer.id}`,
        })
      ).json()
    expect(await check()).toBe(false)

    const ask = (tel: string, supplier_name = 'YahooAuction') =>
      customer.inject({
        method: 'POST',
        url: '/market/request-permission/create',
        headers: { 'accept-language': 'vi' },
        payload: {
          device_token: null,
          slug: 'someone-else@example.com',
          supplier_name,
          tel,
          user_id: customer.id,
        },
      })
    const bad = await ask('12345')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.tel).toHaveLength(1)
    expect((await ask('0912345678', 'Mercari')).statusCode).toBe(422)

    const asked = await ask('091 234 5678')
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json()).toMatchObject({
      data: { supplier_name: 'YahooAuction', tel: '0912345678', status: 'pending' },
      message: 'Đăng ký thành công, chúng tôi sẽ liên hệ với bạn trong vòng 24h',
    })
    // The account's email, not the one sent.
    const [row] = await t.database.db
      .select()
      .from(auctionPermissions)
      .where(eq(auctionPermissions.userId, customer.uid))
    expect(row?.email).toBe(customer.email)
    expect(await check()).toBe(false)

    const pending = await staff.inject({ url: '/api/staff/auction-permissions' })
    expect(pending.statusCode).toBe(200)
    const mine = pending.json().data.find((r: { id: number }) => r.id === asked.json().data.id)
    expect(mine).toMatchObject({ customer: { uid: customer.uid, email: customer.email } })

    const grant = () =>
      staff.inject({
        method: 'POST',
        url: `/api/staff/auction-permissions/${asked.json().data.id}/grant`,
      })
    const granted = await grant()
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json().data.status).toBe('granted')
    expect(await check()).toBe(true)
    // Two staff answering one call decide once.
    expect((await grant()).statusCode).toBe(409)
    // The other supplier is a permission of its own.
    const ecoring = await customer.inject({
      url: `/market/ecoring/check-ecoring-user-permission?user_id=${customer.id}`,
    })
    expect(ecoring.json()).toBe(false)

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.uid))
    expect(told.map((n) => n.content.auction?.event)).toEqual(['permission_granted'])
    // Asking again once granted changes nothing.
    expect((await ask('0987654321')).json().data.status).toBe('granted')
  })

  test('a denied customer may ask again; only staff decide; only the caller’s own id', async () => {
    const customer = await createCustomer(t)
    const asked = await customer.inject({
      method: 'POST',
      url: '/market/request-permission/create',
      payload: { supplier_name: 'Ecoring', tel: '0912345678', user_id: customer.id },
    })
    expect(asked.statusCode).toBe(201)
    const id = asked.json().data.id
    expect(
      (await customer.inject({ method: 'POST', url: `/api/staff/auction-permissions/${id}/grant` }))
        .statusCode,
    ).toBe(403)
    const denied = await staff.inject({
      method: 'POST',
      url: `/api/staff/auction-permissions/${id}/deny`,
    })
    expect(denied.json().data.status).toBe('denied')
    const again = await customer.inject({
      method: 'POST',
      url: '/market/request-permission/create',
      payload: { supplier_name: 'Ecoring', tel: '0912345678', user_id: customer.id },
    })
    expect(again.json().data).toMatchObject({ id, status: 'pending', decided_at: null })

    const other = await createCustomer(t)
    expect(
      (
        await other.inject({
          url: `/market/auction/check-user-permission?user_id=${customer.id}`,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ url: `/market/auction/check-user-permission?user_id=${customer.id}` }))
        .statusCode,
    ).toBe(401)
    expect(
      (
        await staff.inject({
          method: 'POST',
          url: '/api/staff/auction-permissions/999999/grant',
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('bidding', () => {
  test('without permission the refusal says so (the page opens the form from it)', async () => {
    const { url } = await auctionItem()
    const customer = await createCustomer(t)
    const res = await bid(customer, url, 2_000)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      type: 'failure',
      message: 'You have not auction permission',
    })
    const vi = await bid(customer, url, 2_000, { lang: 'vi' })
    expect(vi.json().message).toBe('Bạn chưa được cấp quyền đấu giá')
  })

  test('every refusal changes nothing: too low, not a Yahoo! auction, ended, another’s id', async () => {
    const { id, url } = await auctionItem(1_000)
    const customer = await bidder()
    const before = await wallet(customer)

    const low = await bid(customer, url, 1_005)
    expect(low.statusCode).toBe(422)
    expect(low.json()).toMatchObject({
      type: 'failure',
      message: 'The bid must be at least ¥1,100 (the current price ¥1,000 plus the increment ¥100)',
      errors: { price: [expect.any(String)] },
    })
    expect((await bid(customer, url, 'abc')).statusCode).toBe(422)
    expect((await bid(customer, url, -5)).statusCode).toBe(422)
    const mercari = await bid(customer, 'https://jp.mercari.com/item/m12345678901', 5_000)
    expect(mercari.statusCode).toBe(422)
    expect(mercari.json().message).toBe('This address is not a Yahoo! auction we can bid on')
    expect((await bid(customer, 'https://example.com/x', 5_000)).statusCode).toBe(422)

    const other = await bidder()
    expect((await bid(other, url, 5_000, { userId: customer.id })).statusCode).toBe(403)
    // A win becomes an order at once: no address, no bid.
    const homeless = await bidder(50_000_000, undefined, { address: false })
    const nowhere = await bid(homeless, url, 5_000)
    expect(nowhere.statusCode).toBe(409)
    expect(nowhere.json()).toMatchObject({
      type: 'failure',
      message: 'Please add a delivery address before bidding: if you win, the order is sent there',
    })

    const gone = await auctionItem(1_000, 1_000)
    clock += 2_000
    try {
      const ended = await bid(customer, gone.url, 5_000)
      expect(ended.statusCode).toBe(422)
      expect(ended.json()).toMatchObject({ type: 'failure', message: 'Auction ended' })
    } finally {
      clock -= 2_000
    }
    expect(await wallet(customer)).toEqual(before)
    expect((await bidList(id)).data).toEqual([])
  })

  test('the deposit is held (available goes down, balance does not); a raise holds the difference', async () => {
    const { id, url } = await auctionItem(1_000)
    const customer = await bidder(10_000_000)
    const placed = await bid(customer, url, 3_000)
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json()).toMatchObject({
      type: 'success',
      message: 'We will send auction updates to your phone number',
      bid: { status: 'success', max_price: 3_000, current_price: 1_000 },
    })
    const first = shareInVnd(3_000, rate, 100)
    expect(placed.json().bid.deposit_vnd).toBe(first)
    expect(await wallet(customer)).toEqual({ balance: 10_000_000, available: 10_000_000 - first })

    const raised = await bid(customer, url, 8_000)
    expect(raised.json().bid).toMatchObject({ status: 'success', max_price: 8_000 })
    const second = shareInVnd(8_000, rate, 100)
    expect(await wallet(customer)).toEqual({ balance: 10_000_000, available: 10_000_000 - second })
    // Lowering or repeating a maximum is refused.
    const same = await bid(customer, url, 8_000)
    expect(same.statusCode).toBe(422)
    expect(same.json().message).toBe('Your new maximum must be above your current maximum (¥8,000)')

    const holds = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.transactionTypeId, 'bid_hold'))
    const mine = holds.filter(
      (row) => row.availableAmount === -first || row.availableAmount === first - second,
    )
    expect(mine.map((row) => [row.amount, row.availableAmount])).toEqual([
      [0, -first],
      [0, first - second],
    ])
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
    const list = await bidList(id, customer)
    expect(list.auction).toMatchObject({
      current_price: 1_000,
      bid_count: 2,
      my_status: 'success',
      my_max: 8_000,
    })
  })

  test('a wallet that cannot hold the deposit refuses the bid, naming both amounts', async () => {
    const { url } = await auctionItem(1_000)
    const customer = await bidder(100_000)
    const res = await bid(customer, url, 5_000, { lang: 'en' })
    expect(res.statusCode).toBe(422)
    const deposit = shareInVnd(5_000, rate, 100)
    expect(res.json().message).toBe(
      `Your wallet's available balance (100,000 đ) cannot hold this bid's deposit of ${deposit.toLocaleString('en-US')} đ`,
    )
    expect(await wallet(customer)).toEqual({ balance: 100_000, available: 100_000 })
  })

  test('proxy bidding: the leader pays the second maximum plus one increment; the outbid are told', async () => {
    const { id, url } = await auctionItem(1_000)
    const anh = await bidder(50_000_000, 'Trần Thị Ánh')
    const binh = await bidder(50_000_000, 'Lê Văn Bình')

    expect((await bid(anh, url, 5_000)).json().bid).toMatchObject({
      status: 'success',
      current_price: 1_000,
    })
    // Bình's 4,000 is below Ánh's 5,000: Ánh leads at 4,000 + 100.
    const low = await bid(binh, url, 4_000)
    expect(low.json()).toMatchObject({
      type: 'success',
      message:
        "Your bid is placed, but another customer's maximum is higher: the price is now ¥4,100",
      bid: { status: 'missing-top', current_price: 4_100 },
    })
    // Bình goes to 9,000: he leads at Ánh's 5,000 plus the increment at 5,000 (¥250).
    const high = await bid(binh, url, 9_000)
    expect(high.json().bid).toMatchObject({ status: 'success', current_price: 5_250 })

    const list = await bidList(id, anh)
    expect(list.auction).toMatchObject({
      current_price: 5_250,
      bid_count: 3,
      my_status: 'missing-top',
      my_max: 5_000,
    })
    expect(list.data).toEqual([
      expect.objectContaining({
        username: 'L***h',
        price: 5_250,
        count: 2,
        leading: true,
        mine: false,
      }),
      expect.objectContaining({
        username: 'T***h',
        price: 5_000,
        count: 1,
        leading: false,
        mine: true,
      }),
    ])
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, anh.uid))
    // The auction's news (the bidder's deposits have their own wallet notices).
    expect(told.filter((n) => !n.content.wallet).map((n) => n.content.auction)).toEqual([
      expect.objectContaining({ event: 'outbid', item_id: id, price: 5_250 }),
    ])
  })

  test('two equal maximums: the earlier leads, at that maximum', async () => {
    const { id, url } = await auctionItem(1_000)
    const first = await bidder()
    const second = await bidder()
    await bid(first, url, 6_000)
    clock += 1_000
    try {
      const tie = await bid(second, url, 6_000)
      expect(tie.json().bid).toMatchObject({ status: 'missing-top', current_price: 6_000 })
    } finally {
      clock -= 1_000
    }
    expect((await bidList(id, first)).auction.my_status).toBe('success')
  })

  test('a retry under its key answers the first bid and holds nothing more; another bid under it is a 409', async () => {
    const { url } = await auctionItem(1_000)
    const customer = await bidder(10_000_000)
    const key = newKey()
    const [a, b] = await Promise.all([
      bid(customer, url, 2_000, { key }),
      bid(customer, url, 2_000, { key }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().bid.id).toBe(b.json().bid.id)
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true')
    expect((await wallet(customer)).available).toBe(10_000_000 - shareInVnd(2_000, rate, 100))
    const other = await bid(customer, url, 3_000, { key })
    expect(other.statusCode).toBe(409)
    expect((await bid(customer, url, 2_000, { key: 'short' })).statusCode).toBe(400)
  })

  test('50 bids at once from 10 customers: one leader, the right holds, no bid lost', async () => {
    const { id, url } = await auctionItem(1_000)
    const customers = await Promise.all(Array.from({ length: 10 }, () => bidder(100_000_000)))
    const prices = customers.flatMap((_, i) =>
      Array.from({ length: 5 }, (_, j) => 2_000 + i * 1_000 + j * 137),
    )
    const answers = await Promise.all(
      prices.map((price, n) => bid(customers[Math.floor(n / 5)] as Customer, url, price)),
    )
    const accepted = answers.filter((res) => res.statusCode === 200)
    // A customer's bids race each other: one not above their own maximum by then is refused.
    for (const res of answers) expect([200, 422], res.body).toContain(res.statusCode)
    const list = await bidList(id)
    expect(list.auction.bid_count).toBe(accepted.length)
    expect(list.data.filter((row: { leading: boolean }) => row.leading)).toHaveLength(1)
    expect(list.data).toHaveLength(10)
    const maxima: { max: number; leading: boolean }[] = []
    for (const [i, customer] of customers.entries()) {
      const mine = await bidList(id, customer)
      const accepted = answers
        .slice(i * 5, i * 5 + 5)
        .filter((res) => res.statusCode === 200)
        .map((res) => res.json().bid.max_price as number)
      expect(mine.auction.my_max).toBe(Math.max(...accepted))
      expect((await wallet(customer)).available).toBe(
        100_000_000 - shareInVnd(mine.auction.my_max, rate, 100),
      )
      maxima.push({ max: mine.auction.my_max, leading: mine.auction.my_status === 'success' })
    }
    // The highest maximum leads, at the second-highest plus its increment.
    const [top, second] = [...maxima].sort((a, b) => b.max - a.max)
    expect(top?.leading).toBe(true)
    expect(maxima.filter((row) => row.leading)).toHaveLength(1)
    const next = second?.max ?? 0
    expect(list.auction.current_price).toBe(Math.min(top?.max ?? 0, next + bidIncrement(next)))
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })
})

describe('the countdown and the bid list', () => {
  test('timedown counts by the server’s clock; an unknown item is a 404', async () => {
    const { id } = await auctionItem(1_000, 90_000)
    const left = await t.app.inject({ url: `/market/common/timedown?id=${id}` })
    expect(left.json()).toBe(90)
    clock += 100_000
    try {
      expect((await t.app.inject({ url: `/market/common/timedown?id=${id}` })).json()).toBe(0)
    } finally {
      clock -= 100_000
    }
    expect((await t.app.inject({ url: '/market/common/timedown?id=x0000000' })).statusCode).toBe(
      404,
    )
    expect(
      (await t.app.inject({ url: '/market/auction/bid-list?auction_id=x0000000' })).statusCode,
    ).toBe(404)
  })

  test('before any bid the list is empty and the price the item’s', async () => {
    const { id } = await auctionItem(2_500)
    expect(await bidList(id)).toMatchObject({
      data: [],
      auction: { id, current_price: 2_500, bid_count: 0, ended: false, my_status: null },
    })
  })
})

test('the deposit is the share of the maximum in dong at the rate, rounded up', () => {
  expect(shareInVnd(1_000, '172.5', 100)).toBe(172_500)
  expect(shareInVnd(1_001, '172.53', 30)).toBe(51_811)
  expect(shareInVnd(3, '0.1', 50)).toBe(1)
})

describe('closing', () => {
  let deps: ClosingDeps
  beforeAll(async () => {
    const log = pino({ level: 'silent' })
    const markets = await createMarkets({ config: testConfig(), db: t.database.db, log })
    deps = { db: t.database.db, bus: memoryBus(), log, markets, now: () => clock }
  })

  /** Two customers fight over an auction that ends in a minute: Ánh wins at 5,250. */
  async function fought() {
    const { id, url } = await auctionItem(1_000, 60_000)
    const winner = await bidder(10_000_000, 'Trần Thị Ánh')
    const loser = await bidder(10_000_000, 'Lê Văn Bình')
    expect((await bid(winner, url, 9_000)).statusCode).toBe(200)
    expect((await bid(loser, url, 5_000)).statusCode).toBe(200)
    return { id, winner, loser }
  }

  const ordersOf = (who: Customer) =>
    t.database.db.select().from(orders).where(eq(orders.userId, who.uid))

  async function afterEnd<T>(work: () => Promise<T>): Promise<T> {
    clock += 120_000
    try {
      return await work()
    } finally {
      clock -= 120_000
    }
  }

  test('the winner’s order at the final price, charged from the deposit; the loser’s deposit free again', async () => {
    const { id, winner, loser } = await fought()
    expect(await afterEnd(() => settleEndedAuctions(deps))).toBeGreaterThanOrEqual(1)

    const [order] = await ordersOf(winner)
    expect(order).toMatchObject({ type: 'auction', shopId: 'yahoo-auction', statusId: 'Paid' })
    // The final price with no tax added, and the pricing function's fees on top.
    expect(order?.purchaseCost).toBe(5_250)
    expect(order?.tax).toBe(0)
    expect(order?.totalPayment).toBeGreaterThan(shareInVnd(5_250, rate, 100))
    const total = order?.totalPayment ?? 0
    expect(await wallet(winner)).toEqual({
      balance: 10_000_000 - total,
      available: 10_000_000 - total,
    })
    expect(await wallet(loser)).toEqual({ balance: 10_000_000, available: 10_000_000 })
    expect(await ordersOf(loser)).toEqual([])

    const list = await bidList(id, winner)
    expect(list.auction).toMatchObject({
      ended: true,
      my_status: 'final-success',
      current_price: 5_250,
    })
    expect((await bidList(id, loser)).auction.my_status).toBe('final-missing-top')
    const told = async (who: Customer) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, who.uid)))
        .filter((n) => !n.content.wallet)
        .map((n) => n.content.auction?.event ?? 'order')
    expect(await told(winner)).toEqual(expect.arrayContaining(['won', 'order']))
    // Bình was never leading, so never outbid: only the end is news to him.
    expect(await told(loser)).toEqual(['lost'])
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })

  test('two processes racing settle it once', async () => {
    const { winner, loser } = await fought()
    await afterEnd(() => Promise.all([settleEndedAuctions(deps), settleEndedAuctions(deps)]))
    expect(await ordersOf(winner)).toHaveLength(1)
    const releases = await t.database.db
      .select()
      .from(transactions)
      .innerJoin(wallets, eq(wallets.id, transactions.walletId))
      .where(and(eq(wallets.userId, loser.uid), eq(transactions.transactionTypeId, 'bid_release')))
    expect(releases).toHaveLength(1)
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })

  test('a crash part-way through leaves everything as it was; the next run settles it', async () => {
    const { id, winner, loser } = await fought()
    // The order's insert fails once, after the loser's deposit was released in the transaction.
    for (const statement of [
      sql`create table crash_once (done boolean)`,
      sql.raw(`create function crash_once() returns trigger language plpgsql as $$
        begin
          if not exists (select 1 from crash_once) then
            insert into crash_once values (true);
            raise exception 'the process died here';
          end if;
          return new;
        end $$`),
      sql`create trigger crash_once before insert on orders for each row execute function crash_once()`,
    ]) {
      await t.database.db.execute(statement)
    }
    try {
      await expect(afterEnd(() => settleEndedAuctions(deps))).rejects.toThrow()
      // Nothing of the settlement stayed: the loser's deposit is still held, nobody was told.
      expect((await wallet(loser)).available).toBe(10_000_000 - shareInVnd(5_000, rate, 100))
      expect((await bidList(id, loser)).auction.my_status).toBe('missing-top')
      expect(await ordersOf(winner)).toEqual([])

      // The crashed rows were rolled back with it; the next run finds the table empty again.
      await t.database.db.execute(sql`insert into crash_once values (true)`)
      await afterEnd(() => settleEndedAuctions(deps))
    } finally {
      await t.database.db.execute(sql`drop trigger crash_once on orders`)
      await t.database.db.execute(sql`drop function crash_once()`)
      await t.database.db.execute(sql`drop table crash_once`)
    }
    expect(await ordersOf(winner)).toHaveLength(1)
    expect((await wallet(loser)).available).toBe(10_000_000)
    expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  })
})

describe('the live stream and the requests without a session', () => {
  test('a bid reaches the open pages of its item as an auction event, the price in it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { id, url } = await auctionItem(1_000)
    const stream = openStream(`${address}/market/auction/live?auction_id=${id}`, {})
    try {
      expect(await stream.opened).toBe(200)
      const [first, second] = [await bidder(), await bidder()]
      expect((await bid(first, url, 5_000)).statusCode).toBe(200)
      expect((await bid(second, url, 3_000)).statusCode).toBe(200)
      // A waiting limit, not a measurement.
      const events = [await stream.next(20_000), await stream.next(20_000)]
      expect(events.map((event) => event.event)).toEqual(['auction', 'auction'])
      expect(events.map((event) => JSON.parse(event.data))).toEqual([
        expect.objectContaining({ item_id: id, current_price: 1_000, bid_count: 1 }),
        expect.objectContaining({ item_id: id, current_price: 3_100, bid_count: 2 }),
      ])
    } finally {
      stream.close()
    }
  })

  test('asking for permission or bidding needs a session; a user_id that is not a number is a 400', async () => {
    const { url } = await auctionItem(1_000)
    const ask = await t.app.inject({
      method: 'POST',
      url: '/market/request-permission/create',
      payload: { supplier_name: 'YahooAuction', tel: '0912345678', user_id: 100001 },
    })
    expect(ask.statusCode).toBe(401)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/market/auction/create-auction-request',
      payload: { url, price: 5_000, user_id: 100001 },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().type).toBe('failure')
    const customer = await createCustomer(t)
    const bad = await customer.inject({ url: '/market/auction/check-user-permission?user_id=me' })
    expect(bad.statusCode).toBe(400)
  })
})
