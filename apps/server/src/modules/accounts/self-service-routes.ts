import {
  AccountSessionList,
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChangeRequested,
  idText,
  SessionParams,
  SignedOutSessions,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CLIENT_IP_HEADER } from './auth.ts'
import type { SelfService } from './self-service.ts'

const byId = z.object({ id: idText() })
const TAGS = ['accounts']

/** What Better Auth is shown of a request: its credentials, agent and client address. */
export function authHeadersOf(req: FastifyRequest): Headers {
  const headers = new Headers()
  for (const name of ['cookie', 'authorization', 'user-agent', 'origin']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  headers.set(CLIENT_IP_HEADER, req.ip)
  return headers
}

/** Passes on the session cookies and bearer token Better Auth answered with. */
export function passOnSession(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  const token = headers.get('set-auth-token')
  if (token) {
    reply.header('set-auth-token', token)
    reply.header('access-control-expose-headers', 'set-auth-token')
  }
}

/** Issue 22: the customer's password, email and sessions, on /customer/user-info. */
export function selfServiceRoutes(service: SelfService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/users/:id/password',
      {
        schema: {
          tags: TAGS,
          summary: 'Change your password',
          description:
            'Needs the current password. Every other session of the account is signed out; the caller gets a new session (its cookie, and its bearer token in `set-auth-token`). 422 per field for a wrong current password or a new one under 8 characters; 409 for an account without a password (Google, Apple); 429 after 10 password checks in 15 minutes.',
          params: byId,
          body: ChangePasswordInput,
        },
      },
      async (req, reply) => {
        const headers = await service.changePassword(
          req.ctx,
          authHeadersOf(req),
          req.params.id,
          req.body,
        )
        passOnSession(reply, headers)
        return reply.code(204).send()
      },
    )

    app.post(
      '/api/users/:id/email',
      {
        schema: {
          tags: TAGS,
          summary: 'Change your email: a link is mailed to the new address',
          description:
            'Needs the current password (an account without one: a sign-in within the last 10 minutes, else 403). The email changes when the link mailed to the new address is opened (valid 1 hour). An address another account uses is answered alike and mailed nothing. At most 3 requests in 10 minutes.',
          params: byId,
          body: ChangeEmailInput,
          response: { 202: z.object({ data: EmailChangeRequested }) },
        },
      },
      async (req, reply) =>
        reply.code(202).send({
          data: await service.changeEmail(req.ctx, authHeadersOf(req), req.params.id, req.body),
        }),
    )

    app.get(
      '/api/users/:id/sessions',
      {
        schema: {
          tags: TAGS,
          summary: 'Your signed-in sessions: device, IP address, signed in, last seen',
          description:
            '`current` marks the session of this request. `last_seen_at` is exact to the day (a session is refreshed once a day).',
          params: byId,
          response: { 200: AccountSessionList },
        },
      },
      async (req) => ({
        data: await service.listSessions(req.ctx, authHeadersOf(req), req.params.id),
      }),
    )

    app.post(
      '/api/users/:id/sessions/sign-out-others',
      {
        schema: {
          tags: TAGS,
          summary: 'Sign out every other session',
          params: byId,
          response: { 200: z.object({ data: SignedOutSessions }) },
        },
      },
      async (req) => ({
        data: await service.signOutOthers(req.ctx, authHeadersOf(req), req.params.id),
      }),
    )

    app.delete(
      '/api/users/:id/sessions/:sessionId',
      {
        schema: {
          tags: TAGS,
          summary: 'Sign out one of your sessions',
          description: 'Another customer’s session is a 404, as if it did not exist.',
          params: SessionParams,
        },
      },
      async (req, reply) => {
        await service.signOutSession(req.ctx, req.params.id, req.params.sessionId)
        return reply.code(204).send()
      },
    )
  }
}
