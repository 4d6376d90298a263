import {
  CART_TAX_PERCENT,
  type CartShop,
  canBuyMore,
  type Estimate,
  type EstimateInput,
  isBrowsableMarket,
  isOwnShop,
  isSoldOut,
  type MarketItem,
  OWN_SHOPS,
  parseVariantLineKey,
  SHIPMENT_METHOD_IDS,
  SHOP_IDS,
  type ShipmentMethodId,
  type ShippingRegion,
  TRANSIT_DAYS,
  type z,
} from '@kaimono/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { startingWard } from '../addresses/index.ts'
import { type ProductFacts, productFacts } from '../catalog/index.ts'
import { currentRate } from '../fx/index.ts'
import { type Markets, shippingWeight } from '../markets/index.ts'
import { type PriceLine, priceCheckout } from './price.ts'
import { loadPriceList, resolveRegion } from './service.ts'

type EstimateValues = z.output<typeof EstimateInput>
type Wanted = EstimateValues['items'][number]
type Priced = { line: PriceLine; banned: Record<ShipmentMethodId, boolean> }

/** Without an address or a choice, a parcel is priced to the Hanoi warehouse. */
const DEFAULT_REGION: ShippingRegion = 'north'

/**
 * The region to price for: the one asked for, else the signed-in customer's address the
 * checkout starts with (the default, else the newest), else the north.
 */
async function regionFor(
  ctx: RequestContext,
  asked: ShippingRegion | undefined,
): Promise<{ region: ShippingRegion; source: Estimate['data']['region_source'] }> {
  if (asked) return { region: asked, source: 'asked' }
  if (ctx.user) {
    const address = await startingWard(ctx, ctx.user.uid)
    const region = address ? await resolveRegion(ctx, address.scheme, address.wardId) : null
    if (region) return { region, source: 'address' }
  }
  return { region: DEFAULT_REGION, source: 'default' }
}

/** A market's item as it is now (the guard's cache), or null when it cannot be bought. */
async function marketItem(markets: Markets, item: Wanted): Promise<MarketItem | null> {
  if (!isBrowsableMarket(item.shop_id)) return null
  // A cart line of a size is keyed `n456~size=27.5`: the item is n456.
  const id = parseVariantLineKey(item.product_id)?.productId ?? item.product_id
  const found = await markets.reader(item.shop_id).detail(id, new AbortController().signal)
  return found && !isSoldOut(found) ? found : null
}

/** An own-shop product as the estimate prices it: the catalogue's price, tax, sizes and bans. */
function pricedLine(item: Wanted, product: ProductFacts): Priced {
  return {
    line: {
      unitPriceJpy: product.price,
      quantity: item.quantity,
      taxPercent: product.taxPercent,
      weightG: product.weightG,
      widthMm: product.widthMm,
      heightMm: product.heightMm,
      lengthMm: product.lengthMm,
    },
    banned: { air: product.bannedAir, sea: product.bannedSea },
  }
}

/** A market's item as the estimate prices it: §5 one of it unless its market sells more. */
const pricedItem = (item: Wanted, found: MarketItem): Priced => ({
  line: {
    unitPriceJpy: found.price,
    quantity: canBuyMore(item.shop_id) ? item.quantity : 1,
    taxPercent: CART_TAX_PERCENT,
    weightG: shippingWeight(found),
    widthMm: 0,
    heightMm: 0,
    lengthMm: 0,
  },
  banned: { air: false, sea: false },
})

/**
 * Issue 15 landed cost: what these items cost delivered, by air and by sea, priced by
 * `priceCheckout` exactly as the checkout prices them (one order per shop, each with its own
 * service fee minimum and minimum chargeable weight), without invitation credits. Prices, tax and
 * sizes come from the catalogue, or (issue 18) a market item's price and weight from its
 * market's adapter (the guard's cache); the client gives only which items and how many.
 */
export async function estimateLandedCost(
  ctx: RequestContext,
  markets: Markets,
  input: EstimateValues,
): Promise<Estimate> {
  // An item named twice is priced once, at the larger quantity.
  const wanted = new Map<string, Wanted>()
  for (const item of input.items) {
    const key = `${item.shop_id}:${item.product_id}`
    const seen = wanted.get(key)
    if (!seen || seen.quantity < item.quantity) wanted.set(key, item)
  }
  const ids = [...wanted.values()]
    .filter((item) => isOwnShop(item.shop_id) && /^\d{1,9}$/.test(item.product_id))
    .map((item) => Number(item.product_id))
  const market = [...wanted.values()].filter((item) => !isOwnShop(item.shop_id))
  const [found, items, rate, priceList, where] = await Promise.all([
    productFacts(ctx, ids),
    Promise.all(market.map((item) => marketItem(markets, item))),
    currentRate(ctx),
    loadPriceList(ctx),
    regionFor(ctx, input.region),
  ])
  const fromMarket = new Map(market.map((item, at) => [item, items[at] ?? null]))
  const unavailable: Estimate['data']['unavailable'] = []
  const byShop = new Map<CartShop, Priced[]>()
  for (const item of wanted.values()) {
    const row = isOwnShop(item.shop_id) ? found.get(Number(item.product_id)) : undefined
    const own = row && isOwnShop(item.shop_id) && row.supplierId === OWN_SHOPS[item.shop_id]
    const sold = fromMarket.get(item)
    const priced = own ? pricedLine(item, row) : sold ? pricedItem(item, sold) : null
    if (!priced) {
      unavailable.push({ shop_id: item.shop_id, product_id: item.product_id })
      continue
    }
    byShop.set(item.shop_id, [...(byShop.get(item.shop_id) ?? []), priced])
  }
  // One order per shop, in the cart's shop order, as the checkout makes them.
  const shops = SHOP_IDS.flatMap((shopId) => {
    const lines = byShop.get(shopId)
    return lines ? [{ shopId, lines }] : []
  })
  const method = (id: ShipmentMethodId) => ({
    price:
      shops.length === 0 || shops.some(({ lines }) => lines.some(({ banned }) => banned[id]))
        ? null
        : priceCheckout(
            {
              shops: shops.map(({ shopId, lines }) => ({
                shopId,
                lines: lines.map(({ line }) => line),
              })),
              shipmentMethod: id,
              region: where.region,
              jpyVndRate: rate.amount,
              invitationCredits: [],
            },
            priceList,
          ),
    transit: { min_days: TRANSIT_DAYS[id].min, max_days: TRANSIT_DAYS[id].max },
  })
  const [air, sea] = SHIPMENT_METHOD_IDS.map(method)
  if (!air || !sea) throw new Error('the shipment methods are air and sea')
  return {
    data: { region: where.region, region_source: where.source, air, sea, unavailable },
  }
}
