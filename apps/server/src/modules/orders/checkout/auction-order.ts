import type { MarketItem } from '@kaimono/contracts'
import type { DbContext } from '../../../platform/http/context.ts'
import { deliveryAddressOf } from '../../addresses/index.ts'
import { itemLine } from '../../cart/index.ts'
import { currentRate } from '../../fx/index.ts'
import { loadPriceList, resolveRegion } from '../../pricing/index.ts'
import { lockOrder } from '../lifecycle.ts'
import type { OrderBasis } from './basis.ts'
import { shipmentAt } from './basis.ts'
import { insertOrder } from './insert-order.ts'
import { priceLines } from './price-lines.ts'

/**
 * Where a won auction's item goes and what it costs to bring: the winner's delivery address
 * (default, else the last saved), today's rate and price list. Read before the settlement's
 * transaction; null when the winner has no address (or none in a region we ship to).
 */
export async function auctionOrderBasis(ctx: DbContext, uid: string): Promise<OrderBasis | null> {
  const address = await deliveryAddressOf(ctx, uid)
  if (!address) return null
  const shipment = shipmentAt(address, { sender_name: '', sender_tel: '' })
  const region = await resolveRegion(ctx, shipment.scheme, shipment.ward_id)
  if (!region) return null
  const [rate, priceList] = await Promise.all([currentRate(ctx), loadPriceList(ctx)])
  return { shipment, region, rate, priceList }
}

export type AuctionOrder = {
  winner: { uid: string; customerNumber: number }
  /** The market the auction is of (`yahoo-auction`, `ecoring`). */
  market: 'yahoo-auction' | 'ecoring'
  /** The item as the mirror has it; `price` is replaced by the final price. */
  item: MarketItem
  finalPrice: number
  basis: OrderBasis
  /** Names the auction: one order per auction (the orders' unique user and key). */
  key: string
}

/**
 * A won auction's order (type auction), in the settlement's transaction: one line, the item at
 * the final price with no tax added (a hammer price is what is paid), priced by the checkout's
 * function (ADR 009) for air shipping, Pending; returned locked for the charge that follows.
 * Invitation credits are not spent on it: the customer did not choose to spend them here.
 */
export async function insertAuctionOrder(ctx: DbContext, order: AuctionOrder) {
  const line = {
    ...itemLine(
      order.market,
      { ...order.item, price: order.finalPrice },
      { quantity: 1, size: undefined },
      'vi',
    ),
    tax_percent: 0,
  }
  const price = priceLines([line], { shipmentMethod: 'air', basis: order.basis, credits: [] })
  const made = await insertOrder(ctx, [line], price, order.basis, {
    user: {
      id: order.winner.customerNumber,
      uid: order.winner.uid,
      name: '',
      email: '',
      role: 'customer',
    },
    shipmentMethod: 'air',
    note: null,
    buyerInfo: { auction_item_id: order.item.id, final_price: order.finalPrice },
    key: order.key,
    requestHash: order.key,
    type: 'auction',
  })
  return lockOrder(ctx, made.id)
}
