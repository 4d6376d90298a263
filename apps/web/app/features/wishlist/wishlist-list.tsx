import { isOwnShop, type Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatJpy } from '#app/lib/format.ts'
import { removeFromWishlist, type WishlistEntry } from './wishlist-store.ts'

/** Where an entry's product lives: own shops, else the other market's detail (with its append). */
export function wishlistHref(entry: WishlistEntry): string {
  if (isOwnShop(entry.shop_id)) {
    return `/products/${entry.shop_id}/${entry.id}`
  }
  const append = entry.append ? `?append=${encodeURIComponent(entry.append)}` : ''
  return `/other-market/${entry.shop_id}/${encodeURIComponent(String(entry.id))}${append}`
}

/** The wishlist menu's panel: the saved products, each with a link and a remove button. */
export function WishlistList({
  entries,
  rate,
  lang,
}: {
  entries: readonly WishlistEntry[]
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  if (entries.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-stone-600">{t('wishlist.empty')}</p>
  }
  return (
    <ul className="divide-y divide-stone-100">
      {entries.map((entry) => (
        <li key={`${entry.shop_id}-${entry.id}`} className="flex items-center gap-3 px-4 py-3">
          <Thumbnail src={entry.image_url} size={48} />
          <div className="min-w-0 flex-1">
            <Link
              to={wishlistHref(entry)}
              className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700"
            >
              {entry.name}
            </Link>
            <p className="text-xs text-stone-600">
              <span className="font-semibold text-brand-700">
                {formatDisplayVnd(entry.price, rate, lang)}
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
            <Icon name="close" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  )
}
