import { type Lang, pickLang } from '@kaimono/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/index.ts'

/** STYLE: the first argument of every service function that needs who, which language or which db. */
export type RequestContext = {
  lang: Lang
  db: Database
  log: FastifyBaseLogger
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
    ctx: RequestContext
  }
}

export function registerRequestContext(app: FastifyInstance, db: Database): void {
  app.decorateRequest('lang', 'vi')
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLang(req.headers['accept-language'])
    req.ctx = { lang: req.lang, db, log: req.log }
    reply.header('x-request-id', req.id)
  })
}
