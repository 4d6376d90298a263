import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { CartIcon } from '#app/features/cart/cart-icon.tsx'
import { BellIcon, NotificationBell } from '#app/features/notifications/notification-bell.tsx'

/**
 * Pages with a bar of their own along the bottom (the cart's and checkout's totals), where the
 * tab bar would stack on it. On the product page the page's bar sits above the tab bar instead
 * (`bottom: var(--bottom-bar-h)`, app.css).
 */
const OWN_BOTTOM_BAR = /^\/(cart|checkout)(\/|$)/

export function showsTabBar(pathname: string): boolean {
  return !OWN_BOTTOM_BAR.test(pathname)
}

/** Where a tab leads a visitor: to sign in, and on to the tab's page afterwards. */
export function signInFirst(to: string): string {
  return `/login?redirect=${encodeURIComponent(to)}`
}

/**
 * Phones (below 768 px): the bottom tab bar — home, search, cart (with its count),
 * notifications and account. A visitor's cart, notifications and account tabs sign in first.
 * Plain links, so it works before (and without) JavaScript; the notifications tab of a
 * signed-in customer opens the shared notification sheet.
 */
export function BottomTabBar() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { user, cart, member } = useVisitor()
  if (!showsTabBar(pathname)) return null

  const count = cart?.count ?? 0
  return (
    <nav
      aria-label={t('tabBar.label')}
      data-bar="tabs"
      className="fixed inset-x-0 bottom-0 z-40 h-(--bottom-bar-h) border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-full grid-cols-5">
        <li>
          <Tab to="/" label={t('tabBar.home')} current={pathname === '/'} icon={<HomeIcon />} />
        </li>
        <li>
          <Tab
            // Without a script, both own shops' listing: a search with no words yet.
            to="/products/all"
            label={t('tabBar.search')}
            current={false}
            icon={<SearchIcon />}
            onClick={(event) => {
              // The header's search box is always on screen (sticky): type there at once.
              const input = document.querySelector<HTMLInputElement>('header input[type=search]')
              if (!input) return
              event.preventDefault()
              input.focus()
            }}
          />
        </li>
        <li>
          <Tab
            to={member ? '/cart' : signInFirst('/cart')}
            label={t('header.cart')}
            current={false}
            icon={
              <span className="relative">
                <CartIcon />
                {count > 0 ? (
                  <span className="absolute -top-1.5 left-3.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
                    {count}
                    <span className="sr-only"> {t('cart.lines')}</span>
                  </span>
                ) : null}
              </span>
            }
          />
        </li>
        <li>
          {user ? (
            <NotificationBell variant="tab" />
          ) : (
            <Tab
              to={signInFirst('/customer/orders')}
              label={t('notifications.title')}
              current={false}
              icon={<BellIcon />}
            />
          )}
        </li>
        <li>
          <Tab
            to={member ? '/customer/user-info' : signInFirst('/customer/user-info')}
            label={t('tabBar.account')}
            current={pathname.startsWith('/customer')}
            icon={<PersonIcon />}
          />
        </li>
      </ul>
    </nav>
  )
}

function Tab(props: {
  to: string
  label: string
  current: boolean
  icon: ReactNode
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <Link
      to={props.to}
      onClick={props.onClick}
      aria-current={props.current ? 'page' : undefined}
      className={`flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
        props.current ? 'text-brand-700' : 'text-stone-600 hover:text-brand-700'
      }`}
    >
      {/* The label first: the link's name is 'Cart 2 products in the cart'. */}
      <span className="order-last">{props.label}</span>
      {props.icon}
    </Link>
  )
}

function TabIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

function HomeIcon() {
  return (
    <TabIcon>
      <path d="M3.5 10.5 12 4l8.5 6.5V19a1 1 0 0 1-1 1h-4.8v-5.5H9.3V20H4.5a1 1 0 0 1-1-1z" />
    </TabIcon>
  )
}

function SearchIcon() {
  return (
    <TabIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </TabIcon>
  )
}

function PersonIcon() {
  return (
    <TabIcon>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </TabIcon>
  )
}
