import { LabelMap } from './i18n.ts'
import { OWN_SHOP_IDS } from './markets.ts'
import { paged } from './paging.ts'
import { z } from './zod.ts'

export {
  capStar,
  discountPercent,
  PRICE_RANGES,
  PRODUCT_PNG_SIZE,
  PRODUCT_SORTS,
} from './catalog-rules.ts'
export * from './variant-rules.ts'

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

/** A size or colour to choose: its code and its name in the asked language. */
export const ProductOption = z.object({ value: z.string(), name: z.string() })
export type ProductOption = z.infer<typeof ProductOption>

/** What the shopper chooses before adding to the cart (issue 15: garments, shoes, bags). */
export const ProductOptions = z.object({
  size: z.array(ProductOption).optional(),
  color: z.array(ProductOption).optional(),
})
export type ProductOptions = z.infer<typeof ProductOptions>

/** The choice a cart line or order item carries, with the names it reads by. */
export const LineVariant = z.object({
  size: ProductOption.nullable(),
  color: ProductOption.nullable(),
})
export type LineVariant = z.infer<typeof LineVariant>

/**
 * §3 Product (own shop) and Product card. Money in whole yen. The list leaves out the long
 * texts (description, ingredients); `include` adds categories, origin, tags, suppliers, images.
 */
export const Product = z.object({
  id: z.number().int(),
  shop_id: z.enum(OWN_SHOP_IDS),
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
  /** The detail only: sizes and colours to choose from; null when there is nothing to choose. */
  options: ProductOptions.nullable().optional(),
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

/**
 * §4 What to offer when a search finds nothing (GET /api/product-suggestions): the closest
 * search that does find products (fewer of the words, or names spelled nearly so) and the
 * categories whose names carry the words.
 */
export const ProductSuggestions = z.object({
  /** The words searched for, as typed. */
  search: z.string(),
  closest: z
    .object({
      /** The typed words that find these products; null when they are near spellings. */
      search: z.string().nullable(),
      /** How many products that search finds in all. */
      total: z.number().int(),
      data: z.array(Product),
      /** Other searches of as many words that find products, for the shopper to pick. */
      others: z.array(z.object({ search: z.string(), total: z.number().int() })),
    })
    .nullable(),
  categories: z.array(ProductCategory),
})
export type ProductSuggestions = z.infer<typeof ProductSuggestions>
