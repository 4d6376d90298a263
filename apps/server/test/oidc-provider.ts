import type { InjectOptions } from 'fastify'
import { Events, OAuth2Server } from 'oauth2-mock-server'
import { afterAll, expect } from 'vitest'
import { newClientAddress, ORIGIN } from './accounts.ts'
import type { TestApp } from './app.ts'

/**
 * A real OpenID Connect server on loopback standing in for Google or another provider:
 * discovery, the authorize redirect, the code exchange with PKCE, a signed ID token and
 * userinfo all go over HTTP. It signs in as whoever `person()` says at the time.
 */
export async function startOidcProvider(person: () => Record<string, unknown>) {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  afterAll(() => server.stop())
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, person(), { email_verified: true })
  })
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...person(), email_verified: true }
  })
  return server
}

/** The configuration that makes `server` the app's Google. */
export const googleAt = (server: OAuth2Server) => ({
  GOOGLE_CLIENT_ID: 'kaimono-test-client',
  GOOGLE_CLIENT_SECRET: 'kaimono-test-secret',
  GOOGLE_DISCOVERY_URL: `${server.issuer.url}/.well-known/openid-configuration`,
})

/**
 * The browser's part of a provider sign-in, one hop at a time: start it here, follow the
 * provider's authorize redirect, come back to the callback with the state cookies. Returns each
 * hop for the test to look at.
 */
export async function signInThrough(
  t: TestApp,
  provider: string,
  { callbackURL = '/customer/user-info', headers = { origin: ORIGIN } } = {} as {
    callbackURL?: string
    headers?: InjectOptions['headers']
  },
) {
  const remoteAddress = newClientAddress()
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress,
    headers,
    payload: { provider, callbackURL },
  })
  expect(start.statusCode, start.body).toBe(200)
  const authorizeUrl = new URL(start.json().url)
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const callback = new URL(authorize.headers.get('location') ?? '')
  const landed = await t.app.inject({
    url: callback.pathname + callback.search,
    remoteAddress,
    headers: { cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  })
  return { authorizeUrl, callback, landed }
}
