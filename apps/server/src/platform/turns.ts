/**
 * At most `limit` tasks under way at once; the others wait their turn, first come first served.
 * For work that only the one thread does (rendering a page): started all at once, 32 renders
 * interleave at every await, each takes 32 times as long, and everything they hold lives long
 * enough to be promoted to V8's old space; one after another, each is over before the next
 * begins, in the same total time.
 */
export class Turns {
  readonly #limit: number
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(limit: number) {
    this.#limit = limit
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#limit) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    } else this.#running++
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      // The turn passes straight to the next waiting task: the count stays as it is.
      if (next) next()
      else this.#running--
    }
  }

  /** Tasks under way and waiting (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length }
  }
}
