import { apiPath, isOwnShop, type Lang } from '@kaimono/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { productHref } from '#app/features/catalog/shops.ts'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'
import { type SearchShop, suggestionsUrl } from './search-shops.ts'

/** A product of ours or a market's item, with its page. */
export type Suggestion = {
  id: number | string
  shop_id: string
  name: string
  image_url: string
  price: number
  href: string
}

export type Suggestions = {
  /** The words these suggestions are for. */
  query: string
  /** `empty` is §4's empty flag: nothing found, or the request failed. */
  status: 'idle' | 'loading' | 'ready' | 'empty'
  products: Suggestion[]
}

const IDLE: Suggestions = { query: '', status: 'idle', products: [] }

/** Issue 19 (§4/§9 said 500 ms): what the browser asks 300 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300
/** At most this many suggestions: our own shops' first, then the markets'. */
export const SUGGESTIONS_SHOWN = 8

/**
 * §4 Search suggestions, asked by the browser after the typing stops: from our own shops (All, or
 * one of them) and from the markets (All, or one of them; words in Vietnamese or English put into
 * Japanese by the server), our own first. A newer request cancels an older one, so an old answer
 * never replaces a newer one; a source that fails suggests nothing.
 */
export function useProductSuggestions(lang: Lang) {
  const [suggestions, setSuggestions] = useState<Suggestions>(IDLE)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => () => pending.current?.abort(), [])

  const load = useDebouncedCallback((query: string, shop: SearchShop | null) => {
    pending.current?.abort()
    if (!query || !shop) {
      setSuggestions(IDLE)
      return
    }
    const controller = new AbortController()
    pending.current = controller
    setSuggestions((previous) => ({ ...previous, query, status: 'loading' }))
    const get = (asked: boolean, url: string): Promise<Suggestion[]> =>
      asked
        ? fetch(url, {
            headers: { accept: 'application/json', 'accept-language': lang },
            signal: controller.signal,
          })
            .then(async (response) => (response.ok ? (await response.json()).data : []))
            .catch(() => [])
        : Promise.resolve([])
    const all = shop === 'all'
    Promise.all([
      get(all || isOwnShop(shop), suggestionsUrl(shop, query)),
      // Every shop of the selector but ours and Ecoring (none) is a market.
      get(!isOwnShop(shop), apiPath('GET /market/v3/suggest', { query: { query, shop } })),
    ]).then(([own, markets]) => {
      if (controller.signal.aborted) return
      const products = [
        ...own.map((p) => ({ ...p, href: productHref(p as Parameters<typeof productHref>[0]) })),
        ...markets,
      ].slice(0, SUGGESTIONS_SHOWN)
      setSuggestions({ query, status: products.length > 0 ? 'ready' : 'empty', products })
    })
  }, SUGGEST_DEBOUNCE_MS)

  /** Asks for suggestions of these words; none for empty words or a shop without any. */
  const request = useCallback(
    (query: string, shop: SearchShop | null) => load(query.trim(), shop),
    [load],
  )

  return { suggestions, request }
}
