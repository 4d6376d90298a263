import type { EcoringItem, Lang } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { jpyToVnd } from '#app/features/catalog/price.ts'
import { pictureMeta, sharedPicture } from '#app/features/market-item/item-meta.ts'
import { describe } from '#app/features/market-item/item-view.ts'
import { OG_LOCALE } from '#app/lib/og-locale.ts'

type LotMetaInput = {
  item: EcoringItem
  /** The lot's absolute address. */
  url: string
  /** The site's public origin, for absolute picture addresses. */
  origin: string
  rate: string
  brand: string
  lang: Lang
}

/**
 * §2: the title is the lot's name, the description its own words; Open Graph and Twitter tags as
 * the other item pages have them, so a shared link shows the picture, name and price.
 */
export function lotMeta({ item, url, origin, rate, brand, lang }: LotMetaInput) {
  const description = describe(item.description_text, item.name)
  const picture = sharedPicture(origin, item.image_uri)
  return [
    { title: `${item.name} | ${brand}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:title', content: item.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...pictureMeta(origin, item.image_uri),
    { property: 'og:image:alt', content: item.name },
    { property: 'product:price:amount', content: String(jpyToVnd(item.price, rate)) },
    { property: 'product:price:currency', content: 'VND' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: item.name },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: picture.url },
  ] satisfies MetaDescriptor[]
}
