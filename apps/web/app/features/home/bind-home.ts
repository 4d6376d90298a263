import type { Lang } from '@kaimono/contracts'
import type { NavigateFunction } from 'react-router'
import { ownShopWishlistEntry } from '#app/features/catalog/shops.ts'
import { bindWishlistHearts } from '#app/features/wishlist/bind-hearts.ts'
import { bindLinks } from '#app/lib/bind-links.ts'
import { cardsByWishlistKey, type HomeConfigData, type HomeRowsData } from './cards.ts'

/**
 * Makes the home page's server HTML work without React building it again: its links navigate
 * and its wishlist hearts toggle, through two delegated listeners. Returns their removal.
 */
export function bindHome(
  element: HTMLElement,
  { config, rows }: { config: HomeConfigData | null; rows: HomeRowsData | null },
  navigate: NavigateFunction,
  lang: Lang,
) {
  const cards = cardsByWishlistKey(config, rows)
  const unbindHearts = bindWishlistHearts(element, (key) => {
    const product = cards.get(key)
    return product && ownShopWishlistEntry(product, lang)
  })
  const unbindLinks = bindLinks(element, navigate)
  return () => {
    unbindHearts()
    unbindLinks()
  }
}
