import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** §5 quantity: digits only, at least 1; minus stops at 1. */
export function toQuantity(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return Math.max(1, Number(digits) || 0)
}

const STEP =
  'inline-flex size-10 items-center justify-center text-lg font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-300'

export function QuantityStepper({
  value,
  onChange,
}: {
  value: number
  onChange: (quantity: number) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  // While typing the box may be empty; it settles to at least 1 when it loses the focus.
  const [draft, setDraft] = useState<string | null>(null)
  const set = (quantity: number) => {
    setDraft(null)
    onChange(quantity)
  }
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('product.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          onClick={() => set(Math.max(1, value - 1))}
          disabled={value <= 1}
          aria-label={t('product.decrease')}
          className={STEP}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4)
            setDraft(digits)
            if (Number(digits) >= 1) onChange(Number(digits))
          }}
          onBlur={() => draft !== null && set(toQuantity(draft))}
          className="w-14 border-x border-stone-300 py-2 text-center text-sm tabular-nums focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-200"
        />
        <button
          type="button"
          onClick={() => set(Math.min(9999, value + 1))}
          aria-label={t('product.increase')}
          className={STEP}
        >
          +
        </button>
      </div>
    </div>
  )
}
