import {
  type Address,
  type CartGroup,
  type Lang,
  MAX_ADDRESSES,
  type Paged,
  type Quote,
  SHIPMENT_METHOD_IDS,
  type ShipmentMethodId,
  TRANSIT_DAYS,
} from '@kaimono/contracts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  data,
  Link,
  redirect,
  useFetcher,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Panel, PanelSection } from '#app/components/ui/panel.tsx'
import { StickyTotalBar } from '#app/components/ui/sticky-total-bar.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { addressAction } from '#app/features/addresses/address-action.server.ts'
import { useSettled } from '#app/features/addresses/use-settled.ts'
import { loadCart } from '#app/features/cart/cart.server.ts'
import { chosenGroups, lineKey, parseItemKeys } from '#app/features/cart/cart-lines.ts'
import { ShopLogo } from '#app/features/cart/shop-logo.tsx'
import { jpyToVnd } from '#app/features/catalog/price.ts'
import { VariantLabel } from '#app/features/catalog/variant-label.tsx'
import { AddressPicker } from '#app/features/checkout/address-picker.tsx'
import {
  type CreatedShopOrder,
  type CreateOrdersResult,
  keyField,
  nameField,
  placedHref,
  SCRIPTED,
} from '#app/features/checkout/checkout-result.ts'
import { createOrders, shopOrders } from '#app/features/checkout/create-orders.server.ts'
import { PriceTable } from '#app/features/checkout/price-table.tsx'
import { EXPLAINER_HREF } from '#app/features/landed-cost/landed-cost.tsx'
import { api } from '#app/lib/api.server.ts'
import { formatJpy, formatRate, formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'checkout')

type Refusal = { message?: string } | null
type Pricing =
  | { ok: true; price: Quote['data'] }
  | { ok: false; message: string }
  /** No address yet: the shipping fee depends on it. */
  | null

/** The order form, which the phone's sticky order button submits too. */
const CHECKOUT_FORM = 'checkout-order'

const methodOf = (value: FormDataEntryValue | null): ShipmentMethodId =>
  value === 'sea' ? 'sea' : 'air'

