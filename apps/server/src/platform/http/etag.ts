import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Whether the client already holds this version (If-None-Match compares weakly, RFC 9110). */
export function notModified(req: FastifyRequest, etag: string): boolean {
  const match = req.headers['if-none-match']
  if (!match) return false
  const tag = etag.replace(/^W\//, '')
  return match.split(',').some((t) => {
    const candidate = t.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === tag
  })
}

/**
 * A static file of §7 made from the database or the code: JSON with an ETag of its bytes, a
 * 304 when the client holds it, kept a minute by caches.
 */
export function sendStaticJson(req: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = JSON.stringify(value)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  reply.header('etag', etag).header('cache-control', 'public, max-age=60')
  if (notModified(req, etag)) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(body)
}
