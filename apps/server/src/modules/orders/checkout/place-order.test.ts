import { randomUUID } from 'node:crypto'
import type { SessionUser } from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../../test/app.ts'
import { at } from '../../../../test/at.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../../test/orders.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { cartLines } from '../../cart/schema.ts'
import { invitationActivations } from '../../invitations/schema.ts'
import { createMarkets, type Markets } from '../../markets/index.ts'
import { orders } from '../schema.ts'
import { orderBasis } from './basis.ts'
import { type OrderRequest, placeOrder } from './place-order.ts'

const t = useTestApp()
let ikom: ShopProduct[]
let markets: Markets

beforeAll(async () => {
  ;({ ikom } = await ownShopProducts(t))
  markets = await createMarkets({
    config: testConfig(),
    db: t.database.db,
    log: pino({ level: 'silent' }),
  })
})
afterAll(() => markets?.close())

const contextOf = (who: Customer): RequestContext => {
  const user: SessionUser = {
    id: who.id,
    uid: who.uid,
    name: who.name,
    email: who.email,
    role: 'customer',
  }
  return { db: t.database.db, lang: 'en', user } as RequestContext
}

/** A customer with a product in the cart, an earned invitation credit and a saved address. */
async function shopper(product: ShopProduct) {
  const who = await createCustomer(t)
  const invitee = await createCustomer(t)
  await t.database.db.insert(invitationActivations).values({
    ownerId: who.uid,
    inviteeId: invitee.uid,
    deviceId: randomUUID(),
    creditVnd: 20_000,
    earnedAt: new Date(),
  })
  const res = await who.inject({
    method: 'PUT',
    url: `/market/cart/${who.id}`,
    payload: { shop_id: product.shop_id, id: product.id, quantity: 1 },
  })
  expect(res.statusCode, res.body).toBe(200)
  const addressId = await addAddress(who)
  const request: OrderRequest = {
    key: randomUUID(),
    asked: { product: product.id },
    shopId: product.shop_id,
    productIds: [String(product.id)],
    shipmentMethod: 'air',
    note: null,
    buyerInfo: null,
    maxOrdersPerWindow: 10,
  }
  const prepare = () => orderBasis(contextOf(who), { address_id: addressId })
  return { who, request, prepare }
}

const stateOf = async (who: Customer) => ({
  orders: await t.database.db.select().from(orders).where(eq(orders.userId, who.uid)),
  lines: await t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid)),
  credits: await t.database.db
    .select({ used: invitationActivations.usedOrderId })
    .from(invitationActivations)
    .where(eq(invitationActivations.ownerId, who.uid)),
})

test('a refusal at the last step rolls back every step: no order, no credit spent, the line stays, the key free', async () => {
  const { who, request, prepare } = await shopper(at(ikom, 0))
  // The last step (the cart's lines leave it) fails in the database, after every other write.
  const refuse = async (on: boolean) => {
    const statements = on
      ? [
          `create function refuse_cart_delete() returns trigger language plpgsql as
           $$ begin raise exception 'the cart changed'; end $$`,
          `create trigger refuse_cart_delete before delete on cart_lines for each row
           when (old.user_id = '${who.uid}') execute function refuse_cart_delete()`,
        ]
      : ['drop trigger refuse_cart_delete on cart_lines', 'drop function refuse_cart_delete()']
    for (const statement of statements) await t.database.db.execute(sql.raw(statement))
  }
  await refuse(true)
  const refused = await placeOrder(contextOf(who), markets, request, prepare).catch(
    (error) => error,
  )
  await refuse(false)
  expect(String(refused?.cause ?? refused)).toContain('the cart changed')
  expect(await stateOf(who)).toMatchObject({ orders: [], lines: [{}], credits: [{ used: null }] })

  // The key recorded nothing: the same request runs again, and this time makes the order.
  const { order, replayed } = await placeOrder(contextOf(who), markets, request, prepare)
  expect(replayed).toBe(false)
  expect(order.invitation_credit).toBe(20_000)
  expect(await stateOf(who)).toMatchObject({ lines: [], credits: [{ used: order.id }] })
})

test('a retry is answered from the order made, before the checks of the present', async () => {
  const { who, request, prepare } = await shopper(at(ikom, 1))
  const first = await placeOrder(contextOf(who), markets, request, prepare)
  const noLongerPossible = () => Promise.reject(new Error('a retry reads no address'))
  const again = await placeOrder(contextOf(who), markets, request, noLongerPossible)
  expect(again).toEqual({ order: first.order, replayed: true })
  expect((await stateOf(who)).orders).toHaveLength(1)
})
