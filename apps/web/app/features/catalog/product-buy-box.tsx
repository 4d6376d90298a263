import type { Estimate, Lang, Product } from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { AddToCartForm } from '#app/features/cart/add-to-cart-form.tsx'
import { LandedCost } from '#app/features/landed-cost/landed-cost.tsx'
import { useEstimate } from '#app/features/landed-cost/use-estimate.ts'
import { WishlistToggle } from '#app/features/wishlist/wishlist-toggle.tsx'
import { ownShopWishlistEntry } from './shops.ts'

type ProductBuyBoxProps = {
  product: Product
  /** What one of it costs delivered, as the loader priced it. */
  estimate: Estimate['data'] | null
  /** The page's address, to share. */
  url: string
  /** A members' shared page (ADR 021). */
  member: boolean
  lang: Lang
}

/**
 * What buying the product takes: its landed cost for the quantity chosen, its tags, the cart
 * form, and the wishlist and share buttons.
 */
export function ProductBuyBox({ product, estimate, url, member, lang }: ProductBuyBoxProps) {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState(1)
  const landed = useEstimate(
    [{ shop_id: product.shop_id, product_id: String(product.id), quantity }],
    {
      items: [{ shop_id: product.shop_id, product_id: String(product.id), quantity: 1 }],
      estimate,
      // A members' shared page (ADR 021) was priced to the default region: the customer's own
      // address may be elsewhere, so their browser asks again.
      forNobody: member,
    },
    lang,
  )
  return (
    <>
      <Panel flat className="p-4">
        <LandedCost
          estimate={landed.estimate}
          busy={landed.busy}
          lang={lang}
          headingId="landed-cost"
        />
      </Panel>

      {product.tags?.length ? (
        <ul aria-label={t('product.tags')} className="flex flex-wrap gap-2">
          {product.tags.map((tag) => (
            <li
              key={tag.id}
              className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700"
            >
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}

      <AddToCartForm options={product.options} quantity={quantity} onQuantity={setQuantity} />
      <div className="flex flex-wrap items-center gap-3">
        <WishlistToggle variant="labelled" entry={ownShopWishlistEntry(product, lang)} />
        <CopyButton
          value={url}
          label={t('product.share')}
          className="inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
      </div>
    </>
  )
}
