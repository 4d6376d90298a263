import type { MarketItem } from '@kaimono/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { AddToCartForm } from '#app/features/cart/add-to-cart-form.tsx'

type MarketBuyBoxProps = {
  item: Pick<MarketItem, 'size' | 'is_sold_out'>
  /** What names the item at its market besides its id (§2 `append`), for the direct checkout. */
  append: string | null
  /** §5: a market that sells one of each item holds the quantity at 1. */
  canBuyMore: boolean
  /**
   * Issue 18 item 7, the slot for the landed cost of the item (its price in dong, our fee,
   * shipping by air and by sea), which features/landed-cost draws for market items.
   */
  landedCost?: ReactNode
}

/**
 * What buying a market item takes: its landed cost, its size (Nike), the quantity, Buy now (the
 * direct checkout) and Add to cart, both disabled once it is sold out (§4).
 */
export function MarketBuyBox({ item, append, canBuyMore, landedCost }: MarketBuyBoxProps) {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState(1)
  const sizes = item.size.map((size) => ({ value: size.id, name: size.name }))
  return (
    <>
      {landedCost ? (
        <Panel flat className="p-4">
          {landedCost}
        </Panel>
      ) : null}
      <AddToCartForm
        options={sizes.length ? { size: sizes } : null}
        quantity={quantity}
        onQuantity={setQuantity}
        soldOut={item.is_sold_out}
        locked={!canBuyMore}
        quantityNote={
          canBuyMore ? null : (
            <p className="mt-1.5 text-xs text-stone-600">{t('marketItem.oneOnly')}</p>
          )
        }
      >
        {append ? <input type="hidden" name="append" value={append} /> : null}
      </AddToCartForm>
    </>
  )
}
