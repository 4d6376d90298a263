import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { Forbidden, Unauthenticated } from '../errors.ts'

/**
 * What the guards know of roles, given by the module that owns the users (the app builder
 * passes it in): the caller's role, and which roles may do what another may.
 */
export type Roles<R extends string> = {
  /** The caller's role, or null for an anonymous request. */
  of(req: FastifyRequest): R | null
  /** Whether a caller holding `held` may do what `needed` allows. */
  covers(held: R, needed: R): boolean
}

/** A guard on routes: an anonymous caller is a 401, one without the role a 403. */
export function requireRole<R extends string>(roles: Roles<R>, role: R): onRequestHookHandler {
  return async (req) => {
    const held = roles.of(req)
    if (held === null) throw new Unauthenticated()
    if (!roles.covers(held, role)) throw new Forbidden()
  }
}

/**
 * Every route whose path starts with `prefix` runs `guard` first, wherever it is registered, so
 * a new route under it cannot go without. Call it before the routes are added. The guard runs
 * on request, before anything reads the body: a refused caller learns nothing of the body the
 * endpoint expects (no field names in a 422).
 */
export function guardRoutes(
  app: FastifyInstance,
  prefix: string,
  guard: onRequestHookHandler,
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return
    route.onRequest = [...[route.onRequest ?? []].flat(), guard]
  })
}
