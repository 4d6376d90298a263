import type { CreateOrderInput, ShippingRegion, z } from '@kaimono/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { translate } from '../../../platform/i18n/messages.ts'
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
  const region = await resolveRegion(ctx.db, scheme, wardId)
  if (!region) {
    throw new HttpError(422, translate(ctx.lang, 'order.noRegion'), {
      address_id: [translate(ctx.lang, 'order.noRegion')],
    })
  }
  return region
}

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
    const address = await getAddress(ctx, destination.address_id)
    return {
      consignee: address.consignee,
      tel: address.tel,
      address: address.address_detail,
      full_address: address.full_address,
      ward_id: address.ward_id,
      scheme: address.scheme,
      note: address.note,
      ...sender,
    }
  }
  const given = destination.shipment_info
  const scheme = given?.scheme ?? 'old'
  const errors: Record<string, string[]> = {}
  const required = translate(ctx.lang, 'validation.required')
  if (!given?.consignee) errors[`${fields}.consignee`] = [required]
  if (!given?.tel) errors[`${fields}.tel`] = [required]
  if (!given?.address) errors[`${fields}.address`] = [required]
  const place =
    given?.ward_id === undefined
      ? undefined
      : located(await locate(ctx.db, [{ scheme, wardId: given.ward_id }]), {
          scheme,
          wardId: given.ward_id,
        })
  if (!place) errors[`${fields}.ward_id`] = [translate(ctx.lang, 'validation.ward')]
  if (Object.keys(errors).length > 0 || !given || !place) {
    throw new HttpError(422, translate(ctx.lang, 'order.address'), errors)
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
  const [rate, priceList] = await Promise.all([currentRate(ctx.db), loadPriceList(ctx.db)])
  return { shipment, region, rate, priceList }
}
