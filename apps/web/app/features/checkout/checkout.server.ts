import { MAX_ADDRESSES, type ShipmentMethodId } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { loadCart } from '#app/features/cart/cart.server.ts'
import { chosenGroups, parseItemKeys } from '#app/features/cart/cart-lines.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { type CreateOrdersResult, placedHref, SCRIPTED } from './checkout-result.ts'
import { createOrders, shopOrders } from './create-orders.server.ts'
import type { Pricing } from './pricing.ts'

const methodOf = (value: FormDataEntryValue | null): ShipmentMethodId =>
  value === 'sea' ? 'sea' : 'air'

/**
 * The chosen lines (items=ikom:1,awond:2 from the cart), the customer's addresses, the address
 * and method in the query (at first the default address and air, §4) and the server's quote.
 */
export async function loadCheckout(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url)
  const lang = requestLang(request)
  const client = api(context, lang)
  const [cart, list] = await Promise.all([
    loadCart(context, lang),
    client.call('GET /api/addresses', { query: { perPage: MAX_ADDRESSES } }),
  ])
  if (!cart.ok) throw data({ message: cart.message }, { status: 502 })
  if (!list.ok) throw refused(list.refusal)
  const groups = chosenGroups(cart.cart, parseItemKeys(url.searchParams.getAll('items')))
  const addresses = list.data.data
  const asked = Number(url.searchParams.get('address'))
  // The API lists the default address first.
  const address = addresses.find((saved) => saved.id === asked) ?? addresses[0] ?? null
  const method = methodOf(url.searchParams.get('method'))
  let pricing: Pricing = null
  if (address && groups.length > 0) {
    const quote = await client.call('POST /market/checkout/quote', {
      body: {
        items: groups.flatMap((group) =>
          group.products.map((line) => ({ shop_id: line.shop_id, product_id: line.product_id })),
        ),
        shipment_method_id: method,
        address_id: address.id,
      },
    })
    pricing = quote.ok
      ? { ok: true, price: quote.data.data }
      : { ok: false, message: quote.refusal.message }
  }
  return {
    groups,
    addresses,
    address,
    method,
    pricing,
    // A key per shop order for this page; the page keeps the first one it used for a retry.
    keys: Object.fromEntries(groups.map((group) => [group.shop_id, crypto.randomUUID()])),
  }
}

/** 'Create order': one order per shop, of the lines the form names. */
export async function createOrdersFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<CreateOrdersResult> {
  const lang = requestLang(request)
  const cart = await loadCart(context, lang)
  const keys = parseItemKeys(form.getAll('items').map(String))
  const orders = cart.ok ? shopOrders(cart.cart, keys) : []
  const result: CreateOrdersResult =
    orders.length === 0
      ? { ok: false, message: cart.ok ? '' : cart.message, created: [] }
      : await createOrders(
          context,
          lang,
          {
            orders,
            addressId: Number(form.get('address_id')),
            method: methodOf(form.get('shipment_method_id')),
            note: String(form.get('note') ?? '').trim() || null,
          },
          form,
        )
  // Without JavaScript the browser goes straight to the orders just made (issue 15).
  if (!form.has(SCRIPTED) && result.ok && result.created.length > 0) {
    throw redirect(placedHref(result.created))
  }
  return result
}
