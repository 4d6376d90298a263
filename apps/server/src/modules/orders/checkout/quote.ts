import type { CartShop, Quote, QuoteInput, z } from '@kaimono/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { requireUser } from '../../accounts/index.ts'
import { getAddress } from '../../addresses/index.ts'
import { lineWithItem, lookUpMarketLines, readCartLines } from '../../cart/index.ts'
import { currentRate } from '../../fx/index.ts'
import { unusedInvitationCredits } from '../../invitations/index.ts'
import { isSoldOut, type Markets } from '../../markets/index.ts'
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

/**
 * The checkout page's pricing table (issue 6): the chosen cart lines, one order per shop in the
 * cart's shop order, priced with the function order creation uses, at today's rate and price
 * list, with the customer's unused invitation credits.
 */
export async function quoteCheckout(
  ctx: RequestContext,
  markets: Markets,
  input: z.output<typeof QuoteInput>,
): Promise<Quote> {
  const user = requireUser(ctx)
  const address = await getAddress(ctx, input.address_id)
  const region = await regionOf(ctx, address.scheme, address.ward_id)
  const [lines, rate, priceList, credits] = await Promise.all([
    readCartLines(ctx, user.uid),
    currentRate(ctx),
    loadPriceList(ctx),
    unusedInvitationCredits(ctx, user.uid),
  ])
  const { chosen, unavailable } = await quotedLines(ctx, markets, lines, input.items)
  refuseBanned(chosen, input.shipment_method_id)
  const shops = [...new Set(chosen.map((line) => line.shop_id))].map((shopId) => ({
    shopId,
    lines: chosen.filter((line) => line.shop_id === shopId).map(priceLine),
  }))
  const price = priceCheckout(
    {
      shops,
      shipmentMethod: input.shipment_method_id,
      region,
      jpyVndRate: rate.amount,
      invitationCredits: credits.map((credit) => credit.creditVnd),
    },
    priceList,
  )
  return { data: { ...price, unavailable } }
}
