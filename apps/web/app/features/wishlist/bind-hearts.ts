import {
  isInWishlist,
  readWishlist,
  subscribeWishlist,
  toggleWishlist,
  type WishlistEntry,
} from './wishlist-store.ts'

const HEART = 'button[data-wishlist]'

/**
 * Works the wishlist hearts (`WishlistToggle`) inside server HTML that React does not run: a
 * click toggles the entry `entryOf` finds for the heart's `data-wishlist`, and every heart's
 * `aria-pressed` (which its look follows) tracks the stored list, here and in other tabs.
 * Returns the cleanup.
 */
export function bindWishlistHearts(
  root: HTMLElement,
  entryOf: (key: string) => WishlistEntry | undefined,
): () => void {
  const sync = () => {
    const entries = readWishlist()
    for (const heart of root.querySelectorAll<HTMLElement>(HEART)) {
      const [shop_id = '', id = ''] = (heart.dataset.wishlist ?? '').split(':')
      heart.setAttribute('aria-pressed', String(isInWishlist(entries, { shop_id, id })))
    }
  }
  const onClick = (event: MouseEvent) => {
    const heart = (event.target as Element | null)?.closest?.<HTMLElement>(HEART)
    if (!heart || !root.contains(heart)) return
    const entry = entryOf(heart.dataset.wishlist ?? '')
    if (!entry) return
    event.preventDefault()
    toggleWishlist(entry)
  }
  root.addEventListener('click', onClick)
  const unsubscribe = subscribeWishlist(sync)
  sync()
  return () => {
    root.removeEventListener('click', onClick)
    unsubscribe()
  }
}
