import { seededRandom } from '../../catalog/index.ts'

/** Draws from a seeded generator: every seed of the mirror makes the same items. */
export type Random = {
  next(): number
  /** A whole number from `low` to `high`, both included. */
  int(low: number, high: number): number
  pick<T>(list: readonly T[]): T
  chance(probability: number): boolean
  /** `length` characters of `alphabet`. */
  chars(alphabet: string, length: number): string
}

/** A string's 32-bit FNV-1a hash: a seed per market, a picture's pattern per item id. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function randomFrom(seed: string): Random {
  const next = seededRandom(hashOf(seed))
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return {
    next,
    int,
    pick: <T>(list: readonly T[]) => {
      const value = list[int(0, list.length - 1)]
      if (value === undefined) throw new Error('pick from an empty list')
      return value
    },
    chance: (probability) => next() < probability,
    chars: (alphabet, length) =>
      Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
  }
}
