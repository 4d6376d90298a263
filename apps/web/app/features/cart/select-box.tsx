import type { ReactNode } from 'react'
import { SELECTION_FORM } from './cart-line.tsx'
import type { SelectionChange } from './selection.ts'

type SelectBoxProps = {
  state: boolean | 'mixed'
  /** What a page without JavaScript asks /cart for: ?select=all|none|shop:<id>. */
  change: SelectionChange
  label: string
  disabled?: boolean
  onToggle: () => void
  children?: ReactNode
}

const changeValue = (change: SelectionChange) =>
  typeof change === 'string' ? change : `shop:${change.shop}`

/**
 * Issue 15: a box that ticks several lines (a shop, the whole cart). With JavaScript it ticks
 * them at once; without, it is the selection form's button that reloads the cart with the boxes
 * ticked and the change asked for, so select-all works in both.
 */
export function SelectBox({ state, change, label, disabled, onToggle, children }: SelectBoxProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a submit button, so that it works without JavaScript
    <button
      type="submit"
      form={SELECTION_FORM}
      formAction="/cart"
      formMethod="get"
      name="select"
      value={changeValue(change)}
      role="checkbox"
      aria-checked={state}
      aria-label={label}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault()
        onToggle()
      }}
      className="group inline-flex min-h-8 items-center gap-2 rounded text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`grid size-4 shrink-0 place-items-center rounded-[3px] border text-[10px] leading-none font-bold text-white ${
          state === false ? 'border-stone-500 bg-white' : 'border-brand-600 bg-brand-600'
        }`}
      >
        {state === true ? '✓' : state === 'mixed' ? '−' : ''}
      </span>
      {children}
    </button>
  )
}
