import {
  type CheckoutPrice,
  type CheckoutTotals,
  type OrderPrice,
  type PriceExamples,
  type PriceListDocument,
  SHIPPING_REGIONS,
  type ShipmentMethodId,
  type ShippingRegion,
} from '@kaimono/contracts'
import {
  decimal,
  divCeil,
  divFloor,
  divHalfUp,
  max,
  min,
  normalizeDecimal,
  positive,
  toNumber,
  whole,
} from './money.ts'

/** One cart line as the catalogue knows it (prices and sizes from the server, never the client). */
export type PriceLine = {
  unitPriceJpy: number
  quantity: number
  /** §9: 10 on cart lines; whole percent. */
  taxPercent: number
  weightG: number
  widthMm: number
  heightMm: number
  lengthMm: number
}

export type PriceOrderInput = {
  lines: readonly PriceLine[]
  shipmentMethod: ShipmentMethodId
  region: ShippingRegion
  /** JPY → VND as exact decimal text, as the fx module answers it ("172.5"). */
  jpyVndRate: string
  /** VND of each unused invitation activation, oldest first (§9: 20,000 each). */
  invitationCredits: readonly number[]
}

const GRAMS_PER_KG = 1000n

/**
 * What one shop order costs (issue 6, ADR 009). Pure: the same lines, rate and price list give
 * the same figures on the checkout page's quote and at order creation. Rounding, step by step:
 *
 * 1. purchase cost JPY = Σ unit price × quantity, exact.
 * 2. tax JPY: the lines of each tax percent are summed and taxed once, fractions of a yen
 *    dropped (Japan's rule for an invoice: one rounding per rate, down, in the buyer's favour).
 * 3. purchase cost VND and tax VND: each JPY figure × rate, halves up to the dong. The total is
 *    the sum of the figures shown, so the table always adds up.
 * 4. service fee: the bracket whose `from_vnd` is the highest not above purchase + tax (VND);
 *    that sum × percent ÷ 100, halves up to the dong; never below the bracket's minimum.
 * 5. actual weight = Σ weight × quantity; volumetric weight = Σ length × width × height ×
 *    quantity (mm³) ÷ divisor (cm³/kg), which is grams, rounded up to the gram.
 * 6. chargeable weight = the greatest of actual, volumetric and the method's minimum, rounded up
 *    to the method's step.
 * 7. shipping fee = chargeable kg × rate per kg of the method and region, halves up to the dong.
 * 8. invitation credit: the oldest unused activations, one after another, until the shipping
 *    fee is covered; the last one used may be used in part (its rest lapses: §9, one code is one
 *    reduction of one order's shipping fee). Never more than the shipping fee.
 * 9. total = purchase cost + tax + service fee + shipping fee − invitation credit (VND).
 */
export function priceOrder(input: PriceOrderInput, priceList: PriceListDocument): OrderPrice {
  if (input.lines.length === 0) throw new RangeError('an order has at least one line')
  const rate = decimal(input.jpyVndRate)

  let purchaseJpy = 0n
  let actualG = 0n
  let volumeMm3 = 0n
  const byTaxPercent = new Map<bigint, bigint>()
  for (const line of input.lines) {
    const quantity = positive(line.quantity, 'quantity')
    const cost = whole(line.unitPriceJpy, 'unit price') * quantity
    const taxPercent = whole(line.taxPercent, 'tax percent')
    purchaseJpy += cost
    byTaxPercent.set(taxPercent, (byTaxPercent.get(taxPercent) ?? 0n) + cost)
    actualG += whole(line.weightG, 'weight') * quantity
    volumeMm3 +=
      whole(line.lengthMm, 'length') *
      whole(line.widthMm, 'width') *
      whole(line.heightMm, 'height') *
      quantity
  }
  let taxJpy = 0n
  for (const [percent, cost] of byTaxPercent) taxJpy += divFloor(cost * percent, 100n)

  const toVnd = (jpy: bigint) => divHalfUp(jpy * rate.units, rate.scale)
  const purchaseVnd = toVnd(purchaseJpy)
  const taxVnd = toVnd(taxJpy)
  const fee = serviceFee(purchaseVnd + taxVnd, priceList.service_fee_tiers)

  const { volumetricG, chargeableG, ratePerKg, shippingVnd } = shippingFee(
    priceList.shipping[input.shipmentMethod],
    input.region,
    actualG,
    volumeMm3,
  )

  const credit = applyCredits(shippingVnd, input.invitationCredits)

  return {
    shipment_method: input.shipmentMethod,
    region: input.region,
    payment_rate: normalizeDecimal(input.jpyVndRate),
    purchase_cost_jpy: toNumber(purchaseJpy),
    tax_jpy: toNumber(taxJpy),
    purchase_cost_vnd: toNumber(purchaseVnd),
    tax_vnd: toNumber(taxVnd),
    service_fee_percent: fee.percent,
    service_fee_vnd: toNumber(fee.vnd),
    actual_weight_g: toNumber(actualG),
    volumetric_weight_g: toNumber(volumetricG),
    chargeable_weight_g: toNumber(chargeableG),
    shipping_rate_per_kg_vnd: toNumber(ratePerKg),
    shipping_fee_vnd: toNumber(shippingVnd),
    invitation_credit_vnd: toNumber(credit.applied),
    invitation_credits_used: credit.used,
    total_vnd: toNumber(purchaseVnd + taxVnd + fee.vnd + shippingVnd - credit.applied),
  }
}

