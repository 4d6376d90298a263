import type { Lang, OwnShop, Product } from '@kaimono/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'
import { suggestionsUrl } from './search-shops.ts'

export type Suggestion = Pick<Product, 'id' | 'shop_id' | 'name' | 'image_url' | 'price'>

export type Suggestions = {
  /** The words these suggestions are for. */
  query: string
  /** `empty` is §4's empty flag: nothing found, or the request failed. */
  status: 'idle' | 'loading' | 'ready' | 'empty'
  products: Suggestion[]
}

const IDLE: Suggestions = { query: '', status: 'idle', products: [] }

/** §4/§9: what the browser asks 500 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 500

/**
 * §4 Search suggestions from the own shops, asked by the browser after the typing stops. A newer
 * request cancels an older one, so an old answer never replaces a newer one.
 */
export function useProductSuggestions(lang: Lang) {
  const [suggestions, setSuggestions] = useState<Suggestions>(IDLE)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => () => pending.current?.abort(), [])

  const load = useDebouncedCallback((query: string, shop: OwnShop | 'all' | null) => {
    pending.current?.abort()
    if (!query || !shop) {
      setSuggestions(IDLE)
      return
    }
    const controller = new AbortController()
    pending.current = controller
    setSuggestions((previous) => ({ ...previous, query, status: 'loading' }))
    fetch(suggestionsUrl(shop, query), {
      headers: { accept: 'application/json', 'accept-language': lang },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`)
        const body = (await response.json()) as { data: Suggestion[] }
        const products = body.data.map(({ id, shop_id, name, image_url, price }) => ({
          id,
          shop_id,
          name,
          image_url,
          price,
        }))
        setSuggestions({ query, status: products.length > 0 ? 'ready' : 'empty', products })
      })
      .catch(() => {
        if (!controller.signal.aborted) setSuggestions({ query, status: 'empty', products: [] })
      })
  }, SUGGEST_DEBOUNCE_MS)

  /** Asks for suggestions of these words; none for empty words or a shop that is not ours. */
  const request = useCallback(
    (query: string, shop: OwnShop | 'all' | null) => load(query.trim(), shop),
    [load],
  )

  return { suggestions, request }
}
