import type { ProductOptions } from '@kaimono/contracts'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { QuantityStepper } from '#app/features/catalog/quantity-stepper.tsx'
import { VariantPicker } from '#app/features/catalog/variant-picker.tsx'
import type { CartAddResult } from './add-to-cart.ts'

type AddToCartFormProps = {
  options: ProductOptions | null | undefined
  quantity: number
  onQuantity: (quantity: number) => void
  /** §4: a sold-out item shows both buttons disabled and no choices. */
  soldOut?: boolean
  /** §5: held at 1 where the market sells one of each item; `quantityNote` says so. */
  locked?: boolean
  quantityNote?: ReactNode
  /** Hidden fields the page's action needs (a market item's `append`). */
  children?: ReactNode
}

/** A product's size, colour and quantity, with Buy now and Add to cart. */
export function AddToCartForm({
  options,
  quantity,
  onQuantity,
  soldOut = false,
  locked,
  quantityNote,
  children,
}: AddToCartFormProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const cart = useFetcher<CartAddResult>({ key: 'add-to-cart' })
  const added = cart.data?.added
  const choiceErrors = cart.data?.errors
  // §8: 'Add product to cart success', or 'Error' (once per answer: a new answer is a new object);
  // a missing size or colour says which.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each answer, not each render
  useEffect(() => {
    if (added === undefined) return
    const refusal = Object.values(choiceErrors ?? {})[0]?.[0]
    toast(added ? t('cart.added') : (refusal ?? t('cart.error')), added ? undefined : 'danger')
  }, [cart.data])
  const closed = soldOut || cart.state !== 'idle'
  return (
    <cart.Form method="post" className="space-y-5">
      {children}
      {options && !soldOut ? <VariantPicker options={options} errors={choiceErrors} /> : null}
      <div>
        <QuantityStepper name="quantity" value={quantity} onChange={onQuantity} locked={locked} />
        {quantityNote}
      </div>
      {/* Issue 15: on a phone the two buttons stay at the bottom of the screen. */}
      <div
        data-sticky-bar="product"
        className="grid grid-cols-2 gap-3 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[var(--bottom-bar-h)] max-sm:z-30 max-sm:border-t max-sm:border-stone-200 max-sm:bg-white/95 max-sm:px-4 max-sm:pt-3 max-sm:pb-3 max-sm:shadow-[0_-4px_12px_rgb(0_0_0/0.06)] max-sm:backdrop-blur"
      >
        <Button type="submit" name="intent" value="buy-now" disabled={closed}>
          {t('product.buyNow')}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="add-to-cart"
          variant="secondary"
          disabled={closed}
        >
          {t('product.addToCart')}
        </Button>
      </div>
    </cart.Form>
  )
}
