import {
  type CartShop,
  discountPercent,
  type Estimate,
  type Lang,
  type Paged,
  type Product,
  type Review,
  VARIANT_FIELDS,
  type VariantChoice,
  type VariantField,
  variantLineKey,
} from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
} from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { Panel, PanelSection } from '#app/components/ui/panel.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { putCartLine } from '#app/features/cart/cart.server.ts'
import { checkoutHref, lineKey } from '#app/features/cart/cart-lines.ts'
import { secureSite } from '#app/features/cart/pending.server.ts'
import { PENDING_PATH, pendingCookie } from '#app/features/cart/pending.ts'
import { readSelection, selectionCookie, withLine } from '#app/features/cart/selection.ts'
import { isOwnShop } from '#app/features/catalog/listing-query.ts'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { ProductGallery } from '#app/features/catalog/product-gallery.tsx'
import { productJsonLd, productMeta, scriptJson } from '#app/features/catalog/product-meta.ts'
import { ProductReviews } from '#app/features/catalog/product-reviews.tsx'
import { QuantityStepper, toQuantity } from '#app/features/catalog/quantity-stepper.tsx'
import type { ReviewActionResult } from '#app/features/catalog/review-form.tsx'
import { ownShopWishlistEntry, SHOP_NAMES } from '#app/features/catalog/shops.ts'
import { Stars } from '#app/features/catalog/stars.tsx'
import { VariantPicker } from '#app/features/catalog/variant-picker.tsx'
import { LandedCost } from '#app/features/landed-cost/landed-cost.tsx'
import { useEstimate } from '#app/features/landed-cost/use-estimate.ts'
import { WishlistToggle } from '#app/features/wishlist/wishlist-toggle.tsx'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { formatJpy } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/product'

const INCLUDE = 'categories,origin,tags,suppliers,images'
const REVIEWS_PER_PAGE = 10

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData as { rate: string; brand: string; lang: Lang } | undefined
  if (!loaderData || !root) return pageTitle(matches, 'not-found')
  return productMeta({ ...loaderData, rate: root.rate, brand: root.brand, lang: root.lang })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isOwnShop(params.shopId) || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const client = api(context, requestLang(request))
  const reviewsPage = Math.max(
    1,
    Number(new URL(request.url).searchParams.get('reviews_page')) || 1,
  )
  const reviewQuery = new URLSearchParams({
    'filter[product_id]': params.id,
    include: 'reviewer',
    page: String(reviewsPage),
    per_page: String(REVIEWS_PER_PAGE),
  })
  const [product, reviews, estimate] = await Promise.all([
    client.get<{ data: Product }>(`/api/products/${params.id}?include=${INCLUDE}`),
    client.get<Paged<Review>>(`/api/product-reviews?${reviewQuery}`),
    // Issue 15: what one of it costs delivered, priced by the checkout's function.
    client.post<Estimate>('/market/checkout/estimate', {
      items: [{ shop_id: params.shopId, product_id: params.id, quantity: 1 }],
    }),
  ])
  if (product.status === 404) throw data(null, { status: 404 })
  if (!product.ok) throw data(product.data, { status: product.status })
  const found = product.data.data
  // A product is shown under its own shop's path.
  if (found.shop_id !== params.shopId) throw redirect(`/products/${found.shop_id}/${found.id}`, 301)
  const { publicUrl } = context.get(pageContext)
  const origin = publicUrl || new URL(request.url).origin
  return {
    product: found,
    reviews: reviews.ok
      ? reviews.data
      : {
          data: [],
          current_page: 1,
          last_page: 1,
          from: null,
          to: null,
          total: 0,
          per_page: REVIEWS_PER_PAGE,
        },
    origin,
    url: new URL(`/products/${found.shop_id}/${found.id}`, origin).toString(),
    estimate: estimate.ok ? estimate.data.data : null,
  }
}

