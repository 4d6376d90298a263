import { useTranslation } from 'react-i18next'
import { Form, Link, useRouteLoaderData } from 'react-router'
import { CartIcon } from '../../features/cart/cart-icon.tsx'
import { CartMenu } from '../../features/cart/cart-menu.tsx'
import { ExchangeRate } from '../../features/fx/exchange-rate.tsx'
import { NotificationBell } from '../../features/notifications/notification-bell.tsx'
import { HeaderSearch } from '../../features/search/header-search.tsx'
import { WishlistMenu } from '../../features/wishlist/wishlist-menu.tsx'
import type { loader as rootLoader } from '../../root.tsx'
import type { loader as siteLoader } from '../../routes/layouts/site.tsx'
import { LanguageSelector } from './language-selector.tsx'
import { Logo } from './logo.tsx'

const TOP_LINKS = [
  { to: '/payment-information', key: 'header.paymentInformation' },
  { to: '/newbie', key: 'header.forNewbies' },
  { to: '/blogs', key: 'header.blog' },
] as const

/**
 * §2 header. A signed-in customer's cart is a dropdown (the site layout loads it); a visitor's is
 * a link (to sign in). A signed-in customer also has the notification bell.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const user = root?.user
  const site = useRouteLoaderData<typeof siteLoader>('routes/layouts/site')
  const cart = site?.cart
  const bell = site?.bell
  const cartLink = (
    <Link
      to="/cart"
      className="flex items-center gap-1.5 text-sm font-medium text-stone-700 hover:text-brand-700"
    >
      <CartIcon />
      <span className="hidden sm:inline">{t('header.cart')}</span>
      <span className="sr-only sm:hidden">{t('header.cart')}</span>
    </Link>
  )

  return (
    <header className="border-b border-stone-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('header.skipToContent')}
      </a>
      <div className="bg-stone-100 text-sm">
        {/* Phones: the quick links get a row of their own, the rate and language share the next. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1.5 sm:flex-nowrap">
          <nav
            aria-label={t('header.topLinks')}
            className="w-full min-w-0 overflow-x-auto sm:w-auto"
          >
            <ul className="flex gap-3 whitespace-nowrap text-xs sm:gap-5 sm:text-sm">
              {TOP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-stone-700 hover:text-brand-700">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:shrink-0">
            <ExchangeRate rate={root?.rate ?? '1'} />
            <LanguageSelector />
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Logo />
        <HeaderSearch rate={root?.rate ?? '1'} lang={root?.lang ?? 'vi'} />
        <div className="ml-auto flex items-center gap-3 sm:ml-0 sm:gap-4">
          <WishlistMenu rate={root?.rate ?? '1'} lang={root?.lang ?? 'vi'} />
          {user && cart ? (
            <CartMenu cart={cart} rate={root?.rate ?? '1'} lang={root?.lang ?? 'vi'} />
          ) : (
            cartLink
          )}
          {user && bell ? <NotificationBell initial={bell} /> : null}
          {user ? (
            <div className="flex items-center gap-2 whitespace-nowrap text-sm">
              <Link
                to="/customer/user-info"
                className="max-w-36 truncate font-medium text-stone-800 hover:text-brand-700"
              >
                {user.name}
              </Link>
              <span aria-hidden="true" className="text-stone-300">
                |
              </span>
              <Form method="post" action="/logout">
                <button type="submit" className="font-medium text-stone-800 hover:text-brand-700">
                  {t('account.logout')}
                </button>
              </Form>
            </div>
          ) : (
            <div className="flex items-center gap-2 whitespace-nowrap text-sm">
              <Link to="/login" className="font-medium text-stone-800 hover:text-brand-700">
                {t('header.signIn')}
              </Link>
              <span aria-hidden="true" className="text-stone-300">
                |
              </span>
              <Link to="/register" className="font-medium text-stone-800 hover:text-brand-700">
                {t('header.register')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
