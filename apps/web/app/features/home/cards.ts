import type { HomeCollections, HomeConfig, HomeSection } from '@kaimono/contracts'
import { cardOf, type ProductCardProduct } from '../catalog/product-card.tsx'

const PRODUCT_ROWS = [
  'trending',
  'best_sellers',
  'new_arrivals',
  'top_rated',
  'weekly_sale',
] as const
type ProductRowKey = (typeof PRODUCT_ROWS)[number]

/** The home rows as the page keeps them: cards with only what a card shows. */
export type HomeRowsData = Omit<HomeCollections, ProductRowKey> &
  Record<ProductRowKey, ProductCardProduct[]>
export type HomeSectionData = Omit<HomeSection, 'products'> & { products: ProductCardProduct[] }
export type HomeConfigData = Omit<HomeConfig, 'sections'> & { sections: HomeSectionData[] }

export function homeRowsCards(rows: HomeCollections): HomeRowsData {
  const cards = Object.fromEntries(
    PRODUCT_ROWS.map((key) => [key, rows[key].map(cardOf)]),
  ) as Record<ProductRowKey, ProductCardProduct[]>
  return { ...rows, ...cards }
}

export function homeConfigCards(config: HomeConfig): HomeConfigData {
  return {
    ...config,
    sections: config.sections.map((section) => ({
      ...section,
      products: section.products.map(cardOf),
    })),
  }
}
