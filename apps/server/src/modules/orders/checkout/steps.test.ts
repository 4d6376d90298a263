import { randomUUID } from 'node:crypto'
import type { SessionUser } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { useTestApp } from '../../../../test/app.ts'
import { at } from '../../../../test/at.ts'
import { putMarketItems } from '../../../../test/markets.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../../test/orders.ts'
import { DomainError } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { domainAnswer } from '../../../platform/http/errors.ts'
import { readCartLines } from '../../cart/index.ts'
import { cartLines } from '../../cart/schema.ts'
import { products } from '../../catalog/schema.ts'
import { invitationActivations } from '../../invitations/schema.ts'
import { orderItems, orders } from '../schema.ts'
import { orderBasis } from './basis.ts'
import { chooseLines } from './choose-lines.ts'
import { consumeCart } from './consume-cart.ts'
import { holdBackBursts } from './hold-back-bursts.ts'
import { insertOrder } from './insert-order.ts'
import { madeOrder } from './made-order.ts'
import { priceLines } from './price-lines.ts'
import { creditsToSpend, spendCredits } from './spend-credits.ts'

// Each step on its own, on a real database: the checkout tests run them together.
const t = useTestApp()
let ikom: ShopProduct[]
let awond: ShopProduct[]

beforeAll(async () => {
  ;({ ikom, awond } = await ownShopProducts(t))
})

/** A step's context: the steps read the database and the language, and some the customer. */
const contextOf = (who?: Customer): RequestContext =>
  ({
    db: t.database.db,
    lang: 'en',
    user: who ? sessionOf(who) : null,
  }) as RequestContext
const sessionOf = (who: Customer): SessionUser => ({
  id: who.id,
  uid: who.uid,
  name: who.name,
  email: who.email,
  role: 'customer',
})

