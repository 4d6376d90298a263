import type { Lang } from '@kaimono/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { formatJpy, formatVnd } from '../../lib/format.ts'
import { jpyToVnd } from '../catalog/price.ts'
import { removeFromWishlist, useWishlist, type WishlistEntry } from './wishlist-store.ts'

/** Where an entry's product lives: own shops, else the other market's detail (with its append). */
export function wishlistHref(entry: WishlistEntry): string {
  if (entry.shop_id === 'ikom' || entry.shop_id === 'awond') {
    return `/products/${entry.shop_id}/${entry.id}`
  }
  const append = entry.append ? `?append=${encodeURIComponent(entry.append)}` : ''
  return `/other-market/${entry.shop_id}/${encodeURIComponent(String(entry.id))}${append}`
}

/** §2 header wishlist dropdown: the saved products, each with a link and a remove button. */
export function WishlistMenu({ rate, lang }: { rate: string; lang: Lang }) {
  const { t } = useTranslation()
  const entries = useWishlist()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const location = useLocation()

  // A followed link closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location.key])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative flex items-center gap-1.5 text-sm font-medium text-stone-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.5 1.1 4.9 2.9C13.4 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        <span className="hidden sm:inline">{t('wishlist.title')}</span>
        <span className="sr-only sm:hidden">{t('wishlist.title')}</span>
        {entries.length > 0 ? (
          <span className="absolute -top-1.5 left-3.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
            {entries.length}
            <span className="sr-only"> {t('wishlist.items')}</span>
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white shadow-xl"
      >
        <p className="border-b border-stone-100 px-4 py-3 text-sm font-semibold text-stone-900">
          {t('wishlist.title')} ({entries.length})
        </p>
        {entries.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-stone-600">{t('wishlist.empty')}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
            {entries.map((entry) => (
              <li
                key={`${entry.shop_id}-${entry.id}`}
                className="flex items-center gap-3 px-4 py-3"
              >
                <img
                  src={entry.image_url}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg border border-stone-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={wishlistHref(entry)}
                    className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700"
                  >
                    {entry.name}
                  </Link>
                  <p className="text-xs text-stone-600">
                    <span className="font-semibold text-brand-700">
                      {formatVnd(jpyToVnd(entry.price, rate), lang)}
                    </span>{' '}
                    · {formatJpy(entry.price)} · {entry.shop_name}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => removeFromWishlist(entry)}
                  aria-label={t('wishlist.removeNamed', { name: entry.name })}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="size-4"
                  >
                    <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6z" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
