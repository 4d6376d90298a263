import type { SignInProvider } from '@kaimono/contracts'
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth'
import type { Config } from '../../platform/config.ts'
import { appleConfigured, appleOrigin } from './apple.ts'

/** Each provider is on when its client id and secret are configured (§1: Google, Apple, OIDC). */
export function signInProviders(config: Config): SignInProvider[] {
  const providers: SignInProvider[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    providers.push({ id: 'google', name: 'Google' })
  if (appleConfigured(config)) providers.push({ id: 'apple', name: 'Apple' })
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID)
    providers.push({ id: 'oidc', name: config.OIDC_NAME })
  return providers
}

/**
 * Google and any other OpenID Connect provider, found by discovery. Google's discovery URL is
 * configurable so that tests can stand a local OpenID Connect server in for Google.
 */
export function openIdProviders(config: Config): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({
      providerId: 'google',
      name: 'Google',
      discoveryUrl: config.GOOGLE_DISCOVERY_URL,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    })
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    providers.push({
      providerId: 'oidc',
      name: config.OIDC_NAME,
      discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    })
  }
  return providers
}

/** Where a sign-in form may send the browser: the configured providers' origins. */
export function providerOrigins(config: Config): string[] {
  const origins: string[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    // Google's authorize endpoint shares its discovery document's origin (so does a test's).
    origins.push(new URL(config.GOOGLE_DISCOVERY_URL).origin)
  }
  if (appleConfigured(config)) origins.push(appleOrigin(config))
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) origins.push(new URL(config.OIDC_ISSUER).origin)
  return origins
}
