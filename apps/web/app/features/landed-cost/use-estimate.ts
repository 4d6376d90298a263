import type { Estimate, EstimateInput, Lang } from '@kaimono/contracts'
import { useEffect, useRef, useState } from 'react'

/** §4: like a cart quantity, a change is priced after 400 ms without another. */
const DEBOUNCE_MS = 400

type Items = EstimateInput['items']

/** What a page's loader priced for nobody in particular stands for no items' key. */
const FOR_NOBODY = 'for nobody'

/**
 * The server's landed cost for these items, asked again when they change (a quantity, a
 * selection). Starts from what the page's loader priced, so nothing is asked on the first render;
 * `initial.forNobody` (a members' shared page, ADR 021) asks once more for the customer's own
 * address, quietly: the figures shown stand, not dimmed, until theirs arrive.
 */
export function useEstimate(
  items: Items,
  initial: { items: Items; estimate: Estimate['data'] | null; forNobody?: boolean },
  lang: Lang,
): { estimate: Estimate['data'] | null; busy: boolean } {
  const key = JSON.stringify(items)
  const initialKey = `${initial.forNobody ? FOR_NOBODY : ''}${JSON.stringify(initial.items)}`
  const [state, setState] = useState({ key: initialKey, estimate: initial.estimate })
  const [busy, setBusy] = useState(false)
  // Another product (the same page, new loader data) starts from its own figures.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the estimate goes with its items
  useEffect(() => setState({ key: initialKey, estimate: initial.estimate }), [initialKey])
  const latest = useRef(key)
  latest.current = key
  useEffect(() => {
    if (key === state.key) {
      setBusy(false)
      return
    }
    const wanted: Items = JSON.parse(key)
    if (wanted.length === 0) {
      setState({ key, estimate: null })
      return
    }
    setBusy(true)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch('/market/checkout/estimate', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': lang,
        },
        body: JSON.stringify({ items: wanted }),
        signal: controller.signal,
      })
        .then(async (response) => {
          const body = response.ok ? ((await response.json()) as Estimate) : null
          if (latest.current === key) setState({ key, estimate: body?.data ?? null })
        })
        .catch(() => {
          // Aborted by a newer change, or offline: the last figures stay, marked busy no more.
          if (latest.current === key) setBusy(false)
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, state.key, lang])
  return {
    estimate: state.estimate,
    busy: busy && key !== state.key && !state.key.startsWith(FOR_NOBODY),
  }
}
