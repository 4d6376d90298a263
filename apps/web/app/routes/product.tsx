import type { CartShop, Lang } from '@kaimono/contracts'
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { addToCart } from '#app/features/cart/add-to-cart.server.ts'
import { isCartIntent } from '#app/features/cart/add-to-cart.ts'
import { ProductBreadcrumb } from '#app/features/catalog/product-breadcrumb.tsx'
import { ProductBuyBox } from '#app/features/catalog/product-buy-box.tsx'
import { ProductDetails } from '#app/features/catalog/product-details.tsx'
import { ProductGallery } from '#app/features/catalog/product-gallery.tsx'
import { productJsonLd, productMeta, scriptJson } from '#app/features/catalog/product-meta.ts'
import { loadProductPage, postReview } from '#app/features/catalog/product-page.server.ts'
import { ProductReviews } from '#app/features/catalog/product-reviews.tsx'
import { ProductSummary } from '#app/features/catalog/product-summary.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/product'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData as { rate: string; brand: string; lang: Lang } | undefined
  if (!loaderData || !root) return pageTitle(matches, 'not-found')
  return productMeta({ ...loaderData, rate: root.rate, brand: root.brand, lang: root.lang })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductPage(request, context, params)
}

/** Add to cart or Buy now (`intent`), or a review. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  if (isCartIntent(intent)) {
    const product = { shop_id: params.shopId as CartShop, id: params.id }
    return addToCart(request, context, product, form, intent)
  }
  return postReview(request, context, params.id, form)
}

// Adding to the cart changes the header's cart, not this product or its reviews.
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isCartIntent(formData?.get('intent')) ? false : defaultShouldRevalidate
}

/** §2 Product detail of an own shop. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { lang, rate, member, nonce } = useRootData()
  const { product, reviews, url, origin } = loaderData
  const signedIn = useVisitor().member
  const images = product.images?.length
    ? product.images.map((image) => image.url)
    : [product.image_url]

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 max-sm:pb-24 sm:py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (scriptJson)
        dangerouslySetInnerHTML={{
          __html: scriptJson(productJsonLd({ product, url, origin, rate })),
        }}
      />
      <ProductBreadcrumb product={product} />

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={images} name={product.name} />

        <div className="space-y-5">
          <ProductSummary product={product} rate={rate} lang={lang} />
          <ProductBuyBox
            product={product}
            estimate={loaderData.estimate}
            url={url}
            member={member}
            lang={lang}
          />
        </div>
      </div>

      <ProductDetails product={product}>
        <ProductReviews reviews={reviews} productName={product.name} signedIn={signedIn} />
      </ProductDetails>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
