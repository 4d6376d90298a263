import { type Estimate, isOwnShop, type Paged, type Product, type Review } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { ReviewActionResult } from './review-form.tsx'

const INCLUDE = 'categories,origin,tags,suppliers,images'
const REVIEWS_PER_PAGE = 10

/**
 * An own shop's product with a page of its reviews and what one of it costs delivered; a product
 * asked for under another shop's path is sent to its own.
 */
export async function loadProductPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shopId: string; id: string },
) {
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

/** A review of the product: the API checks the input (§5) and answers per field. */
export async function postReview(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: string,
  form: FormData,
): Promise<ReviewActionResult> {
  const body = {
    product_id: Number(productId),
    star: form.get('star') ?? undefined,
    comment: String(form.get('comment') ?? ''),
  }
  const result = await api(context, requestLang(request)).post<{
    message?: string
    errors?: { star?: string[]; comment?: string[] }
  }>('/api/product-reviews', body)
  if (result.ok) return { ok: true }
  // §8: a refused review is reported in the form; the server's words, in the page's language.
  return {
    ok: false,
    message: result.data?.message ?? null,
    errors: result.data?.errors ?? {},
  }
}
