/** §7 detail query: what names one item to `GET /market/v3/{shop}/detail`. */
export type DetailQuery = { id?: string; url?: string; shop_id?: string }

/**
 * §2 `/other-market/{shop_id}/{id}?append=…` as the detail API asks for it: Rakuten's `append`
 * is the item's address (`url`), Yahoo! Shopping's the store (`shop_id` with `id`); every other
 * market, and either of these without `append`, names the item by `id`.
 */
export function detailQuery(shop: string, id: string, append: string | null): DetailQuery {
  if (append && shop === 'rakuten') return { url: append }
  if (append && shop === 'yahoo') return { shop_id: append, id }
  return { id }
}

// What `append` carries and an item's page: in contracts, for the server's suggestions too.
export { appendOf, itemHref } from '@kaimono/contracts'

/** §2 a seller's shop on a market. */
export const sellerShopHref = (shop: string, sellerId: string, page = 1) =>
  `/other-market/${shop}/seller-shop/${encodeURIComponent(sellerId)}${page > 1 ? `?page=${page}` : ''}`

/**
 * Issue 18 direct checkout (§2 `/other-market/{shop_id}/payment`: product_id, append, quantity),
 * with the size a shopper picked (Nike).
 */
export function paymentHref(
  shop: string,
  item: { id: string; append: string | null; quantity: number; size?: string },
): string {
  const query = new URLSearchParams({ product_id: item.id })
  if (item.append) query.set('append', item.append)
  query.set('quantity', String(item.quantity))
  if (item.size) query.set('size', item.size)
  return `/other-market/${shop}/payment?${query}`
}
