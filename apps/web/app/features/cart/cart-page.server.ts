import type { CartShop } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { requestLang } from '#app/lib/lang.server.ts'
import { clearCartLines, loadCart, putCartLine } from './cart.server.ts'
import {
  allLines,
  type CartActionResult,
  type CartViewData,
  isSelectable,
  lineKey,
  parseItemKeys,
} from './cart-lines.ts'
import {
  initialSelection,
  parseSelectionChange,
  readSelection,
  selectionCookie,
} from './selection.ts'

/** The cart page's data: the cart, its ticked lines, and whether a pending item failed. */
export async function loadCartPage(request: Request, context: Readonly<RouterContextProvider>) {
  const answer = await loadCart(context, requestLang(request))
  if (!answer.ok) throw data({ message: answer.message }, { status: 502 })
  const url = new URL(request.url)
  // Issue 15: the ticked lines are the saved ones, or what a page without JavaScript asked for
  // (its select-all buttons send the boxes ticked and the change); that choice is saved too.
  const change = parseSelectionChange(url.searchParams.get('select'))
  const selected = initialSelection(
    allLines(answer.cart)
      .filter(isSelectable)
      .map((line) => ({ key: lineKey(line), shop: line.shop_id })),
    readSelection(request.headers.get('cookie')),
    change ? { items: parseItemKeys(url.searchParams.getAll('items')), change } : undefined,
  )
  const view: CartViewData = {
    groups: answer.cart,
    selected,
    pendingFailed: url.searchParams.get('pending') === 'failed',
  }
  return data(
    { cart: view },
    change ? { headers: { 'set-cookie': selectionCookie(selected) } } : undefined,
  )
}

/** A quantity (shop_id, id, quantity) or a removal (remove = the line's product id). */
export async function changeCartLine(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CartActionResult> {
  const form = await request.formData()
  const lang = requestLang(request)
  const remove = form.get('remove')
  const answer =
    remove !== null
      ? await clearCartLines(context, lang, [String(remove)])
      : await putCartLine(context, lang, {
          shop_id: String(form.get('shop_id')) as CartShop,
          id: String(form.get('id') ?? ''),
          quantity: Number(form.get('quantity')),
        })
  return answer.ok ? { ok: true } : { ok: false, message: answer.message }
}
