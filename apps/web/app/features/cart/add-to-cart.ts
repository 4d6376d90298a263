import type { VariantField } from '@kaimono/contracts'

/** Add to cart: whether the cart took the product, and why not per field (size, colour). */
export type CartAddResult = { added: boolean; errors?: Partial<Record<VariantField, string[]>> }

/** The product form's buttons that put the product in the cart. */
const CART_INTENTS = ['add-to-cart', 'buy-now'] as const
export type CartIntent = (typeof CART_INTENTS)[number]

export const isCartIntent = (intent: unknown): intent is CartIntent =>
  CART_INTENTS.includes(intent as CartIntent)
