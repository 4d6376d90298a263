import {
  CART_TAX_PERCENT,
  type Cart,
  type CartGroup,
  type CartLine,
  type CartLineInput,
  type CartShop,
  type ClearCartInput,
  canBuyMore,
  isOwnShop,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  OWN_SHOPS,
  type z,
} from '@kaimono/contracts'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { users } from '../accounts/schema.ts'
import { requireSelf } from '../accounts/service.ts'
import { products } from '../catalog/schema.ts'
import { productImageUrl } from '../catalog/service.ts'
import { cartLines } from './schema.ts'

type LineValues = z.output<typeof CartLineInput>

/** How shops are named and pictured in the cart's groups. */
const SHOP_LABELS: Record<CartShop, { name: string; logo: string | null }> = {
  ikom: { name: 'IKOM', logo: '/media/banners/logo-ikom.svg' },
  awond: { name: 'Awond', logo: '/media/banners/logo-awond.svg' },
  rakuten: { name: 'Rakuten', logo: null },
  yahoo: { name: 'Yahoo Shopping', logo: null },
  'yahoo-auction': { name: 'Yahoo Auction', logo: null },
  rakuma: { name: 'Rakuma', logo: null },
  tonoike: { name: 'Tonoike', logo: null },
  nike: { name: 'Nike', logo: null },
  mercari: { name: 'Mercari', logo: null },
  paypay: { name: 'PayPay Flea Market', logo: null },
  ecoring: { name: 'Ecoring', logo: null },
  amazon: { name: 'Amazon', logo: null },
}
const SHOP_ORDER = Object.keys(SHOP_LABELS) as CartShop[]

const productUrl = (shop: string, id: number) => `/products/${shop}/${id}`

/** A customer's cart changes one request at a time (a lock on their user row). */
export async function lockCart<T>(
  db: Database,
  uid: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update')
    return work(tx)
  })
}

/**
 * What a cart line reads of its product: not the whole row, whose descriptions and search
 * columns would be read, sent and parsed for every line on every cart answer.
 */
const lineProduct = {
  id: products.id,
  name: products.name,
  price: products.price,
  initialPrice: products.initialPrice,
  taxPercent: products.taxPercent,
  weightG: products.weightG,
  widthMm: products.widthMm,
  heightMm: products.heightMm,
  lengthMm: products.lengthMm,
  bannedAir: products.bannedAir,
  bannedSea: products.bannedSea,
}

/**
 * The lines of a cart as §3 shows them. Own-shop lines read name, price and picture from the
 * catalogue now, not from when they were added; a product that has gone reads 'Product not
 * found' (id null) and cannot be bought.
 */
export async function readCartLines(db: Database, uid: string, lang: RequestContext['lang']) {
  const rows = await db
    .select({ line: cartLines, product: lineProduct })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, uid))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
  return rows.map(({ line, product }): CartLine & { lineId: number; dims: Dims | null } => {
    const shop = line.shopId as CartShop
    const own = isOwnShop(shop)
    const available = own ? product !== null : true
    const key = own ? Number(line.productKey) : line.productKey
    return {
      lineId: line.id,
      id: available ? key : null,
      product_id: key,
      shop_id: shop,
      name: product ? product.name[lang] : line.name,
      url: product ? productUrl(shop, product.id) : line.url,
      image_url: product ? productImageUrl(product.id) : line.imageUrl,
      quantity: line.quantity,
      price: product ? product.price : line.price,
      init_price: product ? product.initialPrice : line.initPrice,
      tax_percent: product ? product.taxPercent : CART_TAX_PERCENT,
      weight: product ? product.weightG : null,
      verified: own ? product !== null : line.verified,
      available,
      can_buy_more: canBuyMore(shop),
      dims: product
        ? {
            weightG: product.weightG,
            widthMm: product.widthMm,
            heightMm: product.heightMm,
            lengthMm: product.lengthMm,
            bannedAir: product.bannedAir,
            bannedSea: product.bannedSea,
          }
        : null,
    }
  })
}
export type Dims = {
  weightG: number
  widthMm: number
  heightMm: number
  lengthMm: number
  bannedAir: boolean
  bannedSea: boolean
}

function groupByShop(lines: CartLine[]): CartGroup[] {
  const groups = new Map<CartShop, CartLine[]>()
  for (const line of lines) groups.set(line.shop_id, [...(groups.get(line.shop_id) ?? []), line])
  return SHOP_ORDER.filter((shop) => groups.has(shop)).map((shop) => ({
    shop_id: shop,
    shop_name: SHOP_LABELS[shop].name,
    shop_logo: SHOP_LABELS[shop].logo,
    can_buy_more: canBuyMore(shop),
    products: groups.get(shop) ?? [],
  }))
}

