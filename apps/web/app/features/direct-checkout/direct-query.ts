import type { CartShop, ShipmentMethodId } from '@kaimono/contracts'
import { toQuantity } from '#app/features/catalog/quantity-stepper.tsx'

/**
 * §2 Direct checkout's query: `product_id`, `append` (Rakuten: the item's address; Yahoo!
 * Shopping: its store), `note`, `quantity`; beyond §2, the `size` picked (Nike) and the `address`
 * and `method` chosen on the page, so that a reload shows the same order.
 */
export type DirectQuery = {
  productId: string
  append: string | null
  note: string
  quantity: number
  size: string | null
  address: number | null
  method: ShipmentMethodId
}

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null

export function directQuery(params: URLSearchParams): DirectQuery {
  const address = Number(params.get('address'))
  return {
    productId: text(params, 'product_id') ?? '',
    append: text(params, 'append'),
    note: params.get('note')?.slice(0, 1000) ?? '',
    quantity: toQuantity(params.get('quantity') ?? '1'),
    size: text(params, 'size'),
    address: Number.isSafeInteger(address) && address > 0 ? address : null,
    method: params.get('method') === 'sea' ? 'sea' : 'air',
  }
}

/**
 * The item's detail query (§7: Rakuten's by its address, Yahoo! Shopping's by its store and id,
 * every other market's by id); the server resolves it to the market's id of the item.
 */
export function detailQuery(shop: CartShop, { productId, append }: DirectQuery) {
  if (shop === 'rakuten' && append && /^https?:\/\//.test(append)) return { url: append }
  if (shop === 'yahoo' && append) return { shop_id: append, id: productId }
  return { id: productId }
}

/** The page's address with some of its query changed (the address, the method, a quantity). */
export function directHref(
  location: { pathname: string; search: string },
  changes: Record<string, string>,
): string {
  const params = new URLSearchParams(location.search)
  for (const [name, value] of Object.entries(changes)) params.set(name, value)
  return `${location.pathname}?${params}`
}
