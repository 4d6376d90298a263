import type { CartLineInput } from '@kaimono/contracts'
import { VARIANT_FIELDS, type VariantChoice, type z } from '@kaimono/contracts'
import { Invalid } from '../../platform/errors.ts'

export type LineValues = z.output<typeof CartLineInput>

export const CHOICE_MESSAGES = {
  size: { required: 'cart.chooseSize', unknown: 'cart.unknownSize' },
  color: { required: 'cart.chooseColor', unknown: 'cart.unknownColor' },
} as const

/**
 * The size and colour of a PUT: from the body (the product page) or from a line key that names
 * them (the cart's quantity stepper). Both, and different, is a 422 on that field.
 */
export function chosen(fromKey: VariantChoice, input: LineValues): VariantChoice {
  const choice: VariantChoice = {}
  for (const field of VARIANT_FIELDS) {
    const given = input[field]
    const keyed = fromKey[field]
    if (given !== undefined && keyed !== undefined && given !== keyed) {
      throw new Invalid({ [field]: [CHOICE_MESSAGES[field].unknown] })
    }
    const value = given ?? keyed
    if (value !== undefined) choice[field] = value
  }
  return choice
}