/**
 * The chosen lines (items=ikom:1,awond:2 from the cart), the customer's addresses, the address
 * and method in the query (at first the default address and air, §4) and the server's quote.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = requestLang(request)
  const client = api(context, lang)
  const [cart, list] = await Promise.all([
    loadCart(context, lang),
    client.get<Paged<Address>>(`/api/addresses?per_page=${MAX_ADDRESSES}`),
  ])
  if (!cart.ok) throw data({ message: cart.message }, { status: 502 })
  if (!list.ok) throw data(list.data, { status: list.status })
  const groups = chosenGroups(cart.cart, parseItemKeys(url.searchParams.getAll('items')))
  const addresses = list.data.data
  const asked = Number(url.searchParams.get('address'))
  // The API lists the default address first.
  const address = addresses.find((saved) => saved.id === asked) ?? addresses[0] ?? null
  const method = methodOf(url.searchParams.get('method'))
  let pricing: Pricing = null
  if (address && groups.length > 0) {
    const quote = await client.post<Quote | Refusal>('/market/checkout/quote', {
      items: groups.flatMap((group) =>
        group.products.map((line) => ({ shop_id: line.shop_id, product_id: line.product_id })),
      ),
      shipment_method_id: method,
      address_id: address.id,
    })
    pricing = quote.ok
      ? { ok: true, price: (quote.data as Quote).data }
      : { ok: false, message: (quote.data as Refusal)?.message ?? '' }
  }
  return {
    groups,
    addresses,
    address,
    method,
    pricing,
    // A key per shop order for this page; the page keeps the first one it used for a retry.
    keys: Object.fromEntries(groups.map((group) => [group.shop_id, crypto.randomUUID()])),
  }
}

/** 'Create order' (one order per shop), or a new address from the 'Change address' modal. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('intent') !== 'create-order') return addressAction(request, context)
  const lang = requestLang(request)
  const cart = await loadCart(context, lang)
  const keys = parseItemKeys(form.getAll('items').map(String))
  const orders = cart.ok
    ? shopOrders(cart.cart, keys, (key) => form.get(nameField(key))?.toString())
    : []
  const result: CreateOrdersResult =
    orders.length === 0
      ? { ok: false, message: cart.ok ? '' : cart.message, created: [] }
      : await createOrders(
          context,
          lang,
          {
            orders,
            addressId: Number(form.get('address_id')),
            method: methodOf(form.get('shipment_method_id')),
            note: String(form.get('note') ?? '').trim() || null,
          },
          form,
        )
  // Without JavaScript the browser goes straight to the orders just made (issue 15).
  if (!form.has(SCRIPTED) && result.ok && result.created.length > 0) {
    throw redirect(placedHref(result.created))
  }
  return result
}

/** §2 Checkout: chosen items, address card, delivery method, pricing table, create order. */
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const root = useRootData()
  const lang: Lang = root.lang
  const rate = root.rate
  const { groups, addresses, address, method, pricing } = loaderData
  const [, setSearchParams] = useSearchParams()
  // The radio follows the click at once; the quote follows when the page has reloaded.
  const [shownMethod, setShownMethod] = useState(method)
  useEffect(() => setShownMethod(method), [method])
  const create = useFetcher<CreateOrdersResult>({ key: 'checkout-create' })
  // Idempotency keys by what each shop's order says: a retry of the same order reuses its key.
  const attempts = useRef(new Map<string, string>())
  // Orders already made by this checkout: a retry after a refusal makes only the rest (their
  // lines have left the cart), and the customer can open them.
  const [made, setMade] = useState<CreatedShopOrder[]>([])
  const reloading = navigation.state !== 'idle' && navigation.location?.pathname === '/checkout'
  const creating = create.state !== 'idle'
  // §4: enabled only with items, an address and a method, and no creation in progress.
  const canCreate = groups.length > 0 && address !== null && !creating && !reloading

  const choose = (name: 'method' | 'address', value: string) =>
    setSearchParams(
      (params) => {
        params.set(name, value)
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  // Once the page's data has been reloaded too: a navigation started while that reload runs can
  // stall in the route discovery of React Router (the URL changes, the page does not).
  useSettled(create.state === 'idle' ? create.data : undefined, (result) => {
    const all = [...made, ...result.created]
    setMade(all)
    if (result.ok && all.length > 0) {
      // Issue 15: one page for the orders just made, with their total and one way to pay them.
      navigate(placedHref(all))
    } else if (!result.ok) {
      toast(result.message || t('cart.error'), 'danger')
    }
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canCreate || !address) return
    const form = new FormData(event.currentTarget)
    for (const group of groups) {
      const order = JSON.stringify([
        group.shop_id,
        address.id,
        method,
        form.get('note'),
        group.products.map((line) => [line.product_id, line.quantity]),
      ])
      const key = attempts.current.get(order) ?? String(form.get(keyField(group.shop_id)))
      attempts.current.set(order, key)
      form.set(keyField(group.shop_id), key)
    }
    form.set(SCRIPTED, '1')
    create.submit(form, { method: 'post' })
  }

  const orderPrice = (shop: string) =>
    pricing?.ok ? pricing.price.orders.find((order) => order.shop_id === shop) : undefined
  const unavailable = pricing?.ok
    ? groups
        .flatMap((group) => group.products)
        .filter((line) =>
          pricing.price.unavailable.some(
            (item) => item.shop_id === line.shop_id && item.product_id === String(line.product_id),
          ),
        )
    : []

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('routes.checkout')}</PageTitle>
      {made.length > 0 ? (
        <div className="mt-4">
          <Alert tone="info">
            {t('checkout.made')}{' '}
            {made.map((order, i) => (
              <span key={order.id}>
                {i > 0 ? ', ' : ''}
                <Link to={`/customer/orders/${order.id}`} className="font-semibold underline">
                  {t('checkout.madeOrder', { id: order.id })}
                </Link>
              </span>
            ))}
          </Alert>
        </div>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState
          className="mt-6"
          message={t('checkout.noItems')}
          to="/cart"
          action={t('checkout.backToCart')}
        />
      ) : (
        <div className="mt-6 grid items-start gap-6 max-sm:pb-24 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <AddressPicker
              addresses={addresses}
              address={address}
              onChoose={(id) => choose('address', String(id))}
            />
            <Panel as="section" className="p-5">
              <fieldset>
                <legend className="text-lg font-semibold">{t('checkout.method')}</legend>
                <div className="mt-3 flex flex-wrap gap-3">
                  {SHIPMENT_METHOD_IDS.map((id) => (
                    <label
                      key={id}
                      className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
                    >
                      <input
                        type="radio"
                        name="shipment_method"
                        value={id}
                        checked={shownMethod === id}
                        onChange={() => {
                          setShownMethod(id)
                          choose('method', id)
                        }}
                        className="size-4 accent-brand-600"
                      />
                      {t(`checkout.methods.${id}`)}
                      <span className="text-xs text-stone-600">
                        {t('landed.days', { min: TRANSIT_DAYS[id].min, max: TRANSIT_DAYS[id].max })}
                      </span>
                    </label>
                  ))}
                </div>
                <p className="mt-2 text-xs text-stone-600">
                  <Link to={EXPLAINER_HREF} className="font-medium text-brand-700 underline">
                    {t('landed.explain')}
                  </Link>
                </p>
              </fieldset>
            </Panel>
            {groups.map((group) => (
              <ShopOrder
                key={group.shop_id}
                group={group}
                price={orderPrice(group.shop_id)}
                busy={reloading}
                rate={rate}
                lang={lang}
              />
            ))}
          </div>
          <PanelSection
            id="checkout-total"
            title={t('checkout.totalTitle')}
            busy={reloading}
            className="space-y-4 p-5 lg:sticky lg:top-4"
          >
            {pricing === null ? (
              <p className="text-sm text-stone-700">{t('checkout.needAddress')}</p>
            ) : pricing.ok ? (
              <div className={reloading ? 'opacity-50' : undefined}>
                <PriceTable
                  caption={t('checkout.totalTitle')}
                  price={pricing.price.total}
                  lang={lang}
                />
                {pricing.price.orders[0] ? (
                  <p className="mt-2 text-xs text-stone-500">
                    {t('checkout.rate', {
                      rate: formatRate(pricing.price.orders[0].payment_rate, lang),
                    })}
                  </p>
                ) : null}
              </div>
            ) : (
              <Alert tone="danger">{pricing.message || t('checkout.quoteFailed')}</Alert>
            )}
            {unavailable.length > 0 ? (
              <Alert tone="danger">
                {t('checkout.unavailable', {
                  names: unavailable.map((line) => line.name).join(', '),
                })}
              </Alert>
            ) : null}
            <form id={CHECKOUT_FORM} method="post" onSubmit={submit} className="space-y-4">
              <input type="hidden" name="intent" value="create-order" />
              <input
                type="hidden"
                name="items"
                value={groups.flatMap((group) => group.products.map(lineKey)).join(',')}
              />
              <input type="hidden" name="address_id" value={address?.id ?? ''} />
              <input type="hidden" name="shipment_method_id" value={method} />
              {groups.flatMap((group) =>
                group.products.map((line) => (
                  <input
                    key={lineKey(line)}
                    type="hidden"
                    name={nameField(lineKey(line))}
                    value={line.name}
                  />
                )),
              )}
              {groups.map((group) => (
                <input
                  key={group.shop_id}
                  type="hidden"
                  name={keyField(group.shop_id)}
                  value={loaderData.keys[group.shop_id] ?? ''}
                />
              ))}
              <div>
                <label htmlFor="checkout-note" className="block text-sm font-medium text-stone-800">
                  {t('checkout.note')}
                </label>
                <textarea
                  id="checkout-note"
                  name="note"
                  rows={2}
                  maxLength={1000}
                  className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                />
              </div>
              <Button type="submit" disabled={!canCreate} className="w-full max-sm:hidden">
                {creating ? t('checkout.creating') : t('checkout.create')}
              </Button>
            </form>
            <StickyTotalBar
              name="checkout"
              label={t('checkout.total')}
              total={pricing?.ok ? formatVnd(pricing.price.total.total_vnd, lang) : '—'}
            >
              <Button type="submit" form={CHECKOUT_FORM} disabled={!canCreate} className="shrink-0">
                {creating ? t('checkout.creating') : t('checkout.create')}
              </Button>
            </StickyTotalBar>
          </PanelSection>
        </div>
      )}
    </main>
  )
}

