import type { CartGroup, Quote } from '@kaimono/contracts'

/** What the checkout's quote came to. */
export type Pricing =
  | { ok: true; price: Quote['data'] }
  | { ok: false; message: string }
  /** No address yet: the shipping fee depends on it. */
  | null

export type OrderQuote = Quote['data']['orders'][number]

/** The quote of one shop's order, once the checkout is priced. */
export const orderQuote = (pricing: Pricing, shop: string): OrderQuote | undefined =>
  pricing?.ok ? pricing.price.orders.find((order) => order.shop_id === shop) : undefined

/** The chosen lines that the quote found no longer for sale. */
export function unavailableLines(groups: readonly CartGroup[], pricing: Pricing) {
  if (!pricing?.ok) return []
  return groups
    .flatMap((group) => group.products)
    .filter((line) =>
      pricing.price.unavailable.some(
        (item) => item.shop_id === line.shop_id && item.product_id === String(line.product_id),
      ),
    )
}
