import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { nodeHeaders } from './context.ts'

// React Router and Better Auth speak fetch's Request and Response; Fastify speaks Node's.

/** A Fastify request as a fetch Request, its body left as a stream. */
export function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController()
  reply.raw.on('close', () => controller.abort())
  const headers = nodeHeaders(req.headers)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${req.protocol}://${req.host}${req.url}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req.raw) as ReadableStream) : undefined,
    // Node's fetch needs duplex for a streamed body.
    duplex: hasBody ? 'half' : undefined,
  })
}

/**
 * Sends a fetch Response through Fastify, keeping every Set-Cookie. `nodeBody`, when the
 * Response's body is known to come from a Node stream, is sent in its place.
 */
export function sendWebResponse(reply: FastifyReply, response: Response, nodeBody?: Readable) {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  if (nodeBody) return reply.send(nodeBody)
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}

/** Routes whose handlers read the request body themselves, as a stream, instead of Fastify. */
export async function withRawBodies(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null))
    routes(scope)
  })
}
