import type { RouterContextProvider } from 'react-router'
import { loadCart } from '#app/features/cart/cart.server.ts'
import { type HeaderCart, headerCart } from '#app/features/cart/cart-lines.ts'
import { BELL_SIZE, type BellData } from '#app/features/notifications/bell-state.tsx'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'

/** A signed-in customer's own parts of every page: the header's cart dropdown and the bell. */
export type MemberParts = { cart: HeaderCart | null; bell: BellData | null }

/** The parts of the page request's customer; none for a visitor (their page never asks). */
export async function memberParts(
  context: Readonly<RouterContextProvider>,
  lang: string,
): Promise<MemberParts> {
  if (!context.get(pageContext).user) return { cart: null, bell: null }
  const [answer, bell] = await Promise.all([
    loadCart(context, lang),
    api(context, lang).call('GET /api/notifications', { query: { perPage: BELL_SIZE } }),
  ])
  return {
    cart: answer.ok ? headerCart(answer.cart) : null,
    bell: bell.ok ? { items: bell.data.data, unread: bell.data.unread } : null,
  }
}
