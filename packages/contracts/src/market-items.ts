import { z } from './zod.ts'

// §3 Other-market product item, Seller and Seller review, as the market API (§7 base B) answers
// them. Every market's adapter maps its source into these shapes.

const LangLabel = z.object({ vi: z.string(), ja: z.string(), en: z.string() })

/** §3 Other-market product item. Amounts are yen; `end_time` is epoch seconds (auctions). */
export const MarketItem = z.object({
  id: z.string(),
  /** As the market names it (Japanese). */
  name: z.string(),
  /** Its translations where the source has them (the mirror does; official APIs do not). */
  names: LangLabel.nullable(),
  price: z.number().int().nonnegative(),
  initial_price: z.number().int().nonnegative().nullable(),
  discount: z.object({ price: z.number().int(), percent: z.number() }).nullable(),
  image_uri: z.string(),
  image_list: z.array(z.string()),
  label: z.string().nullable(),
  url: z.string(),
  shop: z
    .object({
      id: z.string(),
      name: z.string(),
      image_uri: z.string().nullable(),
      rate: z.object({ ratio: z.number() }).nullable(),
    })
    .nullable(),
  sale_status: z.array(z.string()),
  product_condition: z.array(z.string()),
  delivery: z.array(z.string()),
  categories: z.array(z.object({ id: z.string(), lang: LangLabel })),
  description_html: z.string().nullable(),
  description_text: z.string().nullable(),
  variants: z.array(z.object({ value: z.string(), price: z.number().int() })),
  size: z.array(z.object({ id: z.string(), name: z.string() })),
  rate: z
    .object({ count: z.number().int(), ratio: z.number(), comments: z.array(z.string()) })
    .nullable(),
  is_sold_out: z.boolean(),
  end_time: z.number().int().nullable(),
  quick_decision_price: z.number().int().nullable(),
  bid_count: z.number().int().nullable(),
  delivery_detail: z.object({ estimated_delivery_time_text: z.string().nullable() }).nullable(),
  origin: z.string().nullable(),
  /** Grams: the market's, else the category's usual weight; null when neither is known. */
  weight_g: z.number().int().positive().nullable(),
})
export type MarketItem = z.infer<typeof MarketItem>

/** A market's category, named in every language; `parent_id` for a drill-down (Rakuma). */
export const MarketCategory = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  lang: LangLabel,
})
export type MarketCategory = z.infer<typeof MarketCategory>

/** §3 paging of the market API: the simple form. */
export const MarketPaging = z.object({ page: z.number().int(), is_allow_next: z.boolean() })

/** §7 `/v3/{shop}`: a page of items, the category's children and suggested categories. */
export const MarketList = z.object({
  items: z.array(MarketItem),
  sub_categories: z.array(MarketCategory),
  suggest_categories: z.array(MarketCategory),
  pagination: MarketPaging,
})
export type MarketList = z.infer<typeof MarketList>

/** §3 Seller, and §7 `/v3/{shop}/seller-shop`: the seller, a page of their items. */
export const MarketSeller = z.object({
  name: z.string(),
  image_uri: z.string().nullable(),
  description: z.string().nullable(),
  identity_verification: z.boolean(),
  rate: z.object({ ratio: z.number(), max_ratio: z.number() }).nullable(),
})
export type MarketSeller = z.infer<typeof MarketSeller>

export const SellerShop = z.object({
  seller: MarketSeller,
  items: z.array(MarketItem),
  pagination: MarketPaging,
})
export type SellerShop = z.infer<typeof SellerShop>

/** §3 Seller review. */
export const SellerReview = z.object({
  good: z.number().int(),
  normal: z.number().int(),
  bad: z.number().int(),
  good_rate_percent: z.number(),
})
export type SellerReview = z.infer<typeof SellerReview>
