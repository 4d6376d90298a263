import { isOwnShop, pageEnvelope, productIncludes } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { ReviewActionResult } from './review-form.tsx'

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
  const [product, reviews, estimate] = await Promise.all([
    client.call('GET /api/products/{id}', {
      params: { id: params.id },
      query: { include: productIncludes },
    }),
    client.call('GET /api/product-reviews', {
      query: {
        filter: { product_id: params.id },
        include: ['reviewer'],
        page: reviewsPage,
        perPage: REVIEWS_PER_PAGE,
      },
    }),
    // Issue 15: what one of it costs delivered, priced by the checkout's function.
    client.call('POST /market/checkout/estimate', {
      body: { items: [{ shop_id: params.shopId, product_id: params.id, quantity: 1 }] },
    }),
  ])
  if (!product.ok) {
    if (product.refusal.status === 404) throw data(null, { status: 404 })
    throw refused(product.refusal)
  }
  const found = product.data.data
  // A product is shown under its own shop's path.
  if (found.shop_id !== params.shopId) throw redirect(`/products/${found.shop_id}/${found.id}`, 301)
  const { publicUrl } = context.get(pageContext)
  const origin = publicUrl || new URL(request.url).origin
  return {
    product: found,
    reviews: reviews.ok ? reviews.data : pageEnvelope([], 0, 1, REVIEWS_PER_PAGE),
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
  const result = await api(context, requestLang(request)).call('POST /api/product-reviews', {
    body,
  })
  if (result.ok) return { ok: true }
  // §8: a refused review is reported in the form; the server's words, in the page's language.
  return { ok: false, message: result.refusal.message, errors: result.refusal.errors ?? {} }
}
