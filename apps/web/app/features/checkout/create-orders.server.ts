import { createHash } from 'node:crypto'
import {
  type CartGroup,
  type CartShop,
  type CheckoutInput,
  CheckoutRefusal,
  isShopId,
  type ShipmentMethodId,
} from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { forgetCart } from '#app/features/cart/cart.server.ts'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { type CreatedShopOrder, type CreateOrdersResult, keyField } from './checkout-result.ts'

/**
 * One shop's order: the ids of the lines the page showed, whether or not they are still in the
 * cart. One that is not is refused by the server, whose 409 says which (§8 message).
 */
export type ShopOrder = { shop_id: CartShop; product_ids: string[] }

/** The chosen keys (shop:id) as one order per shop, in the cart's order of shops. */
export function shopOrders(cart: readonly CartGroup[], keys: readonly string[]): ShopOrder[] {
  const orders = new Map<CartShop, ShopOrder>()
  for (const key of keys) {
    const at = key.indexOf(':')
    const shop = key.slice(0, at)
    if (!isShopId(shop)) continue
    const order = orders.get(shop) ?? { shop_id: shop, product_ids: [] }
    order.product_ids.push(key.slice(at + 1))
    orders.set(shop, order)
  }
  const rank = (shop: CartShop) => {
    const at = cart.findIndex((group) => group.shop_id === shop)
    return at === -1 ? cart.length : at
  }
  return [...orders.values()].sort((a, b) => rank(a.shop_id) - rank(b.shop_id))
}

/** What the customer chose on the checkout page. */
export type CheckoutChoice = {
  orders: ShopOrder[]
  addressId: number
  method: ShipmentMethodId
  note: string | null
}

/** The checkout call's body: every line of every shop's order, in the orders' order. */
function checkoutBody(
  choice: CheckoutChoice,
  customer: { name: string; email: string },
): CheckoutInput {
  return {
    items: choice.orders.flatMap((order) =>
      order.product_ids.map((product_id) => ({ shop_id: order.shop_id, product_id })),
    ),
    address_id: choice.addressId,
    shipment_method_id: choice.method,
    note: choice.note,
    buyer_info: { name: customer.name, username: customer.email },
  }
}

/**
 * The call's Idempotency-Key, made of the keys the page holds for the shops' orders (one per
 * order it says, attempt-keys.ts): the same orders are the same call, answered with the orders
 * it made, and a changed order has a fresh key, so it is a new call.
 */
export function callKey(orders: readonly ShopOrder[], form: FormData): string {
  const keys = orders.map(
    (order) =>
      `${order.shop_id}=${String(form.get(keyField(order.shop_id)) ?? '') || crypto.randomUUID()}`,
  )
  return createHash('sha256').update(keys.join('\n')).digest('hex')
}

const madeBy = (orders: readonly { shop_id: string; id: number }[] = []): CreatedShopOrder[] =>
  orders.map(({ shop_id, id }) => ({ shop_id, id }))

/**
 * §4 Checkout: one order per shop, made by the server in one call (POST /api/orders/checkout),
 * one after another. The first refusal stops it; the orders made before it stay made, and the
 * refusal names them. A retry or a second click sends the same key and gets the same orders.
 */
export async function createOrders(
  context: Readonly<RouterContextProvider>,
  lang: string,
  choice: CheckoutChoice,
  form: FormData,
): Promise<CreateOrdersResult> {
  const { user } = context.get(pageContext)
  if (!user) throw new Error('checkout needs a signed-in customer')
  const result = await api(context, lang).call('POST /api/orders/checkout', {
    body: checkoutBody(choice, user),
    headers: { 'idempotency-key': callKey(choice.orders, form) },
  })
  const created = madeBy(
    result.ok
      ? result.data.data.orders
      : CheckoutRefusal.partial().safeParse(result.refusal.detail ?? {}).data?.orders,
  )
  // The made orders took their lines out of the cart.
  if (created.length > 0) forgetCart(context)
  return result.ok ? { ok: true, created } : { ok: false, message: result.refusal.message, created }
}