type ShopOrderProps = {
  group: CartGroup
  price: Quote['data']['orders'][number] | undefined
  busy: boolean
  rate: string
  lang: Lang
}

/** One shop's order: its lines and, once quoted, its pricing table. */
function ShopOrder({ group, price, busy, rate, lang }: ShopOrderProps) {
  const { t } = useTranslation()
  return (
    <Panel
      as="section"
      aria-labelledby={`order-${group.shop_id}`}
      aria-busy={busy || undefined}
      className="p-5"
    >
      <div className="flex items-center gap-3">
        <ShopLogo src={group.shop_logo} />
        <h2 id={`order-${group.shop_id}`} className="text-lg font-semibold">
          {t('checkout.shopOrder', { shop: group.shop_name })}
        </h2>
      </div>
      <ul className="mt-3 divide-y divide-stone-100">
        {group.products.map((line) => (
          <li key={lineKey(line)} className="flex items-center gap-3 py-3 text-sm">
            <img
              src={line.image_url}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg border border-stone-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-stone-900">{line.name}</p>
              <VariantLabel variant={line.variant} className="text-stone-600" />
              <p className="text-stone-600 tabular-nums">
                {line.quantity} × {formatVnd(jpyToVnd(line.price, rate), lang)} ·{' '}
                {formatJpy(line.price)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {price ? (
        <div className={`mt-3 border-t border-stone-200 pt-2 ${busy ? 'opacity-50' : ''}`}>
          <PriceTable
            caption={t('checkout.shopOrder', { shop: group.shop_name })}
            price={price}
            lang={lang}
          />
        </div>
      ) : null}
    </Panel>
  )
}
