import type { Readable } from 'node:stream'
import { createZstdDecompress, gzipSync, zstdCompressSync, zstdDecompressSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'zstd' | 'gzip'

/**
 * An answer kept in a cache in its compressed forms, each made once: compressing a 10 kB page of
 * products on every request cost ten times more than the rest of the request. Only the forms
 * are kept, not the text (a page of HTML is 200 kB as a JavaScript string, its zstd form 20 kB):
 * the rare client that accepts no compression gets the text decompressed for it.
 */
export class CachedBody {
  // Two fields rather than a map: a map took more than the 1 kB answer it held.
  #zstd: Buffer | undefined
  #gzip: Buffer | undefined
  /**
   * A body shorter than the compression threshold, kept as it is: it is never sent compressed,
   * and decompressing it for every request (an empty page of a market, 200 bytes) cost more than
   * the rest of the request.
   */
  readonly #plain: Buffer | undefined
  /** The text's length in UTF-16 units, or in bytes (what the compression threshold compares). */
  readonly length: number

  /** `body`: the text, or its UTF-8 bytes (a rendered page, kept as the renderer wrote it). */
  constructor(body: string | Buffer) {
    this.length = body.length
    if (this.length < THRESHOLD) {
      this.#plain = ownCopy(typeof body === 'string' ? Buffer.from(body) : body)
      return
    }
    const bytes = typeof body === 'string' ? utf8Of(body) : body
    // Told the size, zstd sizes its tables to it: a 1.6 kB answer took 51 µs to compress
    // without, 32 µs with (the setup for a default window, not the compression, was most of it).
    this.#zstd = zstdOf(bytes)
  }

  static json(value: unknown): CachedBody {
    return new CachedBody(JSON.stringify(value))
  }

  /** The bytes it keeps: its compressed forms, or a short body itself. */
  get storedBytes(): number {
    return (this.#plain?.length ?? 0) + (this.#zstd?.length ?? 0) + (this.#gzip?.length ?? 0)
  }

  /** The body uncompressed, as UTF-8 bytes: JSON, or a page's HTML. */
  get bytes(): Buffer {
    return this.#plain ?? zstdDecompressSync(this.#zstdForm())
  }

  /** The body uncompressed, 16 kB at a time. */
  stream(): Readable {
    const stream = createZstdDecompress(COMPRESSING)
    stream.end(this.#zstdForm())
    return stream
  }

  get text(): string {
    return this.bytes.toString('utf8')
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'zstd') return this.#zstdForm()
    this.#gzip ??= ownCopy(gzipSync(this.bytes, COMPRESSING))
    return this.#gzip
  }

  #zstdForm(): Buffer {
    this.#zstd ??= zstdOf(this.#plain ?? Buffer.alloc(0))
    return this.#zstd
  }
}

/**
 * A text's UTF-8 bytes, written into a buffer used again for every text (they are compressed at
 * once and let go): a page of a market's items is 60 to 100 kB of UTF-8, and a new buffer for
 * each was as much memory outside the heap as V8 answers with a full collection.
 */
function utf8Of(text: string): Buffer {
  // A UTF-16 unit is at most 3 bytes of UTF-8.
  const most = 3 * text.length
  if (most > SCRATCH_MOST) return Buffer.from(text)
  if (scratch.length < most) scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(most)))
  return scratch.subarray(0, scratch.write(text, 'utf8'))
}
const SCRATCH_MOST = 4 * 1024 * 1024
let scratch = Buffer.allocUnsafeSlow(0)

const zstdOf = (bytes: Buffer) =>
  ownCopy(zstdCompressSync(bytes, { ...COMPRESSING, pledgedSrcSize: bytes.length }))

/**
 * Node's sync compressors write into output buffers of `chunkSize` bytes, 64 kB by default: a
 * new 64 kB buffer for every answer compressed, dead as soon as it is copied, 190 MB a second at
 * 3,000 answers a second. Chunks of 16 kB are cut from Node's shared buffer pool instead (an
 * answer is 1 to 2 kB compressed, a page 14 to 20 kB: one or two chunks).
 */
const COMPRESSING = { chunkSize: 16 * 1024 }

/**
 * The compressors return a slice of their output buffer: kept as it is, every cached 1 kB
 * answer would hold on to the whole buffer (64 MB for a full answer cache). A copy of its own
 * size lets that buffer go.
 */
function ownCopy(compressed: Buffer): Buffer {
  const body = Buffer.allocUnsafeSlow(compressed.length)
  compressed.copy(body)
  return body
}

// The app's compression prefers zstd, then gzip (app.ts); small answers go as they are.
const THRESHOLD = 1024
/**
 * From this length a body sent uncompressed is streamed: a whole 200 kB page per request (400 kB
 * as a two-byte string) filled V8's large object space, and the rate of a client that accepts no
 * compression took the server's RSS up by 100 MB.
 */
const STREAMED_FROM = 64 * 1024

function accepted(header: string | undefined): Encoding | null {
  const offered = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1] as const
    }),
  )
  for (const encoding of ['zstd', 'gzip'] as const) {
    const q = offered.get(encoding) ?? offered.get('*')
    if (q !== undefined && q > 0) return encoding
  }
  return null
}

export function sendCachedBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  type = 'application/json; charset=utf-8',
) {
  reply.type(type).header('vary', 'accept-encoding')
  const encoding = body.length >= THRESHOLD ? accepted(req.headers['accept-encoding']) : null
  if (!encoding) return reply.send(body.length >= STREAMED_FROM ? body.stream() : body.bytes)
  return reply.header('content-encoding', encoding).send(body.encoded(encoding) as never)
}
