import type { CartGroup, ShipmentMethodId } from '@kaimono/contracts'
import { keyField } from './checkout-result.ts'

/** What a shop's order says: the same words make the same order. */
type Order = { group: CartGroup; addressId: number; method: ShipmentMethodId; note: unknown }

const orderText = ({ group, addressId, method, note }: Order) =>
  JSON.stringify([
    group.shop_id,
    addressId,
    method,
    note,
    group.products.map((line) => [line.product_id, line.quantity]),
  ])

/**
 * Sets each shop's idempotency key in `form`: the key this page first used for the same order
 * (`attempts`, by what the order says), so that a retry is not a second order, or else the key
 * the page was given (already in the form).
 */
export function keepAttemptKeys(
  attempts: Map<string, string>,
  form: FormData,
  groups: readonly CartGroup[],
  addressId: number,
  method: ShipmentMethodId,
) {
  for (const group of groups) {
    const order = orderText({ group, addressId, method, note: form.get('note') })
    const key = attempts.get(order) ?? String(form.get(keyField(group.shop_id)))
    attempts.set(order, key)
    form.set(keyField(group.shop_id), key)
  }
}
