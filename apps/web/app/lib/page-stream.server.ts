import { Readable, Transform, type TransformCallback } from 'node:stream'
import { deferScripts } from './deferred-scripts.server.ts'

/**
 * React writes a page in 4 kB pieces and calls `flush()` when it has written all it has for
 * now. Passed on as they come, each piece costs a trip through the web stream, Fastify's
 * compression stream and zlib: a whole page is one or two chunks instead (a product page
 * went from 13 chunks to 1). The first chunk has its scripts deferred (deferred-scripts).
 */
export class FlushedChunks extends Transform {
  #pieces: Buffer[] = []
  #first = true

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pieces.push(piece)
    callback()
  }

  flush() {
    if (this.#pieces.length === 0) return
    const [only] = this.#pieces
    const chunk = this.#pieces.length === 1 && only ? only : Buffer.concat(this.#pieces)
    this.#pieces = []
    // The shell (head, body and the scripts) is always the first chunk.
    if (this.#first) for (const piece of deferScripts(chunk)) this.push(piece)
    else this.push(chunk)
    this.#first = false
  }

  override _flush(callback: TransformCallback) {
    this.flush()
    callback()
  }
}

/** A web stream over `body` that attaches to it only when first read. */
export function lazyWebStream(body: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(body) as ReadableStream<Uint8Array>).getReader()
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      // The reader went away: the page stops being rendered into the stream.
      cancel() {
        body.destroy()
      },
    },
    // Nothing is pulled from the page until somebody reads.
    { highWaterMark: 0 },
  )
}
