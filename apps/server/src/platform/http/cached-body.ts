import { gzipSync, zstdCompressSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'zstd' | 'gzip'

/**
 * A JSON answer kept in a cache together with its compressed forms, each made once: compressing
 * a 10 kB page of products on every request cost ten times more than the rest of the request.
 */
export class CachedBody {
  readonly #encoded = new Map<Encoding, Buffer>()

  /** The body as sent without compression: JSON, or a page's HTML. */
  readonly text: string

  constructor(text: string) {
    this.text = text
  }

  static json(value: unknown): CachedBody {
    return new CachedBody(JSON.stringify(value))
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding)
    if (!body) {
      const compressed = encoding === 'zstd' ? zstdCompressSync(this.text) : gzipSync(this.text)
      // Node's sync compressors return a slice of their 64 kB output buffer: kept as it is, every
      // cached 1 kB answer would hold on to 64 kB (64 MB for a full answer cache). A copy of its
      // own size lets that buffer go.
      body = Buffer.allocUnsafeSlow(compressed.length)
      compressed.copy(body)
      this.#encoded.set(encoding, body)
    }
    return body
  }
}

// The app's compression prefers zstd, then gzip (app.ts); small answers go as they are.
const THRESHOLD = 1024

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
  const encoding = body.text.length >= THRESHOLD ? accepted(req.headers['accept-encoding']) : null
  if (!encoding) return reply.send(body.text as never)
  return reply.header('content-encoding', encoding).send(body.encoded(encoding) as never)
}
