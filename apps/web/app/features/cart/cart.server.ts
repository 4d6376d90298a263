import type { ApiResult, CartGroup, CartLineInput } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'

type Context = Readonly<RouterContextProvider>

/** What a cart call came to: the cart as it is now, or the server's message. */
export type CartAnswer =
  | { ok: true; cart: CartGroup[] }
  | { ok: false; message: string; errors?: Partial<Record<string, string[]>> }

// One GET of the cart per page request: the site layout (header) and the cart or checkout
// screen share it. A request's context lives as long as the request.
const loaded = new WeakMap<Context, Promise<CartAnswer>>()

type CartCall =
  | 'GET /market/cart/{userId}'
  | 'PUT /market/cart/{userId}'
  | 'POST /market/cart/clear-cart/{userId}'

function answerOf(result: ApiResult<CartCall>): CartAnswer {
  if (result.ok) return { ok: true, cart: result.data.data }
  const { message, errors } = result.refusal
  return { ok: false, message, ...(errors && { errors }) }
}

function customer(context: Context): number {
  const { user } = context.get(pageContext)
  if (!user) throw new Error('the cart needs a signed-in customer')
  return user.id
}

/** §7 GET /market/cart/{userId} for this page request (the signed-in customer's). */
export function loadCart(context: Context, lang: string): Promise<CartAnswer> {
  let cart = loaded.get(context)
  if (!cart) {
    cart = api(context, lang)
      .call('GET /market/cart/{userId}', { params: { userId: customer(context) } })
      .then(answerOf)
    loaded.set(context, cart)
  }
  return cart
}

/**
 * §7 PUT /market/cart/{userId}: `add` adds to the line's quantity (the product page), otherwise
 * the quantity is set (the cart's stepper). Loaders after it in this request read the new cart.
 */
export async function putCartLine(
  context: Context,
  lang: string,
  line: CartLineInput,
): Promise<CartAnswer> {
  const params = { userId: customer(context) }
  const result = await api(context, lang).call('PUT /market/cart/{userId}', { params, body: line })
  return remember(context, answerOf(result))
}

/** §7 POST /market/cart/clear-cart/{userId}. */
export async function clearCartLines(
  context: Context,
  lang: string,
  productIds: string[],
): Promise<CartAnswer> {
  const result = await api(context, lang).call('POST /market/cart/clear-cart/{userId}', {
    params: { userId: customer(context) },
    body: { product_ids: productIds },
  })
  return remember(context, answerOf(result))
}

// A change answers with the whole cart; loaders after the action in the same request (a form
// posted without JavaScript) show it without asking again.
function remember(context: Context, answer: CartAnswer): CartAnswer {
  if (answer.ok) loaded.set(context, Promise.resolve(answer))
  else loaded.delete(context)
  return answer
}

/** Forgets this request's cart after a change made elsewhere (an order took its lines). */
export function forgetCart(context: Context): void {
  loaded.delete(context)
}
