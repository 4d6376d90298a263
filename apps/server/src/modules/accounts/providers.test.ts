import { expect, test } from 'vitest'
import { loadConfig } from '../../platform/config.ts'
import { pagePolicy } from '../../platform/http/security.ts'
import { providerOrigins, signInProviders } from './providers.ts'

test('no provider is offered unless its id and secret are both set', () => {
  const config = loadConfig({ GOOGLE_CLIENT_ID: 'id-only' })
  expect(signInProviders(config)).toEqual([])
  expect(providerOrigins(config)).toEqual([])
})

test('configured providers are offered, and their sign-in pages may receive the login form', () => {
  const config = loadConfig({
    GOOGLE_CLIENT_ID: 'g',
    GOOGLE_CLIENT_SECRET: 'gs',
    APPLE_CLIENT_ID: 'a',
    APPLE_CLIENT_SECRET: 'as',
    OIDC_ISSUER: 'https://sso.example.vn/realms/kaimono',
    OIDC_CLIENT_ID: 'o',
    OIDC_NAME: 'Kaimono SSO',
  })
  expect(signInProviders(config)).toEqual([
    { id: 'google', name: 'Google' },
    { id: 'apple', name: 'Apple' },
    { id: 'oidc', name: 'Kaimono SSO' },
  ])
  const origins = providerOrigins(config)
  expect(origins).toEqual([
    'https://accounts.google.com',
    'https://appleid.apple.com',
    'https://sso.example.vn',
  ])
  expect(pagePolicy('n0nce', origins)).toContain(
    "form-action 'self' https://accounts.google.com https://appleid.apple.com https://sso.example.vn;",
  )
})

test('Apple is offered only with its id and secret; its sign-in origin follows APPLE_ISSUER', () => {
  expect(signInProviders(loadConfig({ APPLE_CLIENT_ID: 'a' }))).toEqual([])
  expect(signInProviders(loadConfig({ APPLE_CLIENT_SECRET: 'as' }))).toEqual([])
  const config = loadConfig({
    APPLE_CLIENT_ID: 'a',
    APPLE_CLIENT_SECRET: 'as',
    APPLE_ISSUER: 'http://127.0.0.1:4010/',
  })
  expect(config.APPLE_ISSUER).toBe('http://127.0.0.1:4010')
  expect(signInProviders(config)).toEqual([{ id: 'apple', name: 'Apple' }])
  expect(providerOrigins(config)).toEqual(['http://127.0.0.1:4010'])
})
