// Plain values, no schema: the browser bundle imports these without zod.

/** Issue 6: at most 99 of one line and 200 lines in a cart. */
export const MAX_LINE_QUANTITY = 99
export const MAX_CART_LINES = 200

/** §9: cart totals carry 10% tax. */
export const CART_TAX_PERCENT = 10
