import {
  type CartShop,
  VARIANT_FIELDS,
  type VariantChoice,
  variantLineKey,
} from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { toQuantity } from '#app/features/catalog/quantity-stepper.tsx'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { CartAddResult, CartIntent } from './add-to-cart.ts'
import { putCartLine } from './cart.server.ts'
import { checkoutHref, lineKey } from './cart-lines.ts'
import { secureSite } from './pending.server.ts'
import { PENDING_PATH, pendingCookie } from './pending.ts'
import { readSelection, selectionCookie, withLine } from './selection.ts'

/** Issue 15: the size and colour picked in the form, as the cart's PUT takes them. */
function variantChoice(form: FormData): VariantChoice {
  const choice: VariantChoice = {}
  for (const field of VARIANT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string' && value) choice[field] = value
  }
  return choice
}

/** A product page's Add to cart or Buy now (`intent`), with its quantity, size and colour. */
export async function addToCart(
  request: Request,
  context: Readonly<RouterContextProvider>,
  product: { shop_id: CartShop; id: string },
  form: FormData,
  intent: CartIntent,
) {
  const item = {
    ...product,
    quantity: toQuantity(String(form.get('quantity') ?? '1')),
    ...variantChoice(form),
  }
  // §6: adding to the cart needs a sign-in. Issue 15: the item waits in a cookie and is added
  // (or bought) right after the sign-in or registration.
  if (!context.get(pageContext).user) {
    throw redirect(`/login?redirect=${encodeURIComponent(PENDING_PATH)}`, {
      headers: {
        'set-cookie': pendingCookie({ ...item, intent }, secureSite(context, request)),
      },
    })
  }
  // Issue 15: Buy now buys the quantity chosen here (the product's line is set to it), on a
  // checkout of that line alone; Add to cart adds to the line. Either way the line is ticked.
  const answer = await putCartLine(context, requestLang(request), {
    ...item,
    add: intent === 'add-to-cart',
  })
  const { size, color } = item
  const key = lineKey({
    shop_id: item.shop_id,
    product_id: variantLineKey(item.id, { size, color }),
  })
  const headers = answer.ok
    ? {
        'set-cookie': selectionCookie(withLine(readSelection(request.headers.get('cookie')), key)),
      }
    : undefined
  if (answer.ok && intent === 'buy-now') throw redirect(checkoutHref([key]), { headers })
  return data<CartAddResult>(
    answer.ok ? { added: true } : { added: false, errors: answer.errors },
    { headers },
  )
}
