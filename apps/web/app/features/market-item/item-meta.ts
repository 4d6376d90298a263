import { type Lang, type MarketItem, PRODUCT_PNG_SIZE } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { jpyToVnd } from '#app/features/catalog/price.ts'
import { OG_LOCALE } from '#app/lib/og-locale.ts'
import { describe, itemName } from './item-view.ts'

type ItemMetaInput = {
  item: MarketItem
  /** The page's absolute address. */
  url: string
  /** The site's public origin, for absolute picture addresses. */
  origin: string
  rate: string
  brand: string
  lang: Lang
}

/** The mirror's and Ecoring lots' pictures are drawn by our server, each as SVG and as PNG. */
const OUR_PICTURE = /^\/media\/(market|ecoring)\/.+\.svg$/

/**
 * A picture for Facebook, Zalo and Twitter, which show no SVG: ours as its PNG; a market's own
 * picture (an official API's, JPEG) as it is.
 */
export function sharedPicture(origin: string, image: string): { url: string; ours: boolean } {
  if (OUR_PICTURE.test(image)) {
    return { url: new URL(image.replace(/\.svg$/, '.png'), origin).toString(), ours: true }
  }
  return { url: new URL(image, origin).toString(), ours: false }
}

/** A page's Open Graph picture: ours as its PNG with its size, another's as it is. */
export function pictureMeta(
  origin: string,
  image: string,
): { property: string; content: string }[] {
  const picture = sharedPicture(origin, image)
  return [
    { property: 'og:image', content: picture.url },
    ...(picture.ours
      ? [
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(PRODUCT_PNG_SIZE) },
          { property: 'og:image:height', content: String(PRODUCT_PNG_SIZE) },
        ]
      : []),
  ]
}

/**
 * §2: the title is the item's name in the reader's language; the description the item's own
 * words. Open Graph and Twitter tags so a shared link shows the picture, name and price.
 */
export function itemMeta({ item, url, origin, rate, brand, lang }: ItemMetaInput) {
  const { name } = itemName(item, lang)
  const description = describe(item.description_text, name)
  const picture = sharedPicture(origin, item.image_uri)
  return [
    { title: `${name} | ${brand}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:title', content: name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...pictureMeta(origin, item.image_uri),
    { property: 'og:image:alt', content: name },
    { property: 'product:price:amount', content: String(jpyToVnd(item.price, rate)) },
    { property: 'product:price:currency', content: 'VND' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: name },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: picture.url },
  ] satisfies MetaDescriptor[]
}

const CONDITION_NEW = new Set(['new', 'S'])

/**
 * schema.org Product, priced in the dong the page shows, sold out or in stock, new or used
 * where the market grades its items.
 */
export function itemJsonLd({ item, url, origin, rate, lang }: Omit<ItemMetaInput, 'brand'>) {
  const condition = item.product_condition[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: itemName(item, lang).name,
    image: (item.image_list.length ? item.image_list : [item.image_uri]).map((path) =>
      new URL(path, origin).toString(),
    ),
    sku: item.id,
    ...(item.categories.length
      ? { category: item.categories.map((category) => category.lang[lang]).join(' > ') }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: jpyToVnd(item.price, rate),
      priceCurrency: 'VND',
      availability: `https://schema.org/${item.is_sold_out ? 'SoldOut' : 'InStock'}`,
      ...(condition
        ? {
            itemCondition: `https://schema.org/${CONDITION_NEW.has(condition) ? 'NewCondition' : 'UsedCondition'}`,
          }
        : {}),
    },
    ...(item.rate && item.rate.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.rate.ratio,
            reviewCount: item.rate.count,
            bestRating: 5,
          },
        }
      : {}),
  }
}
