import {
  CART_TAX_PERCENT,
  type CartGroup,
  type CartLine,
  type CartShop,
  type CreateOrderInput,
  isShopId,
  type ShipmentMethodId,
} from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { forgetCart } from '#app/features/cart/cart.server.ts'
import { allLines, isSelectable, lineKey } from '#app/features/cart/cart-lines.ts'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { type CreatedShopOrder, type CreateOrdersResult, keyField } from './checkout-result.ts'

/**
 * One shop's order: the lines the page showed, each with the cart's line when it is still there
 * to buy. One that is not goes as its id alone, and the server's 409 says which (§8 message).
 */
export type ShopOrder = {
  shop_id: CartShop
  lines: { product_id: string; name: string; line?: CartLine }[]
}

/**
 * The chosen keys (shop:id) as one order per shop, in the cart's order of shops. `nameOf` is
 * what the page called a line, for the server's message about one that has left the cart.
 */
export function shopOrders(
  cart: readonly CartGroup[],
  keys: readonly string[],
  nameOf: (key: string) => string | undefined = () => undefined,
): ShopOrder[] {
  const inCart = new Map(
    allLines(cart)
      .filter(isSelectable)
      .map((line) => [lineKey(line), line]),
  )
  const orders = new Map<CartShop, ShopOrder>()
  for (const key of keys) {
    const at = key.indexOf(':')
    const shop = key.slice(0, at)
    if (!isShopId(shop)) continue
    const order = orders.get(shop) ?? { shop_id: shop, lines: [] }
    const productId = key.slice(at + 1)
    order.lines.push({
      product_id: productId,
      name: nameOf(key) ?? productId,
      line: inCart.get(key),
    })
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

/** §7 order_info and buyer_info of one shop's order; the server prices it again. */
function orderBody(
  order: ShopOrder,
  choice: CheckoutChoice,
  customer: { id: number; name: string; email: string },
): CreateOrderInput {
  return {
    order_info: {
      shop_id: order.shop_id,
      address_id: choice.addressId,
      shipment_method_id: choice.method,
      note: choice.note,
      customer_id: customer.id,
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'JPY',
      items: order.lines.map(({ product_id, name, line }) => ({
        product: line
          ? {
              id: product_id,
              name: line.name,
              image_url: line.image_url,
              initial_price: line.init_price,
              price: line.price,
              width: 0,
              height: 0,
              weight: 0,
              length: 0,
            }
          : { id: product_id, name },
        quantity: line?.quantity,
        price: line?.price,
        // §9: tax 10 percent, sent per line.
        tax_percent: CART_TAX_PERCENT,
      })),
    },
    buyer_info: { name: customer.name, username: customer.email },
  }
}

/**
 * §4 Checkout: one order per shop, one after another, each with the idempotency key the page
 * holds for it, so a retry or a second click returns the same order instead of a new one.
 * The first refusal stops it; the orders made before it stay made.
 */
export async function createOrders(
  context: Readonly<RouterContextProvider>,
  lang: string,
  choice: CheckoutChoice,
  form: FormData,
): Promise<CreateOrdersResult> {
  const { user } = context.get(pageContext)
  if (!user) throw new Error('checkout needs a signed-in customer')
  const client = api(context, lang)
  const created: CreatedShopOrder[] = []
  try {
    for (const order of choice.orders) {
      const key = String(form.get(keyField(order.shop_id)) ?? '') || crypto.randomUUID()
      const result = await client.call('POST /market/ikom-order/create-retail-order', {
        body: orderBody(order, choice, user),
        headers: { 'idempotency-key': key },
      })
      if (!result.ok) return { ok: false, message: result.refusal.message, created }
      created.push({ shop_id: order.shop_id, id: result.data.data.id })
    }
    return { ok: true, created }
  } finally {
    // The made orders took their lines out of the cart.
    if (created.length > 0) forgetCart(context)
  }
}
