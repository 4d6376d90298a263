import { type Lang, pickLang, type SessionUser } from '@kaimono/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/index.ts'
import type { EventBus } from '../events.ts'

/** STYLE: the first argument of every service function that needs who, which language or which db. */
export type RequestContext = {
  /** The signed-in user (by session cookie or bearer token), or null. */
  user: SessionUser | null
  lang: Lang
  db: Database
  log: FastifyBaseLogger
  /** Messages to every server process: live notifications (ARCHITECTURE §6). */
  bus: EventBus
}

/**
 * What a function another module calls needs of the context: the database handle, which is the
 * caller's transaction when its writes must join it (`{ ...ctx, db: tx }`; a seed `{ db: tx }`).
 */
export type DbContext = Pick<RequestContext, 'db'>

/** Finds the user a request is signed in as; cheap (no I/O) when it carries no credentials. */
export type ResolveUser = (headers: Headers) => Promise<SessionUser | null>

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
    ctx: RequestContext
  }
}

const STATIC_FILES = new Set(['/favicon.svg', '/favicon.ico', '/robots.txt'])

export function registerRequestContext(
  app: FastifyInstance,
  db: Database,
  resolveUser: ResolveUser,
  bus: EventBus,
): void {
  app.decorateRequest('lang', 'vi')
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    req.lang = pickLang(req.headers['accept-language'])
    // Hashed assets, product pictures and root files need no user: no session lookup on that
    // hot path.
    const isFile =
      req.url.startsWith('/assets/') || req.url.startsWith('/media/') || STATIC_FILES.has(req.url)
    // Without a cookie or an Authorization header a request is anonymous: no Headers object
    // is built for it (most of the catalogue's traffic).
    const credentials = req.headers.cookie !== undefined || req.headers.authorization !== undefined
    const user = isFile || !credentials ? null : await resolveUser(nodeHeaders(req.headers))
    req.ctx = { user, lang: req.lang, db, log: req.log, bus }
  })
}

export function nodeHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  return headers
}
