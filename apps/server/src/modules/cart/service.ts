import {
  CART_TAX_PERCENT,
  type Cart,
  type CartGroup,
  type CartLine,
  type CartShop,
  type ClearCartInput,
  canBuyMore,
  isOwnShop,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  OWN_SHOP_IDS,
  OWN_SHOPS,
  type OwnShop,
  parseVariantLineKey,
  SHOP_IDS,
  shopEntry,
  shopName,
  variantLineKey,
  type z,
} from '@kaimono/contracts'
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { Invalid } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { requireSelf } from '../accounts/index.ts'
import {
  checkChoice,
  choiceOptions,
  hasOptions,
  productFacts,
  productImageUrl,
  variantIn,
} from '../catalog/index.ts'
import type { Markets } from '../markets/index.ts'
import { CHOICE_MESSAGES, chosen, type LineValues } from './choice.ts'
import { marketDims, marketLineValues } from './market-lines.ts'
import { cartLines } from './schema.ts'

const productUrl = (shop: string, id: number) => `/products/${shop}/${id}`

/** One customer's cart changes one request at a time. */
const cartLock = namedLock('cart')

/** A customer's cart changes one request at a time (the cart lock, keyed by them). */
export async function lockCart<T>(
  ctx: DbContext,
  uid: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await cartLock.hold(tx, uid)
    return work(tx)
  })
}

/**
 * The lines of a cart as §3 shows them. Own-shop lines read name, price and picture from the
 * catalogue now, not from when they were added; a product that has gone reads 'Product not
 * found' (id null) and cannot be bought. A market line reads what its market's adapter last
 * said (issue 18: when it was added, its quantity changed, or a checkout looked again), without
 * asking the market: every page's header reads the cart. An item its market no longer has reads
 * 'Product not found' too; a sold-out one is shown sold out. Neither can be bought.
 */
export async function readCartLines(
  { db, lang }: Pick<RequestContext, 'db' | 'lang'>,
  uid: string,
) {
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, uid))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
  const facts = await productFacts(
    { db },
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  )
  return lines.map((line): CartLine & InternalLine => {
    const product = (line.productId !== null && facts.get(line.productId)) || null
    const shop = line.shopId as CartShop
    const own = isOwnShop(shop)
    const found = own ? product !== null : line.marketState !== 'gone'
    const soldOut = !own && line.marketState === 'sold_out'
    // An own product's line without a choice is named by the product id, a number (§3).
    const key = own && line.variant === null ? Number(line.productKey) : line.productKey
    const variant = choiceOptions(product?.options ?? null, line.variant)
    return {
      lineId: line.id,
      ordered: variant,
      id: found ? (own ? line.productId : key) : null,
      product_id: key,
      shop_id: shop,
      name: product ? product.name[lang] : (line.names?.[lang] ?? line.name),
      url: product ? productUrl(shop, product.id) : line.url,
      image_url: product ? productImageUrl(product.id) : line.imageUrl,
      quantity: line.quantity,
      price: product ? product.price : line.price,
      init_price: product ? product.initialPrice : line.initPrice,
      tax_percent: product ? product.taxPercent : CART_TAX_PERCENT,
      weight: product ? product.weightG : line.weightG,
      available: found && !soldOut,
      sold_out: soldOut,
      can_buy_more: canBuyMore(shop),
      variant: variantIn(variant, lang),
      dims: product
        ? {
            weightG: product.weightG,
            widthMm: product.widthMm,
            heightMm: product.heightMm,
            lengthMm: product.lengthMm,
            bannedAir: product.bannedAir,
            bannedSea: product.bannedSea,
          }
        : own
          ? null
          : marketDims(line.weightG),
    }
  })
}
/** What checkout needs of a line beyond what the cart shows. */
type InternalLine = {
  lineId: number
  dims: Dims | null
  /** The size and colour with their names in every language, as the order item keeps them. */
  ordered: ReturnType<typeof choiceOptions>
}

export type Dims = {
  weightG: number
  widthMm: number
  heightMm: number
  lengthMm: number
  bannedAir: boolean
  bannedSea: boolean
}