/** Steps 5 to 7: a parcel's chargeable weight and its shipping fee by one method to a region. */
function shippingFee(
  rules: PriceListDocument['shipping'][ShipmentMethodId],
  region: ShippingRegion,
  actualG: bigint,
  volumeMm3: bigint,
) {
  const volumetricG = divCeil(volumeMm3, positive(rules.volumetric_divisor, 'divisor'))
  const step = positive(rules.weight_step_g, 'weight step')
  const chargeableG =
    divCeil(max(actualG, volumetricG, whole(rules.min_chargeable_g, 'minimum')), step) * step
  const ratePerKg = whole(rules.rate_per_kg_vnd[region], 'rate per kg')
  return {
    volumetricG,
    chargeableG,
    ratePerKg,
    shippingVnd: divHalfUp(chargeableG * ratePerKg, GRAMS_PER_KG),
  }
}

/** Goods (with their tax) and parcels the price list's worked examples price (/price-list). */
export const EXAMPLE_ORDERS_VND = [300_000, 2_000_000, 10_000_000] as const
export const EXAMPLE_PARCELS_G = [2_500, 15_000] as const

/**
 * The price list's worked examples, by the very steps an order is priced with (4 to 7), so the
 * page that explains the prices can never disagree with what the checkout charges: the service
 * fee of goods worth each example value, and the shipping fee of each example parcel (its volume
 * no larger than its weight) by air and by sea to each region.
 */
export function priceExamples(priceList: PriceListDocument): PriceExamples {
  return {
    service_fees: EXAMPLE_ORDERS_VND.map((value) => {
      const fee = serviceFee(BigInt(value), priceList.service_fee_tiers)
      return {
        value_vnd: value,
        percent: fee.percent,
        fee_vnd: toNumber(fee.vnd),
        minimum: fee.minimum,
      }
    }),
    shipping: EXAMPLE_PARCELS_G.flatMap((weight) =>
      SHIPPING_REGIONS.map((region) => {
        const by = (method: ShipmentMethodId) =>
          toNumber(shippingFee(priceList.shipping[method], region, BigInt(weight), 0n).shippingVnd)
        return { weight_g: weight, region, air_vnd: by('air'), sea_vnd: by('sea') }
      }),
    ),
  }
}

function serviceFee(
  purchaseVnd: bigint,
  tiers: PriceListDocument['service_fee_tiers'],
): { percent: string; vnd: bigint; minimum: boolean } {
  let tier: (typeof tiers)[number] | undefined
  for (const candidate of tiers) {
    if (BigInt(candidate.from_vnd) <= purchaseVnd && candidate.from_vnd >= (tier?.from_vnd ?? -1)) {
      tier = candidate
    }
  }
  // The price list's schema makes the first bracket start at 0.
  if (!tier) throw new RangeError('the service fee has no bracket starting at 0')
  const percent = decimal(tier.percent)
  const byPercent = divHalfUp(purchaseVnd * percent.units, 100n * percent.scale)
  const minimum = whole(tier.min_fee_vnd, 'minimum fee')
  return {
    percent: normalizeDecimal(tier.percent),
    vnd: max(byPercent, minimum),
    minimum: byPercent < minimum,
  }
}

function applyCredits(
  shippingVnd: bigint,
  credits: readonly number[],
): { applied: bigint; used: number } {
  let applied = 0n
  let used = 0
  for (const credit of credits) {
    if (applied >= shippingVnd) break
    applied += min(whole(credit, 'invitation credit'), shippingVnd - applied)
    used += 1
  }
  return { applied, used }
}

export type PriceCheckoutInput = Omit<PriceOrderInput, 'lines'> & {
  /** One order per shop (§4), in the order they will be created. */
  shops: readonly { shopId: string; lines: readonly PriceLine[] }[]
}

/**
 * The checkout's pricing table: each shop order priced by `priceOrder`, and their sums. The
 * invitation credits go to the shop orders in the order given: each takes the oldest credits it
 * can use and hands the rest to the next, exactly as creating the orders one by one does.
 */
export function priceCheckout(
  input: PriceCheckoutInput,
  priceList: PriceListDocument,
): CheckoutPrice {
  const { shops, ...common } = input
  let credits = common.invitationCredits
  const orders = shops.map(({ shopId, lines }) => {
    const price = priceOrder({ ...common, lines, invitationCredits: credits }, priceList)
    credits = credits.slice(price.invitation_credits_used)
    return { shop_id: shopId, ...price }
  })
  const sum = (field: keyof CheckoutTotals) =>
    orders.reduce((total, order) => total + order[field], 0)
  return {
    orders,
    total: {
      purchase_cost_jpy: sum('purchase_cost_jpy'),
      tax_jpy: sum('tax_jpy'),
      purchase_cost_vnd: sum('purchase_cost_vnd'),
      tax_vnd: sum('tax_vnd'),
      service_fee_vnd: sum('service_fee_vnd'),
      shipping_fee_vnd: sum('shipping_fee_vnd'),
      invitation_credit_vnd: sum('invitation_credit_vnd'),
      total_vnd: sum('total_vnd'),
    },
  }
}
