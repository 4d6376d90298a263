import type { FastifyReply, FastifyRequest } from 'fastify'
import { notModified } from './etag.ts'

/**
 * A picture we draw (market items, Ecoring lots, blog covers): long-lived like the catalogue's
 * pictures, revalidated by ETag; 304 when the client has it. Its own CSP, so an SVG opened by
 * itself runs nothing.
 */
export async function sendPicture(
  req: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  type: string,
  body: () => Promise<string | Buffer>,
) {
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
  if (notModified(req, etag)) return reply.code(304).send()
  return reply
    .header('content-type', type)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(await body())
}
