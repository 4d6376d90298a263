/** Sets of product ids as bits: what a search or a scope holds, 125 kB at 1,000,000 products. */

/** A set of product ids, a bit each. */
export class IdBits {
  readonly #bits: Uint8Array

  /** `ids` may repeat. */
  constructor(ids: ArrayLike<number>) {
    this.#bits = new Uint8Array((maxOf(ids) >>> 3) + 1)
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? 0
      this.#bits[id >>> 3] = (this.#bits[id >>> 3] ?? 0) | (1 << (id & 7))
    }
  }

  has(id: number): boolean {
    return (((this.#bits[id >>> 3] ?? 0) >>> (id & 7)) & 1) === 1
  }

  /** Keeps only the ids `other` has too. */
  keepShared(other: IdBits): this {
    const mine = this.#bits
    const theirs = other.#bits
    for (let i = 0; i < mine.length; i++) mine[i] = (mine[i] ?? 0) & (theirs[i] ?? 0)
    return this
  }

  /** The ids, ascending. */
  ids(): number[] {
    const ids: number[] = []
    this.#bits.forEach((byte, i) => {
      for (let bit = 0; byte !== 0; bit++, byte >>>= 1) if (byte & 1) ids.push(i * 8 + bit)
    })
    return ids
  }

  get bytes(): number {
    return this.#bits.byteLength
  }

  get size(): number {
    return this.#bits.reduce((sum, byte) => sum + (BITS_SET[byte] ?? 0), 0)
  }
}

const maxOf = (ids: ArrayLike<number>) => {
  let largest = 0
  for (let i = 0; i < ids.length; i++) largest = Math.max(largest, ids[i] ?? 0)
  return largest
}

/** How many bits each byte has set. */
const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) =>
  byte
    .toString(2)
    .split('')
    .reduce((sum, bit) => sum + Number(bit), 0),
)
