import { z } from 'zod'
import type { Endpoint } from './requests.ts'

/**
 * Better Auth answers every /api/auth/* path behind one Fastify route without a zod schema. The
 * fuzz sends the ones the product uses, with bodies of the fields each reads (as the web app
 * sends them), so that their own checks are put to the test too.
 */
const post = (path: string, body: z.ZodRawShape): Endpoint => ({
  method: 'POST',
  url: `/api/auth/${path}`,
  schema: { body: z.object(body) },
})

const text = z.string()
const optional = z.string().optional()

export const AUTH_ENDPOINTS: Endpoint[] = [
  post('sign-up/email', { email: text, password: text, name: text, lang: optional }),
  post('sign-in/email', { email: text, password: text, rememberMe: z.boolean().optional() }),
  post('request-password-reset', { email: text, redirectTo: optional }),
  post('send-verification-email', { email: text, callbackURL: optional }),
  post('update-user', { name: optional, image: optional, lang: optional }),
  post('reset-password', { newPassword: text, token: optional }),
  post('sign-out', {}),
  { method: 'GET', url: '/api/auth/get-session', schema: {} },
  // The links of the account mails.
  {
    method: 'GET',
    url: '/api/auth/verify-email',
    schema: { querystring: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
  },
  {
    method: 'GET',
    url: '/api/auth/reset-password/:token',
    schema: {
      params: z.object({ token: z.string() }),
      querystring: z.object({ callbackURL: z.string() }),
    },
  },
]
