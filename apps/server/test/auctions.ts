// Helpers of the auction tests: an auction of the mirror, and a customer allowed to bid with an
// address and money in the wallet.
import { randomBytes } from 'node:crypto'
import type { AuctionSupplier } from '@kaimono/contracts'
import { expect } from 'vitest'
import { demoLot } from '../src/modules/auctions/ecoring/demo.ts'
import { auctionPermissions, ecoringLots } from '../src/modules/auctions/schema.ts'
import { type Customer, createCustomer } from './accounts.ts'
import type { TestApp } from './app.ts'
import { putMarketItems } from './markets.ts'
import { addAddress } from './orders.ts'
import { depositAs } from './wallet.ts'

/** A Yahoo! auction of the mirror ending at `endTime`, at `price` yen so far. */
export async function auctionItem(t: TestApp, price: number, endTime: Date) {
  const id = `x${randomBytes(5).readUIntBE(0, 5)}`.slice(0, 12).padEnd(8, '7')
  const url = `https://page.auctions.yahoo.co.jp/jp/auction/${id}`
  await putMarketItems(t.database.db, [{ market: 'yahoo-auction', id, price, endTime, url }])
  return { id, url }
}

/**
 * A customer staff have allowed to bid (a granted permission), with a delivery address unless
 * `address` is false, and `vnd` in the VND wallet (deposited by `staff`).
 */
export async function bidder(
  t: TestApp,
  staff: Customer,
  {
    vnd = 50_000_000,
    name,
    address = true,
    suppliers = ['YahooAuction'],
  }: { vnd?: number; name?: string; address?: boolean; suppliers?: AuctionSupplier[] } = {},
) {
  const customer = await createCustomer(t, name ? { name } : {})
  if (address) await addAddress(customer)
  if (suppliers.length > 0) {
    await t.database.db.insert(auctionPermissions).values(
      suppliers.map((supplier) => ({
        userId: customer.uid,
        supplier,
        tel: '0912345678',
        email: customer.email,
        status: 'granted',
      })),
    )
  }
  if (vnd > 0) {
    const res = await depositAs(staff, {
      customer_id: customer.id,
      currency_id: 'VND',
      amount: vnd,
      reference: `FT${randomBytes(6).toString('hex')}`,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  return customer
}

let lots = 0

/**
 * An Ecoring lot of its own (an id no demo day has), starting at `start` and ending at `end`,
 * at `price` yen with `steps` (the smallest is its step).
 */
export async function ecoringLot(
  t: TestApp,
  {
    start,
    end,
    price = 10_000,
    steps = [1_000, 5_000],
  }: {
    start: Date
    end: Date
    price?: number
    steps?: number[]
  },
) {
  lots += 1
  const id = 900_000_000 + lots
  const demo = demoLot(20_000, 1)
  await t.database.db.insert(ecoringLots).values({
    ...demo,
    id,
    images: demo.images.map((image) => image.replace('/2000001/', `/${id}/`)),
    startPrice: price,
    bidStepUnit: steps,
    startTime: start,
    endTime: end,
  })
  return id
}
