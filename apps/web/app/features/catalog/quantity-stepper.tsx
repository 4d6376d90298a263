import { MAX_LINE_QUANTITY } from '@kaimono/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** §5 quantity: digits only, at least 1; issue 6: at most 99 of one cart line. */
export function toQuantity(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 2)
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(digits) || 0))
}

const STEP =
  'inline-flex size-10 items-center justify-center text-lg font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-300'

type QuantityStepperProps = {
  value: number
  onChange: (quantity: number) => void
  /** The input's name, so a form posted without JavaScript sends the quantity. */
  name?: string
  /** A visually hidden label instead of the visible 'Quantity' (a cart line names its product). */
  srLabel?: string
  /** Minus at 1 calls this (the cart asks to remove the line) instead of stopping there. */
  onDecreaseAtMin?: () => void
  /** §5: held at 1 where the market does not let a customer buy more. */
  locked?: boolean
}

export function QuantityStepper({
  value,
  onChange,
  name,
  srLabel,
  onDecreaseAtMin,
  locked,
}: QuantityStepperProps) {
  const { t } = useTranslation()
  const id = useId()
  // While typing the box may be empty; it settles to at least 1 when it loses the focus.
  const [draft, setDraft] = useState<string | null>(null)
  const set = (quantity: number) => {
    setDraft(null)
    if (quantity !== value) onChange(quantity)
  }
  const atMin = value <= 1
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className={srLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {srLabel ?? t('product.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          onClick={() => (atMin ? onDecreaseAtMin?.() : set(value - 1))}
          disabled={atMin && !onDecreaseAtMin}
          aria-label={t('product.decrease')}
          className={STEP}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          readOnly={locked}
          value={draft ?? String(value)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 2)
            setDraft(digits)
            if (Number(digits) >= 1 && Number(digits) !== value) onChange(Number(digits))
          }}
          onBlur={() => draft !== null && set(toQuantity(draft))}
          className="w-14 border-x border-stone-300 py-2 text-center text-sm tabular-nums read-only:bg-stone-50 read-only:text-stone-500 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-200"
        />
        <button
          type="button"
          onClick={() => set(value + 1)}
          disabled={locked || value >= MAX_LINE_QUANTITY}
          aria-label={t('product.increase')}
          className={STEP}
        >
          +
        </button>
      </div>
    </div>
  )
}