/** Add to cart: whether the cart took the product, and why not per field (size, colour). */
type CartAddResult = { added: boolean; errors?: Partial<Record<VariantField, string[]>> }
const CART_INTENTS = new Set(['add-to-cart', 'buy-now'])

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = String(form.get('intent'))
  if (CART_INTENTS.has(intent)) {
    const item = {
      shop_id: params.shopId as CartShop,
      id: params.id,
      quantity: toQuantity(String(form.get('quantity') ?? '1')),
      ...variantChoice(form),
    }
    // §6: adding to the cart needs a sign-in. Issue 15: the item waits in a cookie and is added
    // (or bought) right after the sign-in or registration.
    if (!context.get(pageContext).user) {
      throw redirect(`/login?redirect=${encodeURIComponent(PENDING_PATH)}`, {
        headers: {
          'set-cookie': pendingCookie(
            { ...item, intent: intent as 'add-to-cart' | 'buy-now' },
            secureSite(context, request),
          ),
        },
      })
    }
    // Issue 15: Buy now buys the quantity chosen here (the product's line is set to it), on a
    // checkout of that line alone; Add to cart adds to the line. Either way the line is ticked.
    const answer = await putCartLine(context, requestLang(request), {
      ...item,
      add: intent === 'add-to-cart',
    })
    const { size, color } = item
    const key = lineKey({
      shop_id: item.shop_id,
      product_id: variantLineKey(item.id, { size, color }),
    })
    const headers = answer.ok
      ? {
          'set-cookie': selectionCookie(
            withLine(readSelection(request.headers.get('cookie')), key),
          ),
        }
      : undefined
    if (answer.ok && intent === 'buy-now') throw redirect(checkoutHref([key]), { headers })
    return data<CartAddResult>(
      answer.ok ? { added: true } : { added: false, errors: answer.errors },
      { headers },
    )
  }
  // The API checks the input (§5) and answers per field; it is sent as typed.
  const body = {
    product_id: Number(params.id),
    star: form.get('star') ?? undefined,
    comment: String(form.get('comment') ?? ''),
  }
  const result = await api(context, requestLang(request)).post<{
    message?: string
    errors?: { star?: string[]; comment?: string[] }
  }>('/api/product-reviews', body)
  if (result.ok) return { ok: true } satisfies ReviewActionResult
  // §8: a refused review is reported in the form; the server's words, in the page's language.
  return {
    ok: false,
    message: result.data?.message ?? null,
    errors: result.data?.errors ?? {},
  } satisfies ReviewActionResult
}

/** Issue 15: the size and colour picked in the form, as the cart's PUT takes them. */
function variantChoice(form: FormData): VariantChoice {
  const choice: VariantChoice = {}
  for (const field of VARIANT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string' && value) choice[field] = value
  }
  return choice
}

// Adding to the cart changes the header's cart, not this product or its reviews.
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return CART_INTENTS.has(String(formData?.get('intent'))) ? false : defaultShouldRevalidate
}

