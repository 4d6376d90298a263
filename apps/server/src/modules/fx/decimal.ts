// Rates stay exact decimal text end to end (ARCHITECTURE §2): arithmetic here is on BigInt.

const SCALE = 4
const UNIT = 10n ** BigInt(SCALE)

/** "172.50" → "172.5"; "1.0000" → "1". */
export function normalizeDecimal(value: string): string {
  if (!value.includes('.')) return value
  return value.replace(/0+$/, '').replace(/\.$/, '')
}

/** A number as a bank's feed writes it ("26,187.00", "174.27"), or null when it is not one. */
export function parseFeedDecimal(raw: string | undefined): string | null {
  const value = raw?.trim().replaceAll(',', '')
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return null
  return normalizeDecimal(value)
}

function toUnits(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE))
}

function fromUnits(units: bigint): string {
  const whole = units / UNIT
  const fraction = (units % UNIT).toString().padStart(SCALE, '0')
  return normalizeDecimal(`${whole}.${fraction}`)
}

/** `rate × (1 + percent / 100)`, rounded half up to four decimals. */
export function addPercent(rate: string, percent: number): string {
  const percentUnits = BigInt(Math.round(percent * Number(UNIT)))
  const numerator = toUnits(rate) * (100n * UNIT + percentUnits)
  const denominator = 100n * UNIT
  return fromUnits((numerator + denominator / 2n) / denominator)
}
