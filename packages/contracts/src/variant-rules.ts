// Plain values, no schema: the browser bundle imports these without zod.

/** The dimensions a product may ask the shopper to choose, in the order they are shown. */
export const VARIANT_FIELDS = ['size', 'color'] as const
export type VariantField = (typeof VARIANT_FIELDS)[number]

/** A choice of size and colour, by their codes (`{ size: 'M', color: 'black' }`). */
export type VariantChoice = Partial<Record<VariantField, string>>

/**
 * A cart line's key in its shop: the product id, and for a product with sizes or colours the
 * choice (`123~size=M~color=black`). Another size is another line; the key never holds ':' or
 * ',' (the cart's `shop:key` selection and comma-separated lists stay unambiguous).
 */
export function variantLineKey(productId: number | string, choice: VariantChoice): string {
  const parts = VARIANT_FIELDS.flatMap((field) =>
    choice[field] === undefined ? [] : [`${field}=${choice[field]}`],
  )
  return [String(productId), ...parts].join('~')
}

/** The product id and choice of a line key; null when it is not one. */
export function parseVariantLineKey(
  key: string,
): { productId: string; choice: VariantChoice } | null {
  const [productId, ...parts] = key.split('~')
  if (!productId) return null
  const choice: VariantChoice = {}
  for (const part of parts) {
    const [field, value, ...rest] = part.split('=')
    if (rest.length || !value || !(VARIANT_FIELDS as readonly string[]).includes(field ?? '')) {
      return null
    }
    const known = field as VariantField
    if (choice[known] !== undefined) return null
    choice[known] = value
  }
  return { productId, choice }
}

/** Codes of sizes and colours: letters, digits, '.', '-' and '_' (never '~', '=', ':' or ','). */
export const VARIANT_CODE = /^[A-Za-z0-9._-]{1,40}$/
