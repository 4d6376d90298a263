import { CART_TAX_PERCENT, type CartGroup, type CartLine } from '@kaimono/contracts'
import { jpyToVnd } from '#app/features/catalog/price.ts'

/** What a change to the cart (quantity, removal) came to. */
export type CartActionResult = { ok: true } | { ok: false; message: string }

/** The cart as the page shows it: its lines, which are ticked, and a failed pending item. */
export type CartViewData = { groups: CartGroup[]; selected: string[]; pendingFailed: boolean }

/** A line named by its shop and product: `ikom:123`, the form /checkout?items= takes. */
export const lineKey = (line: Pick<CartLine, 'shop_id' | 'product_id'>): string =>
  `${line.shop_id}:${line.product_id}`

/**
 * §8: a line whose product has gone reads 'Product not found' and cannot be chosen; neither can
 * a market item its market last said was sold (§4 Sold out).
 */
export const isSelectable = (line: Pick<CartLine, 'id' | 'available'>): boolean =>
  line.id !== null && line.available

/**
 * The keys of `items` (comma-separated, possibly repeated as a form sends them), once each. The
 * shop is before the first ':'; a Rakuten item's id has one of its own (`rakuten:shop:item`).
 */
export function parseItemKeys(values: readonly string[]): string[] {
  const keys = values.flatMap((value) => value.split(',')).map((key) => key.trim())
  return [...new Set(keys.filter((key) => /^[a-z-]+:[^,]+$/.test(key)))]
}

/** The query of the checkout page for these lines. */
export const checkoutHref = (keys: readonly string[]): string =>
  `/checkout?items=${keys.map(encodeURIComponent).join(',')}`

export type SelectionTotal = {
  jpy: number
  taxJpy: number
  totalJpy: number
  vnd: number
  taxVnd: number
  totalVnd: number
}

/**
 * §4/§9: the selection total is price × quantity summed, with 10% tax on the total (a fraction
 * of a yen dropped, as the server's pricing does); dong at the rate in force.
 */
export function selectionTotal(
  lines: readonly Pick<CartLine, 'price' | 'quantity'>[],
  rate: string,
): SelectionTotal {
  const jpy = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const taxJpy = Math.floor((jpy * CART_TAX_PERCENT) / 100)
  const vnd = jpyToVnd(jpy, rate)
  const taxVnd = jpyToVnd(taxJpy, rate)
  return { jpy, taxJpy, totalJpy: jpy + taxJpy, vnd, taxVnd, totalVnd: vnd + taxVnd }
}

/** The lines of these keys that can be bought, by shop (the checkout's orders). */
export function chosenGroups(cart: readonly CartGroup[], keys: readonly string[]): CartGroup[] {
  const wanted = new Set(keys)
  return cart
    .map((group) => ({
      ...group,
      products: group.products.filter((line) => wanted.has(lineKey(line)) && isSelectable(line)),
    }))
    .filter((group) => group.products.length > 0)
}

/** Every line of the cart, shop after shop. */
export const allLines = (cart: readonly CartGroup[]): CartLine[] =>
  cart.flatMap((group) => group.products)

/** §9: the header's cart dropdown lists this many lines, then 'Views more'. */
export const HEADER_CART_LINES = 5

/** What the header's cart dropdown shows: the line count and the first lines. */
export type HeaderCart = {
  count: number
  lines: (Pick<CartLine, 'name' | 'image_url' | 'url' | 'quantity' | 'price' | 'sold_out'> & {
    key: string
    found: boolean
  })[]
}

export function headerCart(cart: readonly CartGroup[]): HeaderCart {
  const lines = allLines(cart)
  return {
    count: lines.length,
    lines: lines.slice(0, HEADER_CART_LINES).map((line) => ({
      key: lineKey(line),
      name: line.name,
      image_url: line.image_url,
      url: line.url,
      quantity: line.quantity,
      price: line.price,
      sold_out: line.sold_out,
      found: line.id !== null && line.available,
    })),
  }
}
