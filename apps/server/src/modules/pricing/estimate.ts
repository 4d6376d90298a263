import {
  type CartShop,
  type Estimate,
  type EstimateInput,
  isOwnShop,
  OWN_SHOPS,
  SHIPMENT_METHOD_IDS,
  SHOP_IDS,
  type ShipmentMethodId,
  type ShippingRegion,
  TRANSIT_DAYS,
  type z,
} from '@kaimono/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { startingWard } from '../addresses/index.ts'
import { productFacts } from '../catalog/index.ts'
import { currentRate } from '../fx/index.ts'
import { type PriceLine, priceCheckout } from './price.ts'
import { loadPriceList, resolveRegion } from './service.ts'

type EstimateValues = z.output<typeof EstimateInput>

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

/**
 * Issue 15 landed cost: what these catalogue items cost delivered, by air and by sea, priced by
 * `priceCheckout` exactly as the checkout prices them (one order per shop, each with its own
 * service fee minimum and minimum chargeable weight), without invitation credits. Prices, tax and
 * sizes come from the catalogue; the client gives only which items and how many.
 */
export async function estimateLandedCost(
  ctx: RequestContext,
  input: EstimateValues,
): Promise<Estimate> {
  const ids = input.items
    .filter((item) => isOwnShop(item.shop_id) && /^\d{1,9}$/.test(item.product_id))
    .map((item) => Number(item.product_id))
  const [found, rate, priceList, where] = await Promise.all([
    productFacts(ctx, ids),
    currentRate(ctx),
    loadPriceList(ctx),
    regionFor(ctx, input.region),
  ])
  // An item named twice is priced once, at the larger quantity.
  const wanted = new Map<string, EstimateValues['items'][number]>()
  for (const item of input.items) {
    const key = `${item.shop_id}:${item.product_id}`
    const seen = wanted.get(key)
    if (!seen || seen.quantity < item.quantity) wanted.set(key, item)
  }
  const unavailable: Estimate['data']['unavailable'] = []
  const byShop = new Map<
    CartShop,
    { line: PriceLine; banned: Record<ShipmentMethodId, boolean> }[]
  >()
  for (const item of wanted.values()) {
    const row = isOwnShop(item.shop_id) ? found.get(Number(item.product_id)) : undefined
    if (!row || !isOwnShop(item.shop_id) || row.supplierId !== OWN_SHOPS[item.shop_id]) {
      unavailable.push({ shop_id: item.shop_id, product_id: item.product_id })
      continue
    }
    const lines = byShop.get(item.shop_id) ?? []
    lines.push({
      line: {
        unitPriceJpy: row.price,
        quantity: item.quantity,
        taxPercent: row.taxPercent,
        weightG: row.weightG,
        widthMm: row.widthMm,
        heightMm: row.heightMm,
        lengthMm: row.lengthMm,
      },
      banned: { air: row.bannedAir, sea: row.bannedSea },
    })
    byShop.set(item.shop_id, lines)
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
