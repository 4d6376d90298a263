import { type Lang, PRODUCT_PNG_SIZE, type Product } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { OG_LOCALE } from '#app/lib/og-locale.ts'
import { jpyToVnd } from './price.ts'

type ProductMetaInput = {
  product: Product
  /** The page's absolute address. */
  url: string
  /** The site's public origin, for absolute picture addresses. */
  origin: string
  rate: string
  brand: string
  lang: Lang
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString()

/** Facebook, Zalo and Twitter show no SVG: the server serves each drawn picture as PNG too. */
const shareable = (path: string) => path.replace(/\.svg$/, '.png')

/**
 * §2: title and description are the product's name. Beyond the spec, Open Graph and Twitter
 * tags so a link shared in Zalo or Facebook shows the picture, name and price.
 */
export function productMeta({ product, url, origin, rate, brand, lang }: ProductMetaInput) {
  const image = absolute(origin, shareable(product.images?.[0]?.url ?? product.image_url))
  const price = String(jpyToVnd(product.price, rate))
  return [
    { title: `${product.name} | ${brand}` },
    { name: 'description', content: product.name },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: product.name },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(PRODUCT_PNG_SIZE) },
    { property: 'og:image:height', content: String(PRODUCT_PNG_SIZE) },
    { property: 'og:image:alt', content: product.name },
    { property: 'product:price:amount', content: price },
    { property: 'product:price:currency', content: 'VND' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: product.name },
    { name: 'twitter:description', content: product.name },
    { name: 'twitter:image', content: image },
  ] satisfies MetaDescriptor[]
}

/**
 * schema.org Product for search engines, priced in the dong the page shows. Its pictures stay
 * SVG, which Google Images reads: as PNG, a crawler walking the catalogue would have the server
 * rasterise every picture of every product.
 */
export function productJsonLd({
  product,
  url,
  origin,
  rate,
}: Omit<ProductMetaInput, 'brand' | 'lang'>) {
  const images = (
    product.images?.length ? product.images.map((i) => i.url) : [product.image_url]
  ).map((path) => absolute(origin, path))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.categories?.[0] ? { category: product.categories[0].name } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: jpyToVnd(product.price, rate),
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
    },
    ...(product.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.star,
            reviewCount: product.reviews_count,
            bestRating: 5,
          },
        }
      : {}),
  }
}

/** JSON for a <script> element: '<' escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))
}
