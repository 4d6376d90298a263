import type { Lang } from '@kaimono/contracts'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { HeaderMenu } from '#app/components/layout/header-menu.tsx'
import { CartIcon } from './cart-icon.tsx'
import type { HeaderCart } from './cart-lines.ts'

// Signed-in customers only, and loaded when the menu is first opened (initial JS budget).
const CartMenuLines = lazy(() =>
  import('./cart-menu-lines.tsx').then((module) => ({ default: module.CartMenuLines })),
)

/** §2 header cart dropdown: the line count, the first 5 lines, then 'Views more' to /cart. */
export function CartMenu({ cart, rate, lang }: { cart: HeaderCart; rate: string; lang: Lang }) {
  const { t } = useTranslation()
  return (
    <HeaderMenu
      label={t('header.cart')}
      count={cart.count}
      countLabel={t('cart.lines')}
      icon={<CartIcon />}
    >
      <CartMenuLines cart={cart} rate={rate} lang={lang} />
    </HeaderMenu>
  )
}
