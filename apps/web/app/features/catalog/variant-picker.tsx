import { type ProductOptions, VARIANT_FIELDS, type VariantField } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

type VariantPickerProps = {
  options: ProductOptions
  /** The server's per-field refusals (422), shown under their group. */
  errors?: Partial<Record<VariantField, string[]>>
}

/**
 * Issue 15: the sizes and colours a product comes in, as radio pills in the Add-to-cart form.
 * Each group is required, so a form posted without a choice (with or without JavaScript) asks
 * for one before it leaves the page; the server refuses it too (422 per field).
 */
export function VariantPicker({ options, errors }: VariantPickerProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      {VARIANT_FIELDS.map((field) => {
        const choices = options[field]
        if (!choices?.length) return null
        const error = errors?.[field]?.[0]
        const errorId = `variant-${field}-error`
        return (
          <fieldset
            key={field}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-stone-800">
              {t(`variant.${field}`)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <label
                  key={choice.value}
                  className="cursor-pointer rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={field}
                    value={choice.value}
                    required
                    className="sr-only"
                  />
                  {choice.name}
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      })}
    </div>
  )
}
