import {
  type Lang,
  type LineVariant,
  type ProductOptions as ProductOptionsAnswer,
  VARIANT_CODE,
  VARIANT_FIELDS,
  type VariantChoice,
  type VariantField,
} from '@kaimono/contracts'
import type { ProductOption, ProductOptions } from './schema.ts'

/** Why a choice cannot be taken, per field: not made, or not one the product offers. */
export type ChoiceProblem = 'required' | 'unknown'

/**
 * Issue 15: a product with sizes or colours is added to the cart with one of each; a product
 * without them takes no choice. Pure: the cart turns the problems into a 422 per field.
 */
export function checkChoice(
  options: ProductOptions | null,
  choice: VariantChoice,
): Partial<Record<VariantField, ChoiceProblem>> {
  const problems: Partial<Record<VariantField, ChoiceProblem>> = {}
  for (const field of VARIANT_FIELDS) {
    const offered = options?.[field]
    const chosen = choice[field]
    if (chosen === undefined) {
      if (offered?.length) problems[field] = 'required'
    } else if (!VARIANT_CODE.test(chosen) || !offered?.some((option) => option.value === chosen)) {
      problems[field] = 'unknown'
    }
  }
  return problems
}

/** Whether a product asks for a choice before it goes into the cart. */
export const hasOptions = (options: ProductOptions | null): boolean =>
  VARIANT_FIELDS.some((field) => (options?.[field]?.length ?? 0) > 0)

const named = (option: ProductOption, lang: Lang) => ({
  value: option.value,
  name: option.name[lang],
})

/** The product's options in one language, for its detail; null when there is nothing to choose. */
export function optionsIn(options: ProductOptions | null, lang: Lang): ProductOptionsAnswer | null {
  if (!options || !hasOptions(options)) return null
  return {
    ...(options.size?.length && { size: options.size.map((option) => named(option, lang)) }),
    ...(options.color?.length && { color: options.color.map((option) => named(option, lang)) }),
  }
}

/**
 * A chosen size and colour with the names they have among the product's options (the codes
 * themselves when the product has gone or no longer offers them); null when nothing was chosen.
 */
export function choiceOptions(
  options: ProductOptions | null,
  choice: VariantChoice | null,
): { size: ProductOption | null; color: ProductOption | null } | null {
  if (!choice || VARIANT_FIELDS.every((field) => choice[field] === undefined)) return null
  const pick = (field: VariantField): ProductOption | null => {
    const value = choice[field]
    if (value === undefined) return null
    return (
      options?.[field]?.find((option) => option.value === value) ?? {
        value,
        name: { vi: value, ja: value, en: value },
      }
    )
  }
  return { size: pick('size'), color: pick('color') }
}

/** A stored choice (with its names) in one language, as cart lines and order items show it. */
export function variantIn(
  variant: { size: ProductOption | null; color: ProductOption | null } | null,
  lang: Lang,
): LineVariant | null {
  if (!variant) return null
  return {
    size: variant.size && named(variant.size, lang),
    color: variant.color && named(variant.color, lang),
  }
}
