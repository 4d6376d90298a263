import type { CartGroup, CartShop, Lang } from '@kaimono/contracts'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Await, data, Link, useFetchers, useNavigate, useRouteLoaderData } from 'react-router'
import { Alert } from '../components/ui/alert.tsx'
import { Button } from '../components/ui/button.tsx'
import { clearCartLines, loadCart, putCartLine } from '../features/cart/cart.server.ts'
import {
  CartLineRow,
  quantityFetcher,
  removeFetcher,
  SELECTION_FORM,
} from '../features/cart/cart-line.tsx'
import {
  allLines,
  type CartActionResult,
  checkoutHref,
  isSelectable,
  lineKey,
  selectionTotal,
} from '../features/cart/cart-lines.ts'
import { CART_SKELETONS, CartSkeleton } from '../features/cart/cart-skeleton.tsx'
import { SelectionSummary } from '../features/cart/selection-summary.tsx'
import { ShopLogo } from '../features/cart/shop-logo.tsx'
import { requestLang } from '../lib/lang.server.ts'
import { pageTitle } from '../lib/meta.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'cart')

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await loadCart(context, requestLang(request))
  if (!answer.ok) throw data({ message: answer.message }, { status: 502 })
  return { cart: answer.cart }
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
export async function action({ request, context }: Route.ActionArgs): Promise<CartActionResult> {
  const form = await request.formData()
  const lang = requestLang(request)
  const remove = form.get('remove')
  const answer =
    remove !== null
      ? await clearCartLines(context, lang, [String(remove)])
      : await putCartLine(context, lang, {
          shop_id: String(form.get('shop_id')) as CartShop,
          id: String(form.get('id') ?? ''),
          quantity: Number(form.get('quantity')),
        })
  return answer.ok ? { ok: true } : { ok: false, message: answer.message }
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
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('routes.cart')}</h1>
      <Suspense
        fallback={
          <div aria-busy="true" className="mt-6 rounded-2xl bg-white px-5 ring-1 ring-stone-200">
            <span className="sr-only">{t('cart.loading')}</span>
            {SKELETON_KEYS.map((key) => (
              <CartSkeleton key={key} />
            ))}
          </div>
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
          {(cart) => <CartView cart={cart} />}
        </Await>
      </Suspense>
    </main>
  )
}

function CartView({ cart }: { cart: CartGroup[] }) {
  const { t } = useTranslation()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const lang: Lang = root?.lang ?? 'vi'
  const rate = root?.rate ?? '1'
  const navigate = useNavigate()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [typed, setTyped] = useState<Readonly<Record<string, number>>>({})
  // Until hydration the browser's own checkboxes and form do the work (no JavaScript).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  // What is on its way to the server shows at once (§4: the cart reloads after it).
  const fetchers = useFetchers()
  const sending = new Map<string, number>()
  const removing = new Set<string>()
  for (const line of allLines(cart)) {
    const key = lineKey(line)
    for (const fetcher of fetchers) {
      if (!fetcher.formData) continue
      if (fetcher.key === quantityFetcher(key)) {
        sending.set(key, Number(fetcher.formData.get('quantity')))
      }
      if (fetcher.key === removeFetcher(key)) removing.add(key)
    }
  }
  const quantityOf = (key: string, saved: number) => typed[key] ?? sending.get(key) ?? saved
  const chosen = allLines(cart).filter(
    (line) => selected.has(lineKey(line)) && isSelectable(line) && !removing.has(lineKey(line)),
  )
  const total = selectionTotal(
    chosen.map((line) => ({
      price: line.price,
      quantity: quantityOf(lineKey(line), line.quantity),
    })),
    rate,
  )
  // A checkout must see the quantities the customer chose, so it waits for them to be saved.
  const busy = Object.keys(typed).length > 0 || sending.size > 0 || removing.size > 0

  const select = (keys: string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was)
      for (const key of keys) {
        if (on) next.add(key)
        else next.delete(key)
      }
      return next
    })
  const type = (key: string, quantity: number | null) =>
    setTyped(({ [key]: _, ...rest }) => (quantity === null ? rest : { ...rest, [key]: quantity }))

  if (cart.length === 0) {
    return (
      <div className="mt-6 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <p className="text-stone-700">{t('cart.empty')}</p>
        <Link
          to="/products/ikom"
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('cart.continueShopping')}
        </Link>
      </div>
    )
  }

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        {cart.map((group) => {
          const keys = group.products.filter(isSelectable).map(lineKey)
          const count = keys.filter((key) => selected.has(key)).length
          return (
            <section
              key={group.shop_id}
              aria-labelledby={`shop-${group.shop_id}`}
              className="rounded-2xl bg-white px-5 pt-4 shadow-sm ring-1 ring-stone-200"
            >
              <div className="flex items-center gap-3 border-b border-stone-100 pb-3">
                <input
                  type="checkbox"
                  checked={keys.length > 0 && count === keys.length}
                  ref={(box) => {
                    if (box) box.indeterminate = count > 0 && count < keys.length
                  }}
                  disabled={keys.length === 0}
                  onChange={(event) => select(keys, event.currentTarget.checked)}
                  aria-label={t('cart.selectShop', { shop: group.shop_name })}
                  className="size-4 accent-brand-600"
                />
                <ShopLogo src={group.shop_logo} />
                <h2 id={`shop-${group.shop_id}`} className="font-semibold text-stone-900">
                  {group.shop_name}
                </h2>
              </div>
              <ul className="divide-y divide-stone-100">
                {group.products.map((line) => {
                  const key = lineKey(line)
                  return (
                    <CartLineRow
                      key={key}
                      line={line}
                      selected={selected.has(key)}
                      onSelect={(on) => select([key], on)}
                      quantity={quantityOf(key, line.quantity)}
                      onType={(quantity) => type(key, quantity)}
                      rate={rate}
                      lang={lang}
                    />
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>
      <SelectionSummary count={chosen.length} total={total} lang={lang}>
        {/* Without JavaScript the ticked boxes go along as items=…&items=…, which /checkout reads. */}
        <form
          id={SELECTION_FORM}
          method="get"
          action="/checkout"
          onSubmit={(event) => {
            event.preventDefault()
            navigate(checkoutHref(chosen.map(lineKey)))
          }}
        >
          <Button
            type="submit"
            disabled={hydrated && (chosen.length === 0 || busy)}
            className="w-full"
          >
            {t('cart.checkout')}
          </Button>
        </form>
      </SelectionSummary>
    </div>
  )
}
