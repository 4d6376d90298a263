import { discountPercent, type Lang, type Product, type ProductCategory } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { WishlistToggle } from '#app/features/wishlist/wishlist-toggle.tsx'
import { CARD_FRAME, CardName, CardPicture, CardPrice } from './card-parts.tsx'
import { ownShopWishlistEntry, productHref } from './shops.ts'
import { Stars } from './stars.tsx'

/** §3 Product card: the fields a card shows, as `GET /api/products?include=categories` has them. */
export type ProductCardProduct = Pick<
  Product,
  'id' | 'shop_id' | 'name' | 'image_url' | 'price' | 'initial_price' | 'star' | 'reviews_count'
> & { categories?: Pick<ProductCategory, 'id' | 'name'>[] }

/**
 * Only what a card shows, for loader data: API products carry every attribute and every
 * language's name, which would ride along in each page's HTML for nothing.
 */
export function cardOf(product: ProductCardProduct): ProductCardProduct {
  const category = product.categories?.[0]
  return {
    id: product.id,
    shop_id: product.shop_id,
    name: product.name,
    image_url: product.image_url,
    price: product.price,
    initial_price: product.initial_price,
    star: product.star,
    reviews_count: product.reviews_count,
    categories: category ? [{ id: category.id, name: category.name }] : [],
  }
}

/** §3/§5 product card of an own shop. `rate` is the JPY → VND rate of the root loader. */
export function ProductCard({
  product,
  rate,
  lang,
}: {
  product: ProductCardProduct
  rate: string | number
  lang: Lang
}) {
  const { t } = useTranslation()
  const discount = discountPercent(product.price, product.initial_price)
  const category = product.categories?.[0]?.name
  const href = productHref(product)
  const nameId = useId()

  return (
    <article aria-labelledby={nameId} className={CARD_FRAME}>
      <CardPicture src={product.image_url}>
        {discount > 0 && (
          <span className="absolute left-2 top-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
            -{discount}%
          </span>
        )}
      </CardPicture>
      <WishlistToggle
        className="absolute right-2 top-2 z-10"
        entry={ownShopWishlistEntry(product, lang)}
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        {category && <p className="truncate text-xs text-stone-600">{category}</p>}
        <CardName id={nameId} to={href}>
          {product.name}
        </CardName>
        <div className="flex items-center gap-1 text-xs text-stone-600">
          <Stars star={product.star} />
          <span aria-hidden="true">({product.reviews_count})</span>
          <span className="sr-only">
            {t('catalog.reviewCount', { count: product.reviews_count })}
          </span>
        </div>
        <div className="mt-auto pt-1">
          <CardPrice
            yen={product.price}
            initial={discount > 0 ? product.initial_price : null}
            rate={rate}
            lang={lang}
          />
        </div>
      </div>
    </article>
  )
}
