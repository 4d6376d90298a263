import { useTranslation } from 'react-i18next'
import { isInWishlist, toggleWishlist, useWishlist, type WishlistEntry } from './wishlist-store.ts'

function Heart({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.5 1.1 4.9 2.9C13.4 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  )
}

/**
 * §4 wishlist heart: toggles the entry in the stored list. `pressed` follows the stored list
 * after hydration (the server renders it unpressed).
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
        onClick={() => toggleWishlist(entry)}
        className={`inline-flex items-center gap-2 rounded-full border px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${saved ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'} ${className}`}
      >
        <Heart filled={saved} className="size-5" />
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
      onClick={() => toggleWishlist(entry)}
      className={`inline-flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${saved ? 'text-brand-600' : 'text-stone-600 hover:text-brand-600'} ${className}`}
    >
      <Heart filled={saved} className="size-5" />
    </button>
  )
}
