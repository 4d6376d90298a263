// Plain values, no schema: the browser bundle imports these without zod.

/** The two Vietnamese unit schemes an address may be written in (see geo.ts). */
export const GEO_SCHEMES = ['old', '2025'] as const

/** Most saved addresses one customer may keep. */
export const MAX_ADDRESSES = 50
