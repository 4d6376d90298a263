import { expect, test } from 'vitest'
import type { Customer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { bidder } from '../../../test/auctions.ts'
import { putMarketItems } from '../../../test/markets.ts'
import { createStaff } from '../../../test/wallet.ts'

const t = useTestApp(undefined, { BID_RATE_LIMIT: '2' })

test('BID_RATE_LIMIT bids a minute per signed-in customer, whatever user_id says', async () => {
  const staff = await createStaff(t)
  const id = 'x7000000001'
  const url = `https://page.auctions.yahoo.co.jp/jp/auction/${id}`
  await putMarketItems(t.database.db, [
    { market: 'yahoo-auction', id, price: 1_000, endTime: new Date(Date.now() + 3_600_000), url },
  ])
  const [anh, binh] = [await bidder(t, staff), await bidder(t, staff)]
  const bid = (who: Customer, price: number, userId = who.id) =>
    who.inject({
      method: 'POST',
      url: '/market/auction/create-auction-request',
      payload: { url, price, user_id: userId },
    })
  // Bình sending Ánh's id is refused, and spends his own allowance, not hers.
  expect((await bid(binh, 2_000, anh.id)).statusCode).toBe(403)
  expect((await bid(anh, 2_000)).statusCode).toBe(200)
  expect((await bid(anh, 3_000)).statusCode).toBe(200)
  const third = await bid(anh, 4_000)
  expect(third.statusCode).toBe(429)
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
  expect((await bid(binh, 5_000)).statusCode).toBe(200)
  expect((await bid(binh, 6_000)).statusCode).toBe(429)
})
