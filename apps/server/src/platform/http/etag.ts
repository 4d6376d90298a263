import type { FastifyRequest } from 'fastify'

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
