/** An order made by this checkout: one per shop. */
export type CreatedShopOrder = { shop_id: string; id: number }

/**
 * What a 'Create order' came to. On a refusal, the shops before it are made (and their lines
 * have left the cart); a retry makes the rest.
 */
export type CreateOrdersResult =
  | { ok: true; created: CreatedShopOrder[] }
  | { ok: false; message: string; created: CreatedShopOrder[] }

/** The form field carrying the idempotency key of a shop's order. */
export const keyField = (shop: string) => `key:${shop}`

/** Set by the page's script: the answer comes back as data (a toast), not a redirect. */
export const SCRIPTED = 'scripted'

/** Issue 15: where a checkout lands, the page of the orders it made. */
export const placedHref = (created: readonly CreatedShopOrder[]) =>
  `/customer/orders/placed?ids=${created.map((order) => order.id).join(',')}`
