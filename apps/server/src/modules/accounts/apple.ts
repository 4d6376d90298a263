import type { BetterAuthPlugin } from 'better-auth'
import {
  refreshAccessToken,
  validateAuthorizationCode,
  verifyProviderIdToken,
} from 'better-auth/oauth2'
import { apple } from 'better-auth/social-providers'
import { createRemoteJWKSet } from 'jose'
import type { Config } from '../../platform/config.ts'

/** Sign in with Apple is on when its client id and secret (the signed JWT) are both set. */
export const appleConfigured = (config: Config) =>
  Boolean(config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET)

/** The origin Apple's sign-in pages are served from, and post their answer from. */
export const appleOrigin = (config: Config) => new URL(config.APPLE_ISSUER).origin

/**
 * Sign in with Apple: Better Auth's own Apple provider (form_post answer to
 * /api/auth/callback/apple, the name from the `user` field of the first answer), with the
 * endpoints it hard-codes to appleid.apple.com taken from APPLE_ISSUER instead, so that a test
 * can stand a local server in for Apple. With the default issuer they are Apple's own.
 */
export function appleSignIn(config: Config): BetterAuthPlugin {
  const issuer = config.APPLE_ISSUER
  const tokenEndpoint = `${issuer}/auth/token`
  const options = {
    clientId: config.APPLE_CLIENT_ID ?? '',
    clientSecret: config.APPLE_CLIENT_SECRET,
    authorizationEndpoint: `${issuer}/auth/authorize`,
  }
  const builtIn = apple(options)
  const provider: typeof builtIn = {
    ...builtIn,
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint }),
    refreshAccessToken: (refreshToken) =>
      refreshAccessToken({ refreshToken, options, tokenEndpoint }),
    idToken: {
      ...builtIn.idToken,
      issuer,
      jwks: createRemoteJWKSet(new URL(`${issuer}/auth/keys`)),
    },
    // The built-in provider only decodes the identity token; check Apple's signature, issuer,
    // audience and age first, as the generic OpenID Connect providers (Google) do.
    getUserInfo: async (token) => {
      if (!token.idToken || !(await verifyProviderIdToken(provider, token.idToken))) return null
      return builtIn.getUserInfo(token)
    },
  }
  return {
    id: 'apple-sign-in',
    init: (ctx) => ({ context: { socialProviders: [provider, ...ctx.socialProviders] } }),
  }
}
