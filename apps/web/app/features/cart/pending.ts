// Issue 15: an 'Add to cart' or 'Buy now' of a visitor waits in a cookie while they sign in or
// register, and is done after (/cart/pending). The cookie says which product, how many and which
// button; the server checks and prices the product again when it adds it, as for any line.

import {
  type CartShop,
  isOwnShop,
  MAX_LINE_QUANTITY,
  parseVariantLineKey,
  type VariantChoice,
  variantLineKey,
} from '@kaimono/contracts'

export const PENDING_COOKIE = 'kaimono_pending_item'
/** Long enough to register and confirm the email in the same browser. */
const ONE_DAY = 24 * 60 * 60

/** Where the sign-in sends the visitor back to: the route that adds the waiting item. */
export const PENDING_PATH = '/cart/pending'

export type PendingItem = {
  intent: 'add-to-cart' | 'buy-now'
  shop_id: CartShop
  id: string
  quantity: number
} & VariantChoice

// The size and colour, if any, follow as the line key's tail (`~size=M~color=black`), each value
// URI-encoded so that no cookie separator gets in.
const FORMAT = /^(add-to-cart|buy-now)\.([a-z]+)\.(\d{1,9})\.(\d{1,2})((?:~[a-z]+=[^~;,\s]+)*)$/

const encodedChoice = ({ size, color }: VariantChoice): VariantChoice => ({
  ...(size !== undefined && { size: encodeURIComponent(size) }),
  ...(color !== undefined && { color: encodeURIComponent(color) }),
})

export function pendingCookie(item: PendingItem, secure: boolean): string {
  const tail = variantLineKey('', encodedChoice(item))
  const value = `${item.intent}.${item.shop_id}.${item.id}.${item.quantity}${tail}`
  return `${PENDING_COOKIE}=${value}; Path=/; Max-Age=${ONE_DAY}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const clearPendingCookie = (secure: boolean): string =>
  `${PENDING_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

/** The waiting item, if the cookie holds one this site could have written. */
export function readPending(cookieHeader: string | null | undefined): PendingItem | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== PENDING_COOKIE) continue
    const value = rest.join('=')
    const match = FORMAT.exec(value ?? '')
    if (!match) return null
    const [, intent, shop, id, quantity, tail] = match
    const count = Number(quantity)
    if (!shop || !isOwnShop(shop) || count < 1 || count > MAX_LINE_QUANTITY) return null
    const parsed = parseVariantLineKey(`${id}${tail ?? ''}`)
    if (!parsed) return null
    const choice: VariantChoice = {}
    try {
      for (const [field, value] of Object.entries(parsed.choice)) {
        choice[field as keyof VariantChoice] = decodeURIComponent(value)
      }
    } catch {
      return null
    }
    return {
      intent: intent as PendingItem['intent'],
      shop_id: shop,
      id: id as string,
      quantity: count,
      ...choice,
    }
  }
  return null
}
