import { MAX_LINE_QUANTITY } from './cart-rules.ts'
import { LineVariant } from './catalog.ts'
import { SHOP_IDS } from './markets.ts'
import { line } from './text.ts'
import { z } from './zod.ts'

export * from './cart-rules.ts'

export const CartShopId = z.enum(SHOP_IDS, 'validation.shop')

/**
 * A market line's link and picture are shown as a link and an image in the cart: only a web
 * address (issue 14: no `javascript:` link, no other scheme).
 */
const webAddress = line()
  .max(2000, 'validation.tooLong')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'validation.webAddress')

/** How many of a line (§5: at least 1; issue 6: at most 99). */
export const LineQuantity = z
  .number('validation.quantity')
  .int('validation.quantity')
  .min(1, 'validation.quantity')
  .max(MAX_LINE_QUANTITY, 'validation.quantityMax')

/**
 * §7 PUT /market/cart/{userId}: adds a line, or sets the quantity of the line already there
 * (`add: true` adds to it instead, as the product page's Add to cart does). A line is named by
 * `shop_id` and `id` (and `size`/`color` where the item has them): the server takes name,
 * price and picture from the catalogue (own shops) or from the market's adapter (issue 18).
 * The other fields §7 sends (name, url, image_url, price, init_price, tax_percent) are
 * accepted and ignored.
 */
export const CartLineInput = z.object({
  shop_id: CartShopId,
  // §3 line id: the product's id in its shop (a number for the own shops).
  id: z
    .union([line(), z.number().int().nonnegative()], 'validation.required')
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, 'validation.required').max(100, 'validation.tooLong')),
  quantity: LineQuantity,
  add: z.boolean().optional().default(false),
  name: line().max(500, 'validation.tooLong').optional(),
  url: webAddress.optional(),
  image_url: webAddress.optional(),
  price: z.number().int().min(0).max(100_000_000).optional(),
  init_price: z.number().int().min(0).max(100_000_000).optional(),
  // §9 the add-to-cart line sends 0; the server decides the tax.
  tax_percent: z.number().optional(),
  /** Issue 15: the size and colour chosen, for a product that has them (codes from its options). */
  size: line().max(40, 'validation.tooLong').optional(),
  color: line().max(40, 'validation.tooLong').optional(),
})
export type CartLineInput = z.input<typeof CartLineInput>

/** §7 POST /market/cart/clear-cart/{userId}. */
export const ClearCartInput = z.object({
  product_ids: z
    .array(
      z.union([line().max(100, 'validation.tooLong'), z.number()]).transform(String),
      'validation.required',
    )
    .min(1, 'validation.required')
    .max(500),
})

/**
 * §3 Cart line. `id` is null when the product has gone ('Product not found', not selectable);
 * `product_id` always names the line (for removing it). `sold_out`: a market item its market
 * last said was sold (§4: shown with its tag, not selectable).
 */
export const CartLine = z.object({
  id: z.union([z.number(), z.string()]).nullable(),
  product_id: z.union([z.number(), z.string()]),
  shop_id: CartShopId,
  name: z.string(),
  url: z.string(),
  image_url: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  init_price: z.number().int(),
  tax_percent: z.number().int(),
  weight: z.number().int().nullable(),
  available: z.boolean(),
  sold_out: z.boolean(),
  can_buy_more: z.boolean(),
  /** The size and colour chosen; null for a product without them. */
  variant: LineVariant.nullable(),
})
export type CartLine = z.infer<typeof CartLine>

/** §3 Cart: shop groups. */
export const CartGroup = z.object({
  shop_id: CartShopId,
  shop_name: z.string(),
  shop_logo: z.string().nullable(),
  can_buy_more: z.boolean(),
  products: z.array(CartLine),
})
export type CartGroup = z.infer<typeof CartGroup>
export const Cart = z.object({ data: z.array(CartGroup) })
export type Cart = z.infer<typeof Cart>
