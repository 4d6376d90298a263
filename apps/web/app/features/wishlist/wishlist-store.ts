import { useSyncExternalStore } from 'react'

/** §3 Wishlist entry; `append` carries the market's extra query (null for the own shops). */
export type WishlistEntry = {
  id: number | string
  name: string
  price: number
  init_price: number
  shop_id: string
  shop_name: string
  image_url: string
  append: string | null
}

/** §9: the wishlist lives in localStorage under this key. */
export const WISHLIST_KEY = 'wishlist'

type Listener = () => void
const listeners = new Set<Listener>()
const EMPTY: readonly WishlistEntry[] = Object.freeze([])
let cache: { raw: string | null; entries: readonly WishlistEntry[] } | undefined

function isEntry(value: unknown): value is WishlistEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    (typeof entry.id === 'number' || typeof entry.id === 'string') &&
    typeof entry.name === 'string' &&
    typeof entry.shop_id === 'string'
  )
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** Reads the stored list; a damaged value reads as empty rather than breaking the page. */
export function readWishlist(): readonly WishlistEntry[] {
  const raw = storage()?.getItem(WISHLIST_KEY) ?? null
  if (cache && cache.raw === raw) return cache.entries
  let entries: readonly WishlistEntry[] = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry)
  } catch {
    entries = EMPTY
  }
  cache = { raw, entries }
  return entries
}

function write(entries: readonly WishlistEntry[]): void {
  storage()?.setItem(WISHLIST_KEY, JSON.stringify(entries))
  for (const listener of listeners) listener()
}

/** How a heart in server HTML names its entry (`data-wishlist`). */
export const wishlistKey = (entry: Pick<WishlistEntry, 'id' | 'shop_id'>) =>
  `${entry.shop_id}:${entry.id}`

const sameEntry = (a: Pick<WishlistEntry, 'id' | 'shop_id'>, b: typeof a) =>
  String(a.id) === String(b.id) && a.shop_id === b.shop_id

export function isInWishlist(
  entries: readonly WishlistEntry[],
  key: Pick<WishlistEntry, 'id' | 'shop_id'>,
): boolean {
  return entries.some((entry) => sameEntry(entry, key))
}

/** §4: the heart adds the entry when absent and removes it when present. */
export function toggleWishlist(entry: WishlistEntry): boolean {
  const entries = readWishlist()
  const present = isInWishlist(entries, entry)
  write(present ? entries.filter((e) => !sameEntry(e, entry)) : [entry, ...entries])
  return !present
}

export function removeFromWishlist(key: Pick<WishlistEntry, 'id' | 'shop_id'>): void {
  write(readWishlist().filter((e) => !sameEntry(e, key)))
}

/** Calls `listener` whenever the stored list changes, here or in another tab. */
export function subscribeWishlist(listener: Listener): () => void {
  listeners.add(listener)
  // Another tab changing the list shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The list as components see it. The server and the hydrating render see an empty list (the
 * server has no localStorage), then React re-renders with the stored one: no mismatch.
 */
export function useWishlist(): readonly WishlistEntry[] {
  return useSyncExternalStore(subscribeWishlist, readWishlist, () => EMPTY)
}
