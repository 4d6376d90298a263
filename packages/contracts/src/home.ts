import { Product, ProductCategory } from './catalog.ts'
import type { LabelMap } from './i18n.ts'
import { id } from './ids.ts'
import { MARKET_IDS } from './markets.ts'
import { line } from './text.ts'
import { z } from './zod.ts'

export {
  HOME_COLLECTIONS,
  type HomeCollectionName,
  WEEKLY_SALE_MAX_DISCOUNT,
} from './home-rules.ts'

export const MarketId = z.enum(MARKET_IDS)
export type MarketId = z.infer<typeof MarketId>

const OwnShopId = Product.shape.shop_id

/** A site path or an absolute http(s) address: never `javascript:` or another scheme. */
const ImageUrl = line()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'a path starting with / or an http(s) address')

/** A label staff write, in every language. */
const Label = z.object({ vi: line(), ja: line(), en: line() }) satisfies z.ZodType<LabelMap>

/** Banners are pictures: what they say is in `alt`, in every language. */
const Picture = z.object({ img_url: ImageUrl, alt: Label })

/**
 * Where a promotion banner leads: a path of this site, such as the listing it promises
 * ('/products/ikom?category=1&discount=1' for '-50%'); without it, the shop's listing.
 */
const SitePath = line()
  .max(500)
  .regex(/^\/(?!\/)/, 'a path of this site, starting with a single /')
const Promotion = Picture.extend({ link: SitePath.optional() })

/**
 * §3 Product card: what a card shows (image, name, prices, first category, stars, review
 * count), as lists meant for cards answer it. A `Product` has all of it.
 */
export const ProductCard = Product.pick({
  id: true,
  shop_id: true,
  name: true,
  _name: true,
  image_url: true,
  price: true,
  initial_price: true,
  discount: true,
  star: true,
  reviews_count: true,
  reviewCount: true,
  brand: true,
}).extend({ categories: z.array(ProductCategory) })
export type ProductCard = z.infer<typeof ProductCard>

/** Which products a section of type 1 shows: chosen ones, or the shop's by a rule. */
export const HomeSectionProducts = z.union([
  z.strictObject({ ids: z.array(id()).min(1).max(24) }),
  z.strictObject({
    sort: z.enum(['best_sellers', 'new_arrivals', 'discount', 'top_rated']),
    limit: z.number().int().min(1).max(24),
  }),
])
export type HomeSectionProducts = z.infer<typeof HomeSectionProducts>

const sectionFields = {
  /** 1: a shop's products; 2: its sale banners in two columns. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** Type 2: the sale banners, each leading to its shop. */
  banners: z.array(Promotion.extend({ shop_id: OwnShopId })).max(8),
  /** An optional wide banner above or below the products. */
  banner: ImageUrl.nullable(),
  banner_alt: Label.nullable(),
  banner_setup: z.enum(['top', 'bottom']),
  logo: ImageUrl.nullable(),
  supplier_name: line().min(1).max(80),
  shop_id: OwnShopId,
  action_label: Label,
  sub_title: Label,
}

/** §3 Home config as stored and edited: sections say which products they show. */
export const HomeConfigDocument = z.object({
  primary_banner: z.array(Promotion).min(1).max(10),
  secondary_banner: z.array(Picture.extend({ id: MarketId })).max(2),
  sections: z
    .array(z.object({ ...sectionFields, product_query: HomeSectionProducts.nullable() }))
    .max(20),
})
export type HomeConfigDocument = z.infer<typeof HomeConfigDocument>

/** §3 Home config as served: each section with its product cards, in the reader's language. */
export const HomeConfig = z.object({
  primary_banner: HomeConfigDocument.shape.primary_banner,
  secondary_banner: HomeConfigDocument.shape.secondary_banner,
  sections: z.array(z.object({ ...sectionFields, products: z.array(ProductCard) })),
})
export type HomeConfig = z.infer<typeof HomeConfig>
export type HomeSection = HomeConfig['sections'][number]

/** A brand of the own shops by what it sold; its picture is its best seller's. */
export const PopularBrand = z.object({
  name: z.string(),
  sold_count: z.number().int(),
  products_count: z.number().int(),
  shop_id: OwnShopId,
  image_url: z.string(),
})
export type PopularBrand = z.infer<typeof PopularBrand>

export const HomeCollections = z.object({
  trending: z.array(ProductCard),
  best_sellers: z.array(ProductCard),
  new_arrivals: z.array(ProductCard),
  top_rated: z.array(ProductCard),
  weekly_sale: z.array(ProductCard),
  popular_brands: z.array(PopularBrand),
})
export type HomeCollections = z.infer<typeof HomeCollections>

/** §2 home rows: how many products each row holds. */
export const HomeCollectionsQuery = z.looseObject({
  per_page: z.string().optional().describe('items in each row, 1 to 24 (default 12)'),
})
