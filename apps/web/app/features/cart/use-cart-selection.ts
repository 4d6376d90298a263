import type { CartGroup } from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useFetchers } from 'react-router'
import { allLines, isSelectable, lineKey, selectionTotal } from './cart-lines.ts'
import { pendingChanges } from './pending-changes.ts'
import { selectionCookie, tickState } from './selection.ts'

/**
 * The cart page's selection: the ticked lines, the quantities as typed or being saved, the
 * selection's total, and whether it can go to checkout.
 */
export function useCartSelection(cart: CartGroup[], initial: string[], rate: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial))
  const [typed, setTyped] = useState<Readonly<Record<string, number>>>({})
  // Until hydration the browser's own checkboxes and form do the work (no JavaScript).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // Issue 15: the choice is kept for the next visit (and ticks what the product page adds).
  useEffect(() => {
    if (!hydrated) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
    document.cookie = selectionCookie([...selected])
  }, [hydrated, selected])

  // What is on its way to the server shows at once (§4: the cart reloads after it).
  const { sending, removing } = pendingChanges(allLines(cart).map(lineKey), useFetchers())
  const quantityOf = (key: string, saved: number) => typed[key] ?? sending.get(key) ?? saved
  const isTickable = (line: CartGroup['products'][number]) =>
    isSelectable(line) && !removing.has(lineKey(line))
  const selectable = allLines(cart).filter(isTickable)
  const chosen = selectable.filter((line) => selected.has(lineKey(line)))
  const total = selectionTotal(
    chosen.map((line) => ({
      price: line.price,
      quantity: quantityOf(lineKey(line), line.quantity),
    })),
    rate,
  )
  // A checkout must see the quantities the customer chose, so it waits for them to be saved.
  const busy = Object.keys(typed).length > 0 || sending.size > 0 || removing.size > 0
  const canCheckout = !hydrated || (chosen.length > 0 && !busy)

  const select = (keys: string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was)
      for (const key of keys) {
        if (on) next.add(key)
        else next.delete(key)
      }
      return next
    })
  const toggleAll = (keys: string[]) => select(keys, tickState(keys, selected) !== true)
  const type = (key: string, quantity: number | null) =>
    setTyped(({ [key]: _, ...rest }) => (quantity === null ? rest : { ...rest, [key]: quantity }))

  return {
    selected,
    isTickable,
    selectable,
    chosen,
    total,
    quantityOf,
    canCheckout,
    select,
    toggleAll,
    type,
  }
}

export type CartSelection = ReturnType<typeof useCartSelection>
