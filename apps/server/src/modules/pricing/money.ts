// Money is whole yen and whole dong (ARCHITECTURE §2): amounts are integers, rates and
// percentages exact decimal text, and every product and quotient is taken on BigInt with the
// rounding written at the call. Nothing here goes through a binary float.

/** A non-negative whole amount (yen, dong, grams, millimetres), as BigInt. */
export function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of at least 0, not ${value}`)
  }
  return BigInt(value)
}

/** A whole amount of at least 1 (a divisor, a step). */
export function positive(value: number, what: string): bigint {
  const amount = whole(value, what)
  if (amount === 0n) throw new RangeError(`${what} must be at least 1`)
  return amount
}

/** "172.5" → 1725 / 10. */
export function decimal(text: string): { units: bigint; scale: bigint } {
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a decimal number: ${text}`)
  const [integral = '0', fraction = ''] = text.split('.')
  return { units: BigInt(integral + fraction), scale: 10n ** BigInt(fraction.length) }
}

/** "7.50" → "7.5"; "4.00" → "4" (numeric columns answer with trailing zeros). */
export function normalizeDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text
}

/** n ÷ d, halves rounded up (n ≥ 0, d > 0). */
export const divHalfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d)
/** n ÷ d, any fraction rounded up. */
export const divCeil = (n: bigint, d: bigint): bigint => (n + d - 1n) / d
/** n ÷ d, any fraction dropped. */
export const divFloor = (n: bigint, d: bigint): bigint => n / d

/** The greatest of BigInts (Math.max takes numbers only). */
export function max(first: bigint, ...rest: bigint[]): bigint {
  let greatest = first
  for (const value of rest) if (value > greatest) greatest = value
  return greatest
}

/** The smaller of two BigInts. */
export function min(a: bigint, b: bigint): bigint {
  return b < a ? b : a
}

/** Yen in dong at a rate (exact decimal text), halves rounded up to the dong. */
export function yenToVnd(yen: number, rate: string): number {
  const { units, scale } = decimal(rate)
  return toNumber(divHalfUp(whole(yen, 'yen') * units, scale))
}

/** `percent` of an amount of yen in dong at a rate, any fraction rounded up to the dong. */
export function shareInVnd(yen: number, rate: string, percent: number): number {
  const { units, scale } = decimal(rate)
  return toNumber(divCeil(whole(yen, 'yen') * units * whole(percent, 'percent'), scale * 100n))
}

/** Back to a number for JSON; an amount beyond 2^53 is a bug upstream, not a price. */
export function toNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount too large: ${value}`)
  return Number(value)
}