/** §7 GET /market/cart/{userId}. */
export async function getCart(ctx: RequestContext, customerNumber: number): Promise<Cart> {
  const user = requireSelf(ctx, customerNumber)
  const lines = await readCartLines(ctx.db, user.uid, ctx.lang)
  return { data: groupByShop(lines.map(({ lineId: _, dims: __, ...line }) => line)) }
}

const invalid = (ctx: RequestContext, errors: Record<string, string[]>) =>
  new HttpError(422, translate(ctx.lang, 'invalidInput'), errors)

/**
 * §7 PUT /market/cart/{userId}: adds the line, or sets (or with `add`, raises) the quantity of
 * the line already there. Shops not flagged can-buy-more keep a quantity of 1 (§3).
 */
export async function putCartLine(
  ctx: RequestContext,
  customerNumber: number,
  input: LineValues,
): Promise<Cart> {
  const user = requireSelf(ctx, customerNumber)
  const shop = input.shop_id
  const own = isOwnShop(shop)
  let values: Omit<typeof cartLines.$inferInsert, 'userId' | 'quantity'>
  if (own) {
    const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : null
    const [product] =
      id === null
        ? []
        : await ctx.db
            .select(lineProduct)
            .from(products)
            .where(and(eq(products.id, id), eq(products.supplierId, OWN_SHOPS[shop])))
    if (!product) throw invalid(ctx, { id: [translate(ctx.lang, 'cart.unknownProduct')] })
    values = {
      shopId: shop,
      productKey: String(product.id),
      productId: product.id,
      name: product.name[ctx.lang],
      url: productUrl(shop, product.id),
      imageUrl: productImageUrl(product.id),
      price: product.price,
      initPrice: product.initialPrice,
      verified: true,
    }
  } else {
    // No market catalogue yet: the line keeps what it was given, marked unverified, and is
    // priced again when the market adapters can check it.
    if (!input.name || !input.url || input.price === undefined) {
      throw invalid(ctx, { id: [translate(ctx.lang, 'cart.marketDetails')] })
    }
    values = {
      shopId: shop,
      productKey: input.id,
      productId: null,
      name: input.name,
      url: input.url,
      imageUrl: input.image_url ?? '',
      price: input.price,
      initPrice: input.init_price ?? input.price,
      verified: false,
    }
  }
  const capped = (quantity: number) => (canBuyMore(shop) ? quantity : 1)
  await lockCart(ctx.db, user.uid, async (tx) => {
    // One statement adds the line or changes it; a refusal below rolls it back.
    const quantity = capped(input.quantity)
    const [line] = await tx
      .insert(cartLines)
      .values({ ...values, userId: user.uid, quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.shopId, cartLines.productKey],
        set: {
          ...values,
          quantity:
            input.add && canBuyMore(shop) ? sql`${cartLines.quantity} + ${quantity}` : quantity,
          updatedAt: sql`now()`,
        },
      })
      .returning({ quantity: cartLines.quantity, inserted: sql<boolean>`xmax = 0` })
    if (!line) throw new Error('upsert returned no line')
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw invalid(ctx, { quantity: [translate(ctx.lang, 'validation.quantityMax')] })
    }
    if (!line.inserted) return
    const [lines] = await tx
      .select({ n: count() })
      .from(cartLines)
      .where(eq(cartLines.userId, user.uid))
    if ((lines?.n ?? 0) > MAX_CART_LINES) {
      throw new HttpError(
        422,
        translate(ctx.lang, 'cart.limit', { max: String(MAX_CART_LINES) }),
        {},
      )
    }
  })
  return getCart(ctx, customerNumber)
}

/** §7 POST /market/cart/clear-cart/{userId}: removes the lines of these products. */
export async function clearCartLines(
  ctx: RequestContext,
  customerNumber: number,
  input: z.output<typeof ClearCartInput>,
): Promise<Cart> {
  const user = requireSelf(ctx, customerNumber)
  await lockCart(ctx.db, user.uid, (tx) =>
    tx
      .delete(cartLines)
      .where(and(eq(cartLines.userId, user.uid), inArray(cartLines.productKey, input.product_ids))),
  )
  return getCart(ctx, customerNumber)
}