/** A customer with these products in the cart (quantity 2), and the cart as checkout reads it. */
async function cartWith(...chosen: ShopProduct[]) {
  const who = await createCustomer(t)
  for (const product of chosen) {
    const res = await who.inject({
      method: 'PUT',
      url: `/market/cart/${who.id}`,
      payload: { shop_id: product.shop_id, id: product.id, quantity: 2 },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return { who, cart: await readCartLines({ db: t.database.db, lang: 'en' }, who.uid) }
}

/** No market line was asked of its market before the transaction. */
const NO_MARKET = new Map()

const refusalOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${error}`)
  return domainAnswer(error, 'en')
}

async function basisOf(who: Customer) {
  return orderBasis(contextOf(who), { address_id: await addAddress(who) })
}

describe('chooseLines', () => {
  test("the order's lines: each named product once, of the shop named", async () => {
    const { cart } = await cartWith(at(ikom, 0), at(ikom, 1), at(awond, 0))
    const ids = [at(ikom, 1).id, at(ikom, 0).id, at(ikom, 1).id].map(String)
    const lines = await chooseLines(
      contextOf(),
      cart,
      { shopId: 'ikom', productIds: ids, shipmentMethod: 'air' },
      NO_MARKET,
    )
    expect(lines.map((line) => line.product_id)).toEqual([at(ikom, 1).id, at(ikom, 0).id])
  })

  test('a product not in the cart, or in it for another shop, is a 409 with its name', async () => {
    const { cart } = await cartWith(at(ikom, 0))
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, at(ikom, 2).id))
    for (const [shopId, id] of [
      ['ikom', at(ikom, 2).id],
      ['awond', at(ikom, 0).id],
    ] as const) {
      const refusal = await refusalOf(
        chooseLines(
          contextOf(),
          cart,
          {
            shopId,
            productIds: [String(id)],
            shipmentMethod: 'air',
          },
          NO_MARKET,
        ),
      )
      expect(refusal.status).toBe(409)
      if (id === at(ikom, 2).id) expect(refusal.message).toContain(`"${product?.name.en}"`)
    }
  })

  test('lines of two shops in one order are a 422 (create-retail-order names no shop)', async () => {
    const { cart } = await cartWith(at(ikom, 0), at(awond, 0))
    const refusal = await refusalOf(
      chooseLines(
        contextOf(),
        cart,
        { productIds: [String(at(ikom, 0).id), String(at(awond, 0).id)], shipmentMethod: 'air' },
        NO_MARKET,
      ),
    )
    expect(refusal).toMatchObject({
      status: 422,
      errors: { 'order_info.items': [expect.any(String)] },
    })
  })

  test("a market line is priced at its market's answer before the transaction, never as stored", async () => {
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'steps-m1', price: 3000 }])
    const { who } = await cartWith()
    const put = await who.inject({
      method: 'PUT',
      url: `/market/cart/${who.id}`,
      payload: { shop_id: 'mercari', id: 'steps-m1', quantity: 1 },
    })
    expect(put.statusCode, put.body).toBe(200)
    const cart = await readCartLines({ db: t.database.db, lang: 'en' }, who.uid)
    const choice = { shopId: 'mercari', productIds: ['steps-m1'], shipmentMethod: 'air' } as const
    // Not asked of its market (it came into the cart after the market was asked): not ordered.
    expect((await refusalOf(chooseLines(contextOf(), cart, choice, NO_MARKET))).status).toBe(409)
    const { item } = (await t.app.inject({ url: '/market/v3/mercari/detail?id=steps-m1' })).json()
    const [line] = await chooseLines(
      contextOf(),
      cart,
      choice,
      new Map([['steps-m1', { ...item, price: 2500, weight_g: 1200 }]]),
    )
    expect(line).toMatchObject({ price: 2500, weight: 1200, dims: { weightG: 1200 } })
  })

  test('a line banned from the method is a 422 on it', async () => {
    const { who } = await cartWith(at(ikom, 3))
    await t.database.db
      .update(products)
      .set({ bannedSea: true })
      .where(eq(products.id, at(ikom, 3).id))
    const cart = await readCartLines({ db: t.database.db, lang: 'en' }, who.uid)
    const choice = { shopId: 'ikom', productIds: [String(at(ikom, 3).id)] } as const
    const bySea = await refusalOf(
      chooseLines(contextOf(), cart, { ...choice, shipmentMethod: 'sea' }, NO_MARKET),
    )
    expect(bySea).toMatchObject({
      status: 422,
      errors: { shipment_method_id: [expect.any(String)] },
    })
    expect(
      await chooseLines(contextOf(), cart, { ...choice, shipmentMethod: 'air' }, NO_MARKET),
    ).toHaveLength(1)
    await t.database.db
      .update(products)
      .set({ bannedSea: false })
      .where(eq(products.id, at(ikom, 3).id))
  })
})

describe('priceLines', () => {
  test("the catalogue's prices times the cart's quantities; credits lower the total, as many as it takes", async () => {
    const { who, cart } = await cartWith(at(ikom, 4), at(ikom, 5))
    const basis = await basisOf(who)
    const plain = priceLines(cart, { shipmentMethod: 'air', basis, credits: [] })
    expect(plain.purchase_cost_jpy).toBe((at(ikom, 4).price + at(ikom, 5).price) * 2)
    expect(plain.payment_rate).toBe(basis.rate.amount)
    const credited = priceLines(cart, { shipmentMethod: 'air', basis, credits: [20_000, 20_000] })
    expect(credited.invitation_credit_vnd).toBe(20_000 * credited.invitation_credits_used)
    expect(credited.invitation_credits_used).toBeGreaterThan(0)
    expect(credited.total_vnd).toBe(plain.total_vnd - credited.invitation_credit_vnd)
  })
})

describe('insertOrder', () => {
  test('a Pending order with its OS code and its items as the cart read them, answered as a replay is', async () => {
    const { who, cart } = await cartWith(at(awond, 1))
    const basis = await basisOf(who)
    const price = priceLines(cart, { shipmentMethod: 'air', basis, credits: [] })
    const key = randomUUID()
    const order = await insertOrder(contextOf(), cart, price, basis, {
      user: sessionOf(who),
      shipmentMethod: 'air',
      note: 'Gói quà',
      buyerInfo: null,
      key,
      requestHash: 'hash',
    })
    expect(order).toMatchObject({
      code: expect.stringMatching(/^OS\d{6}$/),
      shop_id: 'awond',
      status_id: 'Pending',
      purchase_cost: price.purchase_cost_jpy,
      total_payment: price.total_vnd,
      items_count: 1,
    })
    expect(await madeOrder(t.database.db, order.id)).toEqual(order)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ idempotencyKey: key, note: 'Gói quà', pricing: price })
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
    expect(items).toMatchObject([
      {
        productId: at(awond, 1).id,
        name: at(cart, 0).name,
        price: at(awond, 1).price,
        quantity: 2,
      },
    ])
  })
})

describe('spendCredits', () => {
  test('the credits the price used, the oldest first, are spent on the order; the rest stay', async () => {
    const { who, cart } = await cartWith(at(ikom, 6))
    const invitees = await Promise.all([createCustomer(t), createCustomer(t)])
    await t.database.db.insert(invitationActivations).values(
      invitees.map((invitee, i) => ({
        ownerId: who.uid,
        inviteeId: invitee.uid,
        deviceId: randomUUID(),
        creditVnd: 20_000,
        earnedAt: new Date(Date.now() - (2 - i) * 60_000),
      })),
    )
    const basis = await basisOf(who)
    const credits = await creditsToSpend(contextOf(), who.uid)
    expect(credits).toHaveLength(2)
    const price = priceLines(cart, { shipmentMethod: 'air', basis, credits: [20_000] })
    const order = await insertOrder(contextOf(), cart, price, basis, {
      user: sessionOf(who),
      shipmentMethod: 'air',
      note: null,
      buyerInfo: null,
      key: randomUUID(),
      requestHash: 'hash',
    })
    await spendCredits(contextOf(), credits, price, order.id)
    const left = await creditsToSpend(contextOf(), who.uid)
    expect(left.map((credit) => credit.id)).toEqual([at(credits, 1).id])
  })
})

describe('consumeCart', () => {
  test('the lines ordered leave the cart, the others stay', async () => {
    const { who, cart } = await cartWith(at(ikom, 7), at(ikom, 8), at(awond, 2))
    await consumeCart(contextOf(), [at(cart, 0), at(cart, 2)])
    const left = await t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid))
    expect(left.map((line) => line.productId)).toEqual([at(ikom, 8).id])
  })
})

describe('holdBackBursts', () => {
  test("the customer's own orders of the window count: at the limit a 429 with Retry-After", async () => {
    const { who, cart } = await cartWith(at(ikom, 9))
    const other = await createCustomer(t)
    const basis = await basisOf(who)
    const price = priceLines(cart, { shipmentMethod: 'air', basis, credits: [] })
    await insertOrder(contextOf(), cart, price, basis, {
      user: sessionOf(other),
      shipmentMethod: 'air',
      note: null,
      buyerInfo: null,
      key: randomUUID(),
      requestHash: 'hash',
    })
    await holdBackBursts(contextOf(), who.uid, 1)
    await insertOrder(contextOf(), cart, price, basis, {
      user: sessionOf(who),
      shipmentMethod: 'air',
      note: null,
      buyerInfo: null,
      key: randomUUID(),
      requestHash: 'hash',
    })
    const held = await refusalOf(holdBackBursts(contextOf(), who.uid, 1))
    expect(held.status).toBe(429)
    const retryAfter = Number(held.headers?.['retry-after'])
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
    await holdBackBursts(contextOf(), who.uid, 2)
  })
})
