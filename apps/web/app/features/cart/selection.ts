// Issue 15: which cart lines are ticked. The choice lives in a cookie, so that the server renders
// the cart with it (no flash, and the same without JavaScript), a reload keeps it, and the
// product page can tick what it has just added. It holds line keys (`ikom:123`), nothing else:
// what is bought is decided by the server from the cart when the order is made.

/** The cookie of the cart's selection. Not HttpOnly: the cart page writes it as boxes change. */
export const SELECTION_COOKIE = 'kaimono_cart_selection'
const THIRTY_DAYS = 30 * 24 * 60 * 60
/** A cookie stays far below the 4 kB browsers keep: the newest keys win. */
const MAX_COOKIE_CHARS = 3000

const KEY = /^[a-z-]+:[^:,]{1,100}$/

/**
 * The saved selection, or null when the browser has none (a first visit, or a new device: the
 * cart then starts with every line ticked).
 */
export function readSelection(cookieHeader: string | null | undefined): string[] | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== SELECTION_COOKIE) continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      return []
    }
    return [...new Set(value.split(',').filter((key) => KEY.test(key)))]
  }
  return null
}

/** The keys a cookie can hold: the last ones kept when there are too many. */
function fitting(keys: readonly string[]): string[] {
  const kept: string[] = []
  let length = 0
  for (const key of [...keys].reverse()) {
    if (!KEY.test(key) || kept.includes(key)) continue
    length += encodeURIComponent(key).length + 3
    if (length > MAX_COOKIE_CHARS) break
    kept.unshift(key)
  }
  return kept
}

/** The cookie string (for Set-Cookie or document.cookie) that saves this selection. */
export function selectionCookie(keys: readonly string[]): string {
  const value = encodeURIComponent(fitting(keys).join(','))
  return `${SELECTION_COOKIE}=${value}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax`
}

/** The selection after a product was just put in the cart: that line is ticked too. */
export function withLine(saved: readonly string[] | null, key: string): string[] {
  return [...(saved ?? []).filter((other) => other !== key), key]
}

/**
 * A change of the selection a page without JavaScript asks for (?select=all|none|shop:<id>),
 * from the boxes that were ticked when it was asked (?items=…).
 */
export type SelectionChange = 'all' | 'none' | { shop: string }

export function parseSelectionChange(value: string | null): SelectionChange | null {
  if (value === 'all' || value === 'none') return value
  const shop = /^shop:([a-z-]+)$/.exec(value ?? '')?.[1]
  return shop ? { shop } : null
}

type Line = { key: string; shop: string }

/**
 * The lines ticked when the cart is shown: the saved selection (every line when there is none),
 * or the ticked boxes with the change a page without JavaScript asked for. Only lines that can be
 * bought are ever ticked.
 */
export function initialSelection(
  selectable: readonly Line[],
  saved: readonly string[] | null,
  asked?: { items: readonly string[]; change: SelectionChange },
): string[] {
  const keys = selectable.map((line) => line.key)
  let chosen: Set<string>
  if (!asked) chosen = new Set(saved ?? keys)
  else if (asked.change === 'all') chosen = new Set(keys)
  else if (asked.change === 'none') chosen = new Set()
  else {
    chosen = new Set(asked.items)
    const { shop } = asked.change
    const ofShop = selectable.filter((line) => line.shop === shop).map((line) => line.key)
    const all = ofShop.every((key) => chosen.has(key))
    for (const key of ofShop) {
      if (all) chosen.delete(key)
      else chosen.add(key)
    }
  }
  return keys.filter((key) => chosen.has(key))
}

/** What a box that ticks several lines shows: all of them, none, or some (mixed). */
export function tickState(keys: readonly string[], chosen: ReadonlySet<string>): boolean | 'mixed' {
  const count = keys.filter((key) => chosen.has(key)).length
  if (count === 0 || keys.length === 0) return false
  return count === keys.length ? true : 'mixed'
}
