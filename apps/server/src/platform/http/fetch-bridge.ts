import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BadRequest } from '../errors.ts'
import { nodeHeaders } from './context.ts'

// React Router and Better Auth speak fetch's Request and Response; Fastify speaks Node's.

/** The largest body a page form or an identity request may carry: the API's own bodyLimit. */
export const WHOLE_BODY_LIMIT = 1_048_576

/**
 * The path and query a request names. A request line may name an absolute URL
 * (`GET http://host/ HTTP/1.1`, which proxies send); anything that is neither ('*') is a 400.
 */
function targetOf(req: FastifyRequest): string {
  if (req.url.startsWith('/')) return req.url
  try {
    const url = new URL(req.url)
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.pathname}${url.search}`
  } catch {}
  throw new BadRequest('badRequest')
}

/**
 * A Fastify request as a fetch Request, with the body `withWholeBodies` read; `credentials`, when
 * given, stands for its Cookie header and no Authorization header is carried.
 */
export function toWebRequest(
  req: FastifyRequest,
  reply: FastifyReply,
  credentials?: { cookie: string },
): Request {
  const controller = new AbortController()
  reply.raw.on('close', () => controller.abort())
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const headers = nodeHeaders(req.headers)
  if (credentials) {
    headers.delete('authorization')
    if (credentials.cookie) headers.set('cookie', credentials.cookie)
    else headers.delete('cookie')
  }
  return new Request(`${req.protocol}://${req.host}${targetOf(req)}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody && Buffer.isBuffer(req.body) ? req.body : undefined,
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

/**
 * Routes that hand the request on to a fetch handler (Better Auth, React Router) with its body
 * as it was sent, read in full first (issue 14): at most WHOLE_BODY_LIMIT (413 beyond), under the
 * same timeouts as every body, and of the `contentTypes` given (415 for others). `check` may
 * refuse a body before the handler sees it.
 */
export async function withWholeBodies(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
  {
    contentTypes = '*',
    check,
  }: {
    contentTypes?: string | string[]
    check?: (req: FastifyRequest, body: Buffer) => Promise<Error | undefined>
  } = {},
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      contentTypes,
      { parseAs: 'buffer', bodyLimit: WHOLE_BODY_LIMIT },
      (req, body, done) => {
        if (!check) return done(null, body)
        check(req, body as Buffer).then((refusal) => done(refusal ?? null, body), done)
      },
    )
    routes(scope)
  })
}
