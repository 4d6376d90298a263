import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { httpError } from './errors.ts'

const STAFF_ROUTES = '/api/staff/'

const staffOnly: onRequestHookHandler = async (req) => {
  const user = req.ctx.user
  if (!user) throw httpError(req, 401, 'unauthenticated')
  if (user.role !== 'staff' && user.role !== 'admin') throw httpError(req, 403, 'forbidden')
}

/**
 * §6 roles: every route under /api/staff/ checks the caller before anything reads the request,
 * so a refused caller learns nothing of the body a staff endpoint expects (no field names in a
 * 422). Registered before the routes; the services check the role again.
 */
export function registerStaffOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_ROUTES)) return
    route.onRequest = [...[route.onRequest ?? []].flat(), staffOnly]
  })
}
