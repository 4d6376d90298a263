import { QuantityStepper } from '#app/features/catalog/quantity-stepper.tsx'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'

/** §4/§9: a cart line's quantity goes to the server 400 ms after the last change. */
export const QUANTITY_DEBOUNCE_MS = 400

type CartQuantityProps = {
  /** The quantity shown: what was typed, else what is on its way, else the server's. */
  value: number
  /** Each change, at once (the selection total follows the stepper). */
  onChange: (quantity: number) => void
  /** The quantity to save, once the customer has stopped changing it. */
  onCommit: (quantity: number) => void
  /** §4: minus at 1 asks to remove the line. */
  onRemove: () => void
  locked: boolean
  label: string
}

/**
 * §4/§5 a cart line's stepper: digits only, anything below 1 becomes 1, minus at 1 asks to
 * remove the line, and the quantity is held at 1 where the market sells one of each item.
 */
export function CartQuantity({
  value,
  onChange,
  onCommit,
  onRemove,
  locked,
  label,
}: CartQuantityProps) {
  const commitLater = useDebouncedCallback(onCommit, QUANTITY_DEBOUNCE_MS)
  return (
    <QuantityStepper
      value={value}
      srLabel={label}
      locked={locked}
      onDecreaseAtMin={onRemove}
      onChange={(quantity) => {
        onChange(quantity)
        commitLater(quantity)
      }}
    />
  )
}
