import type { Address, CreateOrderInput, ShippingRegion, z } from '@kaimono/contracts'
import { type FieldMessages, Invalid } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { composeAddress, getAddress, locate, located } from '../../addresses/index.ts'
import { currentRate } from '../../fx/index.ts'
import { loadPriceList, resolveRegion } from '../../pricing/index.ts'
import type { ShipmentInfo } from '../schema.ts'

/** Where an order goes, as a request names it: a saved address, or the fields §7 sends. */
export type Destination = Pick<
  z.output<typeof CreateOrderInput>['order_info'],
  'address_id' | 'shipment_info'
>

/** What every order of a checkout shares besides its lines. */
export type OrderBasis = Awaited<ReturnType<typeof orderBasis>>

export async function regionOf(
  ctx: RequestContext,
  scheme: 'old' | '2025',
  wardId: string,
): Promise<ShippingRegion> {
  const region = await resolveRegion(ctx, scheme, wardId)
  if (!region) throw new Invalid({ address_id: ['order.noRegion'] }, 'order.noRegion')
  return region
}

/** The order's copy of a saved address. */
export const shipmentAt = (
  address: Address,
  sender: Pick<ShipmentInfo, 'sender_name' | 'sender_tel'>,
): ShipmentInfo => ({
  consignee: address.consignee,
  tel: address.tel,
  address: address.address_detail,
  full_address: address.full_address,
  ward_id: address.ward_id,
  scheme: address.scheme,
  note: address.note,
  ...sender,
})

/**
 * The order's copy of its address: a saved address of the customer's (another's is a 404), or
 * the §7 fields, each missing one a 422 under `fields` (the body's path to shipment_info).
 */
export async function shipmentOf(
  ctx: RequestContext,
  destination: Destination,
  fields = 'shipment_info',
): Promise<ShipmentInfo> {
  const sender = {
    sender_name: destination.shipment_info?.sender_name ?? '',
    sender_tel: destination.shipment_info?.sender_tel ?? '',
  }
  if (destination.address_id) {
    return shipmentAt(await getAddress(ctx, destination.address_id), sender)
  }
  const given = destination.shipment_info
  const scheme = given?.scheme ?? 'old'
  const errors: FieldMessages = {}
  const required = 'validation.required'
  if (!given?.consignee) errors[`${fields}.consignee`] = [required]
  if (!given?.tel) errors[`${fields}.tel`] = [required]
  if (!given?.address) errors[`${fields}.address`] = [required]
  const place =
    given?.ward_id === undefined
      ? undefined
      : located(await locate(ctx, [{ scheme, wardId: given.ward_id }]), {
          scheme,
          wardId: given.ward_id,
        })
  if (!place) errors[`${fields}.ward_id`] = ['validation.ward']
  if (Object.keys(errors).length > 0 || !given || !place) {
    throw new Invalid(errors, 'order.address')
  }
  return {
    consignee: given.consignee ?? '',
    tel: given.tel ?? '',
    address: given.address ?? '',
    full_address: composeAddress(given.address ?? '', place.place),
    ward_id: given.ward_id ?? '',
    scheme,
    note: given.note ?? null,
    ...sender,
  }
}

/** Where the orders go, and today's rate and price list: read once, before the transaction. */
export async function orderBasis(ctx: RequestContext, destination: Destination, fields?: string) {
  const shipment = await shipmentOf(ctx, destination, fields)
  const region = await regionOf(ctx, shipment.scheme, shipment.ward_id)
  const [rate, priceList] = await Promise.all([currentRate(ctx), loadPriceList(ctx)])
  return { shipment, region, rate, priceList }
}
