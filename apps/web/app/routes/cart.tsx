import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Await } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { changeCartLine, loadCartPage } from '#app/features/cart/cart-page.server.ts'
import { CART_SKELETONS, CartSkeleton } from '#app/features/cart/cart-skeleton.tsx'
import { CartView } from '#app/features/cart/cart-view.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'cart')

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(request, context)
}

const SKELETON_KEYS = Array.from({ length: CART_SKELETONS }, (_, i) => `skeleton-${i}`)

// Whether the cart is on screen: a reload after a change keeps its lines (and the focus in a
// stepper) instead of the skeletons.
let shown = false

/** §9: on the way to the cart, 4 skeletons stand in for its lines until they arrive. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const cart = serverLoader().then((loaded) => loaded.cart)
  // A visitor is sent to sign in by the signed-in layout's loader in the same navigation; the
  // refusal of this request is then nobody's to show.
  cart.catch(() => {})
  return { cart: shown ? await cart : cart }
}

/** A quantity (shop_id, id, quantity) or a removal (remove = the line's product id). */
export async function action({ request, context }: Route.ActionArgs) {
  return changeCartLine(request, context)
}

/** §2 Cart: lines grouped by shop, a selection and its total, then checkout. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  useEffect(() => {
    shown = true
    return () => {
      shown = false
    }
  }, [])
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('routes.cart')}</PageTitle>
      <Suspense
        fallback={
          <Panel flat aria-busy="true" className="mt-6 px-5">
            <span className="sr-only">{t('cart.loading')}</span>
            {SKELETON_KEYS.map((key) => (
              <CartSkeleton key={key} />
            ))}
          </Panel>
        }
      >
        <Await
          resolve={loaderData.cart}
          errorElement={
            <div className="mt-6">
              <Alert tone="danger">{t('cart.loadFailed')}</Alert>
            </div>
          }
        >
          {(loaded) => <CartView {...loaded} />}
        </Await>
      </Suspense>
    </main>
  )
}
