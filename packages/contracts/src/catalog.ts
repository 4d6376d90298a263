import { LabelMap } from './i18n.ts'
import { paged } from './paging.ts'
import { z } from './zod.ts'

/** §1 own shops: ikom (supplier 390) and awond (supplier 458). */
export const OWN_SHOPS = { ikom: 390, awond: 458 } as const
export type OwnShop = keyof typeof OWN_SHOPS

/** §9: price filter ranges in yen; the last is shown as "above 100,000". */
export const PRICE_RANGES = [
  [1, 500],
  [500, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, 50000],
  [50000, 100000],
  [100000, 5000000],
] as const

/** §9: product sorts; 'Discount' and 'Most buy' are shown as coming soon. */
export const PRODUCT_SORTS = ['-updated_at', 'updated_at', 'price', '-price'] as const

export const ProductCategory: z.ZodType<ProductCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    _name: LabelMap,
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    children: z.array(ProductCategory).optional(),
  }),
)
export type ProductCategory = {
  id: number
  name: string
  _name: LabelMap
  slug: string
  parent_id: number | null
  children?: ProductCategory[]
}

export const Origin = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  _name: LabelMap,
})
export type Origin = z.infer<typeof Origin>

export const Tag = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
export type Tag = z.infer<typeof Tag>

export const Supplier = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
export type Supplier = z.infer<typeof Supplier>

/** §5: the discount percent is the ceiling of the reduction versus the initial price. */
export function discountPercent(price: number, initialPrice: number): number {
  if (!(initialPrice > price) || initialPrice <= 0) return 0
  return Math.ceil(((initialPrice - price) / initialPrice) * 100)
}

/** §5: star ratings are capped at 5 (and never below 0). */
export function capStar(star: number): number {
  return Math.min(5, Math.max(0, star))
}

/**
 * §3 Product (own shop) and Product card. Money in whole yen. The list leaves out the long
 * texts (description, ingredients); `include` adds categories, origin, tags, suppliers, images.
 */
export const Product = z.object({
  id: z.number().int(),
  shop_id: z.enum(['ikom', 'awond']),
  name: z.string(),
  _name: LabelMap,
  image_url: z.string(),
  price: z.number().int(),
  initial_price: z.number().int(),
  discount: z.number().int(),
  star: z.number(),
  reviews_count: z.number().int(),
  reviewCount: z.number().int(),
  sku: z.string(),
  brand: z.string(),
  product_type: z.string(),
  hs_code: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  length: z.number().int(),
  weight: z.number().int(),
  quantity_in_box: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  capacity: z.string().nullable(),
  banned_air: z.boolean(),
  banned_sea: z.boolean(),
  banned_export: z.boolean(),
  tax_percent: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  ingredients: z.string().nullable().optional(),
  description: z.string().optional(),
  images: z.array(z.object({ url: z.string() })).optional(),
  categories: z.array(ProductCategory).optional(),
  origin: Origin.nullable().optional(),
  tags: z.array(Tag).optional(),
  suppliers: z.array(Supplier).optional(),
})
export type Product = z.infer<typeof Product>

export const ProductList = paged(Product)
export const ProductCategoryList = paged(ProductCategory)
export const OriginList = paged(Origin)