function groupByShop(lines: CartLine[], lang: RequestContext['lang']): CartGroup[] {
  const groups = new Map<CartShop, CartLine[]>()
  for (const line of lines) groups.set(line.shop_id, [...(groups.get(line.shop_id) ?? []), line])
  return SHOP_IDS.filter((shop) => groups.has(shop)).map((shop) => ({
    shop_id: shop,
    shop_name: shopName(shop, lang),
    shop_logo: shopEntry(shop).logo,
    can_buy_more: canBuyMore(shop),
    products: groups.get(shop) ?? [],
  }))
}

/** §7 GET /market/cart/{userId}. */
export async function getCart(ctx: RequestContext, customerNumber: number): Promise<Cart> {
  const user = requireSelf(ctx, customerNumber)
  const lines = await readCartLines(ctx, user.uid)
  return {
    data: groupByShop(
      lines.map(({ lineId: _, dims: __, ordered: ___, ...line }) => line),
      ctx.lang,
    ),
  }
}

/** An own product's line: named, priced and pictured from the catalogue, its choice checked. */
async function ownLineValues(ctx: RequestContext, shop: OwnShop, input: LineValues) {
  const parsed = parseVariantLineKey(input.id)
  const id = parsed && /^\d{1,9}$/.test(parsed.productId) ? Number(parsed.productId) : null
  const found = id === null ? undefined : (await productFacts(ctx, [id])).get(id)
  const product = found?.supplierId === OWN_SHOPS[shop] ? found : undefined
  if (!product || !parsed) {
    throw new Invalid({ id: ['cart.unknownProduct'] })
  }
  const choice = chosen(parsed.choice, input)
  const problems = checkChoice(product.options, choice)
  if (Object.keys(problems).length > 0) {
    throw new Invalid(
      Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          [CHOICE_MESSAGES[field as keyof typeof CHOICE_MESSAGES][problem]],
        ]),
      ),
    )
  }
  const variant = hasOptions(product.options) ? choice : null
  return {
    shopId: shop,
    productKey: variant ? variantLineKey(product.id, variant) : String(product.id),
    productId: product.id,
    variant,
    name: product.name[ctx.lang],
    url: productUrl(shop, product.id),
    imageUrl: productImageUrl(product.id),
    price: product.price,
    initPrice: product.initialPrice,
  }
}

/**
 * §7 PUT /market/cart/{userId}: adds the line, or sets (or with `add`, raises) the quantity of
 * the line already there. Shops not flagged can-buy-more keep a quantity of 1 (§3). The server
 * names and prices the line: from the catalogue (own shops) or the market's adapter (issue 18),
 * asked before the cart is locked; a refusal, or a market that is down, changes nothing.
 */
export async function putCartLine(
  ctx: RequestContext,
  markets: Markets,
  customerNumber: number,
  input: LineValues,
): Promise<Cart> {
  const user = requireSelf(ctx, customerNumber)
  const shop = input.shop_id
  const values: Omit<typeof cartLines.$inferInsert, 'userId' | 'quantity'> = isOwnShop(shop)
    ? await ownLineValues(ctx, shop, input)
    : await marketLineValues(ctx, markets, shop, input)
  const capped = (quantity: number) => (canBuyMore(shop) ? quantity : 1)
  await lockCart(ctx, user.uid, async (tx) => {
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
      throw new Invalid({ quantity: ['validation.quantityMax'] })
    }
    if (!line.inserted) return
    const [lines] = await tx
      .select({ n: count() })
      .from(cartLines)
      .where(eq(cartLines.userId, user.uid))
    if ((lines?.n ?? 0) > MAX_CART_LINES) {
      throw new Invalid({}, 'cart.limit', { max: MAX_CART_LINES })
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
  await lockCart(ctx, user.uid, (tx) =>
    tx.delete(cartLines).where(
      and(
        eq(cartLines.userId, user.uid),
        or(
          inArray(cartLines.productKey, input.product_ids),
          // An own product's id names all of its lines, whatever size or colour.
          and(
            inArray(cartLines.shopId, OWN_SHOP_IDS),
            inArray(sql`split_part(${cartLines.productKey}, '~', 1)`, input.product_ids),
          ),
        ),
      ),
    ),
  )
  return getCart(ctx, customerNumber)
}

/** Takes these lines out of their cart, in the caller's transaction (a checkout that ordered them). */
export async function removeCartLines(ctx: DbContext, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return
  await ctx.db.delete(cartLines).where(inArray(cartLines.id, [...lineIds]))
}
