import { useTranslation } from 'react-i18next'
import {
  isInWishlist,
  toggleWishlist,
  useWishlist,
  type WishlistEntry,
  wishlistKey,
} from './wishlist-store.ts'

/** Filled while its button is pressed: the look follows `aria-pressed`, set by React or not. */
function Heart({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`fill-none group-aria-pressed/heart:fill-current ${className}`}
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.5 1.1 4.9 2.9C13.4 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  )
}

/**
 * §4 wishlist heart: toggles the entry in the stored list. `pressed` follows the stored list
 * after hydration (the server renders it unpressed). Its look follows `aria-pressed` alone and
 * `data-wishlist` names the entry, so a heart in HTML that React does not run (a home row kept
 * from the server) can be worked by a delegated listener (`bindWishlistHearts`).
 */
export function WishlistToggle({
  entry,
  variant = 'icon',
  className = '',
}: {
  entry: WishlistEntry
  variant?: 'icon' | 'labelled'
  className?: string
}) {
  const { t } = useTranslation()
  const saved = isInWishlist(useWishlist(), entry)
  if (variant === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        data-wishlist={wishlistKey(entry)}
        onClick={() => toggleWishlist(entry)}
        className={`group/heart inline-flex items-center gap-2 rounded-full border px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 border-stone-300 bg-white text-stone-800 not-aria-pressed:hover:bg-stone-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 ${className}`}
      >
        <Heart className="size-5" />
        {t('wishlist.save')}
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlist.toggleNamed', { name: entry.name })}
      title={t('wishlist.save')}
      data-wishlist={wishlistKey(entry)}
      onClick={() => toggleWishlist(entry)}
      className={`group/heart inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-600 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-white hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:text-brand-600 ${className}`}
    >
      <Heart className="size-5" />
    </button>
  )
}
