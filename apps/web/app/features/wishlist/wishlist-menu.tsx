import type { Lang } from '@kaimono/contracts'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { HeaderMenu } from '#app/components/layout/header-menu.tsx'
import { useWishlist } from './wishlist-store.ts'

// The list is loaded when the menu is first opened (initial JS budget).
const WishlistList = lazy(() =>
  import('./wishlist-list.tsx').then((module) => ({ default: module.WishlistList })),
)

/** §2 header wishlist dropdown: the saved products, each with a link and a remove button. */
export function WishlistMenu({ rate, lang }: { rate: string; lang: Lang }) {
  const { t } = useTranslation()
  const entries = useWishlist()

  return (
    <HeaderMenu
      label={t('wishlist.title')}
      count={entries.length}
      countLabel={t('wishlist.items')}
      icon={
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
      }
    >
      <WishlistList entries={entries} rate={rate} lang={lang} />
    </HeaderMenu>
  )
}
