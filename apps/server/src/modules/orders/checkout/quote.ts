import {
  type CartShop,
  isSoldOut,
  type Quote,
  type QuoteInput,
  type ShipmentMethodId,
  type z,
} from '@kaimono/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { requireUser } from '../../accounts/index.ts'
import { getAddress } from '../../addresses/index.ts'
import { lineWithItem, lookUpMarketLines, type OrderLine, readCartLines } from '../../cart/index.ts'
import { currentRate } from '../../fx/index.ts'
import { unusedInvitationCredits } from '../../invitations/index.ts'
import type { Markets } from '../../markets/index.ts'
import { loadPriceList, priceCheckout } from '../../pricing/index.ts'
import { regionOf } from './basis.ts'
import { type CartLine, refuseBanned } from './choose-lines.ts'
import { priceLine } from './price-lines.ts'

const keyOf = (shop: string, productId: string | number) => `${shop}:${productId}`

/**
 * The chosen lines that can be bought now, and those that cannot. An own-shop line as the cart
 * reads it; a market line as its market answers now (issue 18, through the guard's cache), its
 * snapshot brought up to date, so the quote and the cart show the price an order will compare
 * with. A market line gone or sold out is unavailable.
 */
async function quotedLines(
  ctx: RequestContext,
  markets: Markets,
  lines: readonly CartLine[],
  items: z.output<typeof QuoteInput>['items'],
) {
  const byKey = new Map(lines.map((line) => [keyOf(line.shop_id, line.product_id), line]))
  const named = items.flatMap((item) => byKey.get(keyOf(item.shop_id, item.product_id)) ?? [])
  const looks = await lookUpMarketLines(ctx, markets, named, { fresh: false })
  const now = new Map(looks.map(({ line, item }) => [line.lineId, item]))
  const chosen: CartLine[] = []
  const unavailable: { shop_id: CartShop; product_id: string }[] = []
  for (const item of items) {
    const line = byKey.get(keyOf(item.shop_id, item.product_id))
    const market = line && now.get(line.lineId)
    if (line && market && !isSoldOut(market)) chosen.push(lineWithItem(line, market, ctx.lang))
    else if (line?.available && market === undefined) chosen.push(line)
    else unavailable.push({ shop_id: item.shop_id, product_id: item.product_id })
  }
  return { chosen, unavailable }
}

/** What a quote is priced with: the region of the customer's address, today's rate and price list, their unused credits. */
async function quoteBasis(ctx: RequestContext, addressId: number) {
  const user = requireUser(ctx)
  const address = await getAddress(ctx, addressId)
  const region = await regionOf(ctx, address.scheme, address.ward_id)
  const [rate, priceList, credits] = await Promise.all([
    currentRate(ctx),
    loadPriceList(ctx),
    unusedInvitationCredits(ctx, user.uid),
  ])
  return { region, rate, priceList, credits }
}

/**
 * A pricing table of these lines to the customer's address, one order per shop in the lines'
 * order of shops, with the function order creation uses (ADR 009), at today's rate and price
 * list, with the customer's unused invitation credits.
 */
export async function quoteLines(
  ctx: RequestContext,
  { addressId, method }: { addressId: number; method: ShipmentMethodId },
  lines: () => Promise<readonly OrderLine[]>,
) {
  const [basis, chosen] = await Promise.all([quoteBasis(ctx, addressId), lines()])
  refuseBanned(chosen, method)
  const shops = [...new Set(chosen.map((line) => line.shop_id))].map((shopId) => ({
    shopId,
    lines: chosen.filter((line) => line.shop_id === shopId).map(priceLine),
  }))
  return priceCheckout(
    {
      shops,
      shipmentMethod: method,
      region: basis.region,
      jpyVndRate: basis.rate.amount,
      invitationCredits: basis.credits.map((credit) => credit.creditVnd),
    },
    basis.priceList,
  )
}

/**
 * The checkout page's pricing table (issue 6): the chosen cart lines that can be bought, priced
 * as their orders will be; those that cannot are listed.
 */
export async function quoteCheckout(
  ctx: RequestContext,
  markets: Markets,
  input: z.output<typeof QuoteInput>,
): Promise<Quote> {
  const user = requireUser(ctx)
  let unavailable: Quote['data']['unavailable'] = []
  const price = await quoteLines(
    ctx,
    { addressId: input.address_id, method: input.shipment_method_id },
    async () => {
      const cart = await readCartLines(ctx, user.uid)
      const quoted = await quotedLines(ctx, markets, cart, input.items)
      unavailable = quoted.unavailable
      return quoted.chosen
    },
  )
  return { data: { ...price, unavailable } }
}
