import { variantLineKey } from '@kaimono/contracts'
import { redirect } from 'react-router'
import { putCartLine } from '#app/features/cart/cart.server.ts'
import { checkoutHref, lineKey } from '#app/features/cart/cart-lines.ts'
import { secureSite } from '#app/features/cart/pending.server.ts'
import { clearPendingCookie, PENDING_PATH, readPending } from '#app/features/cart/pending.ts'
import { readSelection, selectionCookie, withLine } from '#app/features/cart/selection.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { Route } from './+types/cart-pending'

/**
 * Issue 15: after signing in (or registering), the 'Add to cart' or 'Buy now' a visitor pressed
 * is done: the server checks and prices the product as for any line, the line is ticked in the
 * cart, and the customer lands on the cart (or the checkout of that line for Buy now). The item
 * comes from a cookie that only a form of this site can have set; nothing here trusts a price.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(pageContext).user) {
    throw redirect(`/login?redirect=${encodeURIComponent(PENDING_PATH)}`)
  }
  const cookies = request.headers.get('cookie')
  const item = readPending(cookies)
  const headers = new Headers({ 'set-cookie': clearPendingCookie(secureSite(context, request)) })
  if (!item) throw redirect('/cart', { headers })
  const answer = await putCartLine(context, requestLang(request), {
    shop_id: item.shop_id,
    id: item.id,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
    // Buy now buys the quantity chosen; Add to cart adds it to what is there.
    add: item.intent === 'add-to-cart',
  })
  if (!answer.ok) throw redirect('/cart?pending=failed', { headers })
  const { size, color } = item
  const key = lineKey({
    shop_id: item.shop_id,
    product_id: variantLineKey(item.id, { size, color }),
  })
  headers.append('set-cookie', selectionCookie(withLine(readSelection(cookies), key)))
  throw redirect(item.intent === 'buy-now' ? checkoutHref([key]) : '/cart', { headers })
}
