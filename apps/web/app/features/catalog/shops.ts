import { type Lang, type Product, shopName } from '@kaimono/contracts'
import type { WishlistEntry } from '#app/features/wishlist/wishlist-store.ts'

/** An own-shop product's detail page. */
export function productHref(product: Pick<Product, 'id' | 'shop_id'>): string {
  return `/products/${product.shop_id}/${product.id}`
}

/** §3 Wishlist entry for an own-shop product (no market query to append). */
export function ownShopWishlistEntry(
  product: Pick<Product, 'id' | 'name' | 'price' | 'initial_price' | 'shop_id' | 'image_url'>,
  lang: Lang,
): WishlistEntry {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    init_price: product.initial_price,
    shop_id: product.shop_id,
    shop_name: shopName(product.shop_id, lang),
    image_url: product.image_url,
    append: null,
  }
}
