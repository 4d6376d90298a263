import type { FastifyInstance } from 'fastify'

/**
 * An answer to a request that carries credentials (a session cookie, a bearer token), or one
 * that hands out a session, is personal: unless its route chose its own Cache-Control (the
 * public catalogue does), no browser or shared cache may keep it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload)
    const credentials = req.headers.cookie !== undefined || req.headers.authorization !== undefined
    if (credentials || reply.hasHeader('set-cookie') || reply.hasHeader('set-auth-token')) {
      reply.header('cache-control', 'private, no-store')
    }
    done(null, payload)
  })
}
