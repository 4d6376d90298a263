import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { CartIcon } from '#app/features/cart/cart-icon.tsx'
import { CartMenu } from '#app/features/cart/cart-menu.tsx'
import { ExchangeRate } from '#app/features/fx/exchange-rate.tsx'
import { MarketMenu } from '#app/features/markets/market-menu.tsx'
import { NotificationBell } from '#app/features/notifications/notification-bell.tsx'
import { HeaderSearch } from '#app/features/search/header-search.tsx'
import { WishlistMenu } from '#app/features/wishlist/wishlist-menu.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'
import { LanguageSelector } from './language-selector.tsx'
import { Logo } from './logo.tsx'

const TOP_LINKS = [
  { to: '/payment-information', key: 'header.paymentInformation' },
  { to: '/newbie', key: 'header.forNewbies' },
  { to: '/blogs', key: 'header.blog' },
] as const

/**
 * §2 header. A signed-in customer's cart is a dropdown (the site layout loads it); a visitor's is
 * a link (to sign in). A signed-in customer also has the notification bell (on phones it is in
 * the bottom tab bar).
 *
 * Below 768 px the header is sticky and compact: the quick-links strip (a fixed 3.5 rem, which
 * the sticky offset hides) scrolls away, the logo, wishlist and cart stay in one row and the
 * search keeps a row of its own. Below 1024 px the search has its own row too, so that it keeps
 * a usable width beside a signed-in customer's name.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const root = useRootData()
  const { user, cart, member } = useVisitor()
  const cartLink = (
    <Link
      to="/cart"
      title={t('header.cart')}
      className="flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-brand-700"
    >
      <CartIcon />
      <span className="sr-only">{t('header.cart')}</span>
    </Link>
  )

  return (
    <header
      data-bar="header"
      className="sticky top-[-3.5rem] z-40 border-b border-stone-200 bg-white md:static"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('header.skipToContent')}
      </a>
      <div className="bg-stone-100 text-sm">
        {/* Phones: the quick links get a row of their own, the rate and language share the next;
            both rows have a fixed height, which the header's sticky offset matches. */}
        <div className="mx-auto flex h-14 max-w-6xl flex-wrap content-center items-center justify-between gap-x-3 overflow-hidden px-4 md:h-auto md:flex-nowrap md:py-1.5">
          <nav
            aria-label={t('header.topLinks')}
            className="flex h-7 w-full min-w-0 items-center overflow-x-auto md:h-auto md:w-auto"
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
          <div className="flex h-7 w-full items-center justify-between gap-3 md:h-auto md:w-auto md:shrink-0">
            <ExchangeRate rate={root.rate} />
            <LanguageSelector />
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 lg:flex-nowrap lg:gap-x-6 lg:py-3">
        <Logo compact={!member} />
        <HeaderSearch rate={root.rate} lang={root.lang} />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 lg:ml-0">
          <WishlistMenu rate={root.rate} lang={root.lang} />
          {user && cart ? <CartMenu cart={cart} rate={root.rate} lang={root.lang} /> : cartLink}
          {user ? <NotificationBell className="max-md:hidden" /> : null}
          {member ? (
            // Phones: the account tab of the bottom bar leads to the customer area (and Log out).
            // On a members' shared page (ADR 021) their name comes after hydration: until then,
            // and without JavaScript, the link reads 'Account'.
            <div className="ml-2 flex items-center gap-2 whitespace-nowrap text-sm max-md:hidden">
              <Link
                to="/customer/user-info"
                className="max-w-28 truncate font-medium text-stone-800 hover:text-brand-700 xl:max-w-36"
              >
                {user?.name ?? t('tabBar.account')}
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
            <div className="ml-1 flex items-center gap-2 whitespace-nowrap text-sm">
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
      <MarketMenu lang={root.lang} />
    </header>
  )
}
