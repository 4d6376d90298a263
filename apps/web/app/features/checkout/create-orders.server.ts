import {
  CART_TAX_PERCENT,
  type CartGroup,
  type CreatedOrder,
  type CreateOrderInput,
  type ShipmentMethodId,
} from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '../../lib/api.server.ts'
import { pageContext } from '../../lib/context.ts'
import { forgetCart } from '../cart/cart.server.ts'
import { type CreatedShopOrder, type CreateOrdersResult, keyField } from './checkout-result.ts'

type Refusal = { message?: string } | null

/** What the customer chose on the checkout page. */
export type CheckoutChoice = {
  groups: CartGroup[]
  addressId: number
  method: ShipmentMethodId
  note: string | null
}

/** §7 order_info and buyer_info of one shop's order; the server prices it again. */
function orderBody(
  group: CartGroup,
  choice: CheckoutChoice,
  customer: { id: number; name: string; email: string },
): CreateOrderInput {
  return {
    order_info: {
      shop_id: group.shop_id,
      address_id: choice.addressId,
      shipment_method_id: choice.method,
      note: choice.note,
      customer_id: customer.id,
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'JPY',
      items: group.products.map((line) => ({
        product: {
          id: String(line.product_id),
          name: line.name,
          image_url: line.image_url,
          initial_price: line.init_price,
          price: line.price,
          width: 0,
          height: 0,
          weight: 0,
          length: 0,
        },
        quantity: line.quantity,
        price: line.price,
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
    for (const group of choice.groups) {
      const key = String(form.get(keyField(group.shop_id)) ?? '') || crypto.randomUUID()
      const result = await client.post<CreatedOrder | Refusal>(
        '/market/ikom-order/create-retail-order',
        orderBody(group, choice, user),
        { 'idempotency-key': key },
      )
      if (!result.ok) {
        return { ok: false, message: (result.data as Refusal)?.message ?? '', created }
      }
      created.push({ shop_id: group.shop_id, id: (result.data as CreatedOrder).data.id })
    }
    return { ok: true, created }
  } finally {
    // The made orders took their lines out of the cart.
    if (created.length > 0) forgetCart(context)
  }
}
