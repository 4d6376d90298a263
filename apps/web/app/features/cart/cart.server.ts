import type { Cart, CartGroup, CartLineInput } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'

type Context = Readonly<RouterContextProvider>
type Refusal = { message?: string; errors?: Record<string, string[]> } | null

/** What a cart call came to: the cart as it is now, or the server's message. */
export type CartAnswer =
  | { ok: true; cart: CartGroup[] }
  | { ok: false; message: string; errors?: Record<string, string[]> }

// One GET of the cart per page request: the site layout (header) and the cart or checkout
// screen share it. A request's context lives as long as the request.
const loaded = new WeakMap<Context, Promise<CartAnswer>>()

function answerOf(result: { ok: boolean; data: unknown }): CartAnswer {
  if (result.ok) return { ok: true, cart: (result.data as Cart).data }
  const refusal = result.data as Refusal
  return {
    ok: false,
    message: refusal?.message ?? '',
    ...(refusal?.errors && { errors: refusal.errors }),
  }
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
      .get<Cart>(`/market/cart/${customer(context)}`)
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
  const path = `/market/cart/${customer(context)}`
  return remember(context, answerOf(await api(context, lang).put<Cart>(path, line)))
}

/** §7 POST /market/cart/clear-cart/{userId}. */
export async function clearCartLines(
  context: Context,
  lang: string,
  productIds: string[],
): Promise<CartAnswer> {
  const path = `/market/cart/clear-cart/${customer(context)}`
  return remember(
    context,
    answerOf(await api(context, lang).post<Cart>(path, { product_ids: productIds })),
  )
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
