/** §1: a yen amount in dong at the rate in force, rounded to the whole dong. */
export function jpyToVnd(jpy: number, rate: string | number): number {
  const factor = Number(rate)
  return Math.round(jpy * (Number.isFinite(factor) && factor > 0 ? factor : 1))
}
