import type { OrderPrice, ShipmentMethodId } from '@kaimono/contracts'
import type { OrderLine } from '../../cart/index.ts'
import { type PriceLine, priceOrder } from '../../pricing/index.ts'
import type { OrderBasis } from './basis.ts'

/**
 * Order lines as pricing sees them: sizes from the catalogue; a market item's weight from its
 * adapter (its own, else its category's usual weight), with no sizes.
 */
export function priceLine(line: OrderLine): PriceLine {
  return {
    unitPriceJpy: line.price,
    quantity: line.quantity,
    taxPercent: line.tax_percent,
    weightG: line.dims?.weightG ?? 0,
    widthMm: line.dims?.widthMm ?? 0,
    heightMm: line.dims?.heightMm ?? 0,
    lengthMm: line.dims?.lengthMm ?? 0,
  }
}

/**
 * Step 2: the order's price, by the function the quote uses (ADR 009), at the basis's rate,
 * price list and region. Nothing the client sent about money counts. `credits` are the VND of
 * the customer's unused invitation credits, oldest first; the price says how many it used.
 */
export function priceLines(
  lines: readonly OrderLine[],
  {
    shipmentMethod,
    basis,
    credits,
  }: {
    shipmentMethod: ShipmentMethodId
    basis: Pick<OrderBasis, 'region' | 'rate' | 'priceList'>
    credits: readonly number[]
  },
): OrderPrice {
  return priceOrder(
    {
      lines: lines.map(priceLine),
      shipmentMethod,
      region: basis.region,
      jpyVndRate: basis.rate.amount,
      invitationCredits: credits,
    },
    basis.priceList,
  )
}
