import type { CartGroup, CartShop, Lang } from '@kaimono/contracts'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Await, data, useFetchers, useNavigate } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { StickyTotalBar } from '#app/components/ui/sticky-total-bar.tsx'
import { clearCartLines, loadCart, putCartLine } from '#app/features/cart/cart.server.ts'
import {
  CartLineRow,
  quantityFetcher,
  removeFetcher,
  SELECTION_FORM,
} from '#app/features/cart/cart-line.tsx'
import {
  allLines,
  type CartActionResult,
  checkoutHref,
  isSelectable,
  lineKey,
  parseItemKeys,
  selectionTotal,
} from '#app/features/cart/cart-lines.ts'
import { CART_SKELETONS, CartSkeleton } from '#app/features/cart/cart-skeleton.tsx'
import { SelectBox } from '#app/features/cart/select-box.tsx'
import {
  initialSelection,
  parseSelectionChange,
  readSelection,
  selectionCookie,
  tickState,
} from '#app/features/cart/selection.ts'
import { SelectionSummary } from '#app/features/cart/selection-summary.tsx'
import { ShopLogo } from '#app/features/cart/shop-logo.tsx'
import { LandedCost } from '#app/features/landed-cost/landed-cost.tsx'
import { useEstimate } from '#app/features/landed-cost/use-estimate.ts'
import { formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'cart')

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await loadCart(context, requestLang(request))
  if (!answer.ok) throw data({ message: answer.message }, { status: 502 })
  const url = new URL(request.url)
  // Issue 15: the ticked lines are the saved ones, or what a page without JavaScript asked for
  // (its select-all buttons send the boxes ticked and the change); that choice is saved too.
  const change = parseSelectionChange(url.searchParams.get('select'))
  const selected = initialSelection(
    allLines(answer.cart)
      .filter(isSelectable)
      .map((line) => ({ key: lineKey(line), shop: line.shop_id })),
    readSelection(request.headers.get('cookie')),
    change ? { items: parseItemKeys(url.searchParams.getAll('items')), change } : undefined,
  )
  const view: CartViewData = {
    groups: answer.cart,
    selected,
    pendingFailed: url.searchParams.get('pending') === 'failed',
  }
  return data(
    { cart: view },
    change ? { headers: { 'set-cookie': selectionCookie(selected) } } : undefined,
  )
}

/** The cart as the page shows it: its lines, which are ticked, and a failed pending item. */
type CartViewData = { groups: CartGroup[]; selected: string[]; pendingFailed: boolean }

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

function CartView({ groups: cart, selected: initial, pendingFailed }: CartViewData) {
  const { t } = useTranslation()
  const root = useRootData()
  const lang: Lang = root.lang
  const rate = root.rate
  const navigate = useNavigate()
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial))
  const [typed, setTyped] = useState<Readonly<Record<string, number>>>({})
  // Until hydration the browser's own checkboxes and form do the work (no JavaScript).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // Issue 15: the choice is kept for the next visit (and ticks what the product page adds).
  useEffect(() => {
    if (!hydrated) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
    document.cookie = selectionCookie([...selected])
  }, [hydrated, selected])

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
  const selectable = allLines(cart).filter(
    (line) => isSelectable(line) && !removing.has(lineKey(line)),
  )
  const chosen = selectable.filter((line) => selected.has(lineKey(line)))
  const total = selectionTotal(
    chosen.map((line) => ({
      price: line.price,
      quantity: quantityOf(lineKey(line), line.quantity),
    })),
    rate,
  )
  // Issue 15: the running landed cost of the selection, priced by the server.
  const landed = useEstimate(
    chosen.map((line) => ({
      shop_id: line.shop_id,
      product_id: String(line.product_id),
      quantity: quantityOf(lineKey(line), line.quantity),
    })),
    { items: [], estimate: null },
    lang,
  )
  // A checkout must see the quantities the customer chose, so it waits for them to be saved.
  const busy = Object.keys(typed).length > 0 || sending.size > 0 || removing.size > 0
  const canCheckout = !hydrated || (chosen.length > 0 && !busy)

  const select = (keys: string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was)
      for (const key of keys) {
        if (on) next.add(key)
        else next.delete(key)
      }
      return next
    })
  const toggleAll = (keys: string[]) => select(keys, tickState(keys, selected) !== true)
  const type = (key: string, quantity: number | null) =>
    setTyped(({ [key]: _, ...rest }) => (quantity === null ? rest : { ...rest, [key]: quantity }))

  if (cart.length === 0) {
    return (
      <div className="mt-6 space-y-4">
        {pendingFailed ? <Alert tone="danger">{t('buy.pendingFailed')}</Alert> : null}
        <EmptyState
          message={t('cart.empty')}
          to="/products/ikom"
          action={t('cart.continueShopping')}
        />
      </div>
    )
  }

  const allKeys = selectable.map(lineKey)
  return (
    <div className="mt-6 grid items-start gap-6 max-sm:pb-24 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        {pendingFailed ? <Alert tone="danger">{t('buy.pendingFailed')}</Alert> : null}
        <Panel className="px-5 py-3">
          <SelectBox
            state={tickState(allKeys, selected)}
            change={tickState(allKeys, selected) === true ? 'none' : 'all'}
            label={t('buy.selectAllLabel')}
            disabled={allKeys.length === 0}
            onToggle={() => toggleAll(allKeys)}
          >
            <span aria-hidden="true">
              {t('buy.selectAll')} ({allKeys.length})
            </span>
          </SelectBox>
        </Panel>
        {cart.map((group) => {
          const keys = group.products
            .filter((line) => isSelectable(line) && !removing.has(lineKey(line)))
            .map(lineKey)
          return (
            <Panel
              as="section"
              key={group.shop_id}
              aria-labelledby={`shop-${group.shop_id}`}
              className="px-5 pt-4"
            >
              <div className="flex items-center gap-3 border-b border-stone-100 pb-3">
                <SelectBox
                  state={tickState(keys, selected)}
                  change={{ shop: group.shop_id }}
                  label={t('cart.selectShop', { shop: group.shop_name })}
                  disabled={keys.length === 0}
                  onToggle={() => toggleAll(keys)}
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
            </Panel>
          )
        })}
      </div>
      <SelectionSummary count={chosen.length} total={total} lang={lang}>
        {chosen.length > 0 ? (
          <div className="border-t border-stone-200 pt-3">
            <LandedCost
              estimate={landed.estimate}
              busy={landed.busy}
              lang={lang}
              headingId="cart-estimate"
              as="h3"
            />
          </div>
        ) : null}
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
          <Button type="submit" disabled={!canCheckout} className="w-full max-sm:hidden">
            {t('cart.checkout')}
          </Button>
          <StickyTotalBar
            name="cart"
            label={t('buy.totalBar', { count: chosen.length })}
            total={formatVnd(total.totalVnd, lang)}
          >
            <Button type="submit" disabled={!canCheckout} className="shrink-0">
              {t('cart.checkout')}
            </Button>
          </StickyTotalBar>
        </form>
      </SelectionSummary>
    </div>
  )
}
