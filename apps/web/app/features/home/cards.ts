import type { HomeCollections, HomeConfig, HomeSection } from '@kaimono/contracts'
import { cardOf, type ProductCardProduct } from '#app/features/catalog/product-card.tsx'
import { wishlistKey } from '#app/features/wishlist/wishlist-store.ts'

const PRODUCT_ROWS = [
  'trending',
  'best_sellers',
  'new_arrivals',
  'top_rated',
  'weekly_sale',
] as const
type ProductRowKey = (typeof PRODUCT_ROWS)[number]

/**
 * Cards a home row shows: six on a wide screen and two more to scroll to, four swipes on a
 * phone. Every card is in the page's HTML; at twelve a row (84 on the page) the phone spent a
 * fifth more main thread parsing, styling and laying them out (docs/performance.md).
 */
export const HOME_ROW_CARDS = 8

/** The home rows as the page keeps them: cards with only what a card shows. */
export type HomeRowsData = Omit<HomeCollections, ProductRowKey> &
  Record<ProductRowKey, ProductCardProduct[]>
export type HomeSectionData = Omit<HomeSection, 'products'> & { products: ProductCardProduct[] }
export type HomeConfigData = Omit<HomeConfig, 'sections'> & { sections: HomeSectionData[] }

export function homeRowsCards(rows: HomeCollections): HomeRowsData {
  const cards = Object.fromEntries(
    PRODUCT_ROWS.map((key) => [key, rows[key].slice(0, HOME_ROW_CARDS).map(cardOf)]),
  ) as Record<ProductRowKey, ProductCardProduct[]>
  return { ...rows, ...cards }
}

export function homeConfigCards(config: HomeConfig): HomeConfigData {
  return {
    ...config,
    sections: config.sections.map((section) => ({
      ...section,
      products: section.products.slice(0, HOME_ROW_CARDS).map(cardOf),
    })),
  }
}

/** Every card on the page (sections, then rows), by wishlist key: what a heart stands for. */
export function cardsByWishlistKey(config: HomeConfigData | null, rows: HomeRowsData | null) {
  const cards = new Map<string, ProductCardProduct>()
  const products = [
    ...(config?.sections.flatMap((section) => section.products) ?? []),
    ...(rows ? PRODUCT_ROWS.flatMap((key) => rows[key]) : []),
  ]
  for (const product of products) cards.set(wishlistKey(product), product)
  return cards
}
