import {
  idText,
  pageEnvelope,
  type SessionUser,
  UpdateUserInput,
  UserInfo,
  UserInfoList,
  userListSpec,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../platform/db/index.ts'
import { isDatabaseUnavailable } from '../../platform/db/index.ts'
import { Invalid, issueMessage, NotFound, TooMany } from '../../platform/errors.ts'
import type { ResolveUser } from '../../platform/http/context.ts'
import { databaseUnavailable, HttpError } from '../../platform/http/errors.ts'
import { sendWebResponse, toWebRequest, withWholeBodies } from '../../platform/http/fetch-bridge.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { apiTokenVerifier, looksLikeApiToken } from './api-tokens.ts'
import { type Auth, CLIENT_IP_HEADER } from './auth.ts'
import { observeAuth } from './auth-faults.ts'
import { disableCustomer, getOwnUser, toSessionUser, updateOwnUser } from './service.ts'

/** Better Auth's endpoints under /api/auth, given the request body as it was sent. */
export function authRoutes(auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    await withWholeBodies(app, (scope) => {
      scope.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        handler: async (req, reply) => {
          const request = toWebRequest(req, reply)
          request.headers.set(CLIENT_IP_HEADER, req.ip)
          let answer: Awaited<ReturnType<typeof observeAuth<Response>>>
          try {
            answer = await observeAuth(() => auth.handler(request))
          } catch (error) {
            throw authFailure(req, error)
          }
          const [response, faults] = answer
          return sendWebResponse(
            reply,
            await inApiForm(req, reply, response, faults.databaseUnavailable),
          )
        },
      })
    })
  }
}

/** A fault inside Better Auth (its refusals are answers): 503 while the database is away. */
function authFailure(req: FastifyRequest, error: unknown): Error {
  req.log.error({ err: error }, 'better-auth: request failed')
  return isDatabaseUnavailable(error) ? databaseUnavailable() : new HttpError(500, 'internal')
}

/**
 * Better Auth's answers that the rest of the API gives in its own form, in the request's
 * language: limits, switched-off endpoints, profile refusals (422 per field) and faults.
 */
async function inApiForm(
  req: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  databaseAway: boolean,
): Promise<Response> {
  if (response.status === 429) {
    const retryAfter = response.headers.get('x-retry-after')
    if (retryAfter) reply.header('retry-after', retryAfter)
    throw new TooMany()
  }
  // A switched-off endpoint (disabledPaths) answers a bare text 404.
  if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
    throw new NotFound()
  }
  if (response.status === 422) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { errors?: Record<string, string[]> } | null
    if (body?.errors) {
      const fields = Object.fromEntries(
        Object.entries(body.errors).map(([field, keys]) => [field, keys.map(issueMessage)]),
      )
      throw new Invalid(fields)
    }
  }
  if (response.status >= 500) {
    req.log.error({ status: response.status }, 'better-auth: answered with a fault')
    // Its session read logs a failed query and answers a bare 500 (auth-faults.ts).
    throw databaseAway ? databaseUnavailable() : new HttpError(500, 'internal')
  }
  return response
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The signed-in user (§3 User info); always only the caller, whatever filter[own] says',
        querystring: listQuerySchema(userListSpec),
        response: { 200: UserInfoList },
      },
    },
    async (req) => {
      parseListQuery(req, userListSpec)
      return pageEnvelope([await getOwnUser(req.ctx)], 1, 1, 1)
    },
  )

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update your own name and phone number',
        params: z.object({ id: idText() }),
        body: UpdateUserInput,
        response: { 200: z.object({ data: UserInfo }) },
      },
    },
    async (req) => ({ data: await updateOwnUser(req.ctx, req.params.id, req.body) }),
  )
}

/** Staff endpoints; the operator screens come later, these serve the CLI and tests meanwhile. */
export const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/users/:id/disable',
    {
      schema: {
        tags: ['staff'],
        summary: 'Disable an account and revoke all its sessions (staff and admins)',
        params: z.object({ id: idText() }),
        response: { 200: z.object({ data: UserInfo }) },
      },
    },
    async (req) => ({ data: await disableCustomer(req.ctx, req.params.id) }),
  )
}

/** How long a resolved session is trusted without asking the database again, per process. */
export const SESSION_CACHE_TTL_MS = 5_000
const SESSION_CACHE_MAX = 10_000

/** The credential a request carries: its bearer token or its session cookie's value. */
function credentialOf(headers: Headers): string | null {
  const authorization = headers.get('authorization') ?? ''
  if (authorization.startsWith('Bearer ')) return `b:${authorization.slice(7).trim()}`
  const cookie = /(?:^|;\s*)(?:__Secure-)?kaimono\.session_token=([^;]+)/.exec(
    headers.get('cookie') ?? '',
  )
  return cookie?.[1] ? `c:${cookie[1]}` : null
}

export type SessionResolver = ResolveUser & {
  /** Forgets the remembered sessions of a user: after sign-out, a password or account change. */
  forget(uid: string): void
}

/**
 * Resolves the session cookie, a session bearer token, or a short-lived API token; requests
 * without any cost no query. A session found is remembered for SESSION_CACHE_TTL_MS: looking
 * one up through Better Auth costs more than most of the requests it serves (two queries and
 * its hooks). A user's are forgotten when their sessions or account change (`forget`, on the
 * account-changes event: at once where the change is made, through the bus in the other
 * processes); a change the event does not tell of is seen within the time to live.
 */
export function sessionResolver(auth: Auth, db: Database, publicUrl: string): SessionResolver {
  const verifyApiToken = apiTokenVerifier(auth, db, publicUrl)
  const lookup: ResolveUser = async (headers) => {
    const authorization = headers.get('authorization') ?? ''
    const bearer = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() : ''
    if (bearer && looksLikeApiToken(bearer)) {
      const user = await verifyApiToken(bearer)
      return user ? toSessionUser(user) : null
    }
    const cookie = headers.get('cookie')?.includes('kaimono.session_token')
    if (!bearer && !cookie) return null
    const session = await auth.api.getSession({ headers })
    if (!session || session.user.disabledAt) return null
    return toSessionUser(session.user as Parameters<typeof toSessionUser>[0])
  }
  const known = new Map<string, { user: SessionUser; expiresAt: number }>()
  const resolve: ResolveUser = async (headers) => {
    const key = credentialOf(headers)
    if (!key) return lookup(headers)
    const hit = known.get(key)
    if (hit && hit.expiresAt > Date.now()) return hit.user
    const user = await lookup(headers)
    known.delete(key)
    // Only sessions that exist are remembered: random tokens must not push real ones out.
    if (user) {
      known.set(key, { user, expiresAt: Date.now() + SESSION_CACHE_TTL_MS })
      if (known.size > SESSION_CACHE_MAX) {
        const oldest = known.keys().next().value
        if (oldest !== undefined) known.delete(oldest)
      }
    }
    return user
  }
  const forget = (uid: string) => {
    for (const [key, { user }] of known) if (user.uid === uid) known.delete(key)
  }
  return Object.assign(resolve, { forget })
}
