// Yen in dong at a rate given as exact decimal text ("172.5"): its digits taken as a whole
// number and a scale, so nothing is lost to floating point.

function rateParts(rate: string): { units: bigint; scale: bigint } {
  const [whole = '0', fraction = ''] = rate.split('.')
  return { units: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) }
}

/** Yen in dong at the rate, halves rounded up to the dong (the bid log's amounts). */
export function yenToVnd(yen: number, rate: string): number {
  const { units, scale } = rateParts(rate)
  return Number((2n * BigInt(yen) * units + scale) / (2n * scale))
}

/** The deposit of a maximum bid: `percent` of it in dong at the rate, rounded up to the dong. */
export function depositVnd(maxYen: number, rate: string, percent: number): number {
  const { units, scale } = rateParts(rate)
  const amount = BigInt(maxYen) * units * BigInt(percent)
  const divisor = scale * 100n
  return Number((amount + divisor - 1n) / divisor)
}