/** §2 Product detail of an own shop. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const root = useRootData()
  const lang = root.lang
  const rate = root.rate
  const { product, reviews, url } = loaderData
  const signedIn = useVisitor().member
  const [quantity, setQuantity] = useState(1)
  const landed = useEstimate(
    [{ shop_id: product.shop_id, product_id: String(product.id), quantity }],
    {
      items: [{ shop_id: product.shop_id, product_id: String(product.id), quantity: 1 }],
      estimate: loaderData.estimate,
      // A members' shared page (ADR 021) was priced to the default region: the customer's own
      // address may be elsewhere, so their browser asks again.
      forNobody: root.member,
    },
    lang,
  )
  const toast = useToast()
  const cart = useFetcher<CartAddResult>({ key: 'add-to-cart' })
  const added = cart.data?.added
  const choiceErrors = cart.data?.errors
  // §8: 'Add product to cart success', or 'Error' (once per answer: a new answer is a new object);
  // a missing size or colour says which.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each answer, not each render
  useEffect(() => {
    if (added === undefined) return
    const refusal = Object.values(choiceErrors ?? {})[0]?.[0]
    toast(added ? t('cart.added') : (refusal ?? t('cart.error')), added ? undefined : 'danger')
  }, [cart.data])
  const [descriptionOpen, setDescriptionOpen] = useState(true)
  const discount = discountPercent(product.price, product.initial_price)
  const images = product.images?.length
    ? product.images.map((image) => image.url)
    : [product.image_url]
  const category = product.categories?.[0]

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 max-sm:pb-24 sm:py-8">
      <script
        type="application/ld+json"
        nonce={root.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (scriptJson)
        dangerouslySetInnerHTML={{
          __html: scriptJson(productJsonLd({ product, url, origin: loaderData.origin, rate })),
        }}
      />
      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={`/products/${product.shop_id}`} className="hover:text-brand-700">
              {SHOP_NAMES[product.shop_id]}
            </Link>
          </li>
          {category ? (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                to={`/products/${product.shop_id}?category=${category.id}`}
                className="hover:text-brand-700"
              >
                {category.name}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={images} name={product.name} />

        <div className="space-y-5">
          <div>
            {product.brand ? (
              <p className="text-sm font-medium text-brand-700">{product.brand}</p>
            ) : null}
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
              {product.name}
            </h1>
            <div className="mt-2 flex items-center gap-2 text-sm text-stone-600">
              <Stars star={product.star} size="md" />
              <a href="#reviews-title" className="hover:text-brand-700">
                {t('catalog.reviewCount', { count: product.reviews_count })}
              </a>
            </div>
          </div>

          <Panel flat className="p-4">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="sr-only">{t('catalog.price')}</span>
              <span className="text-3xl font-bold text-brand-700 tabular-nums">
                {formatDisplayVnd(product.price, rate, lang)}
              </span>
              <span className="text-base text-stone-600 tabular-nums">
                {formatJpy(product.price)}
              </span>
            </p>
            {discount > 0 ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-stone-500 tabular-nums">
                <span className="sr-only">{t('catalog.initialPrice')}</span>
                <del>{formatDisplayVnd(product.initial_price, rate, lang)}</del>
                <del>{formatJpy(product.initial_price)}</del>
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                  -{discount}%
                </span>
              </p>
            ) : null}
          </Panel>

          <Panel flat className="p-4">
            <LandedCost
              estimate={landed.estimate}
              busy={landed.busy}
              lang={lang}
              headingId="landed-cost"
            />
          </Panel>

          {product.tags?.length ? (
            <ul aria-label={t('product.tags')} className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li
                  key={tag.id}
                  className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700"
                >
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}

          <cart.Form method="post" className="space-y-5">
            {product.options ? (
              <VariantPicker options={product.options} errors={choiceErrors} />
            ) : null}
            <QuantityStepper name="quantity" value={quantity} onChange={setQuantity} />
            {/* Issue 15: on a phone the two buttons stay at the bottom of the screen. */}
            <div
              data-sticky-bar="product"
              className="grid grid-cols-2 gap-3 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[var(--bottom-bar-h)] max-sm:z-30 max-sm:border-t max-sm:border-stone-200 max-sm:bg-white/95 max-sm:px-4 max-sm:pt-3 max-sm:pb-3 max-sm:shadow-[0_-4px_12px_rgb(0_0_0/0.06)] max-sm:backdrop-blur"
            >
              <Button type="submit" name="intent" value="buy-now" disabled={cart.state !== 'idle'}>
                {t('product.buyNow')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="add-to-cart"
                variant="secondary"
                disabled={cart.state !== 'idle'}
              >
                {t('product.addToCart')}
              </Button>
            </div>
          </cart.Form>
          <div className="flex flex-wrap items-center gap-3">
            <WishlistToggle variant="labelled" entry={ownShopWishlistEntry(product)} />
            <CopyButton
              value={url}
              label={t('product.share')}
              className="inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </div>
        </div>
      </div>

      {/* Phones read the description, then ingredients and info, then the reviews. */}
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel as="section" className="p-5 sm:p-6 lg:col-start-1">
          <Disclosure
            wide
            open={descriptionOpen}
            onOpenChange={setDescriptionOpen}
            summary={<h2 className="text-lg font-semibold">{t('product.description')}</h2>}
          >
            <div
              className="space-y-3 text-sm leading-6 text-stone-800 [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist by the API when stored (§3)
              dangerouslySetInnerHTML={{ __html: product.description ?? '' }}
            />
          </Disclosure>
        </Panel>
        <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {product.ingredients ? (
            <PanelSection id="ingredients" title={t('product.ingredients')}>
              <p className="mt-2 text-sm text-stone-800">{product.ingredients}</p>
            </PanelSection>
          ) : null}
          <PanelSection id="product-info" title={t('product.info')}>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-stone-600">{t('product.id')}</dt>
              <dd className="font-medium tabular-nums">{product.id}</dd>
              <dt className="text-stone-600">{t('product.categories')}</dt>
              <dd>{product.categories?.map((c) => c.name).join(', ') || '—'}</dd>
              <dt className="text-stone-600">{t('product.origin')}</dt>
              <dd>{product.origin?.name ?? '—'}</dd>
              {product.brand ? (
                <>
                  <dt className="text-stone-600">{t('product.brand')}</dt>
                  <dd>{product.brand}</dd>
                </>
              ) : null}
              {product.capacity ? (
                <>
                  <dt className="text-stone-600">{t('product.capacity')}</dt>
                  <dd>{product.capacity}</dd>
                </>
              ) : null}
            </dl>
          </PanelSection>
        </aside>
        <div className="lg:col-start-1">
          <ProductReviews reviews={reviews} productName={product.name} signedIn={signedIn} />
        </div>
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
