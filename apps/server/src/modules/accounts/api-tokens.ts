import { and, eq, gt, isNull } from 'drizzle-orm'
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose'
import type { Database } from '../../platform/db/index.ts'
import type { Auth } from './auth.ts'
import { sessions, users } from './schema.ts'

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/

export const looksLikeApiToken = (token: string) => JWT.test(token)

/**
 * Checks a short-lived API token: signature (the server's own keys), issuer, audience and
 * expiry, and that its session still exists and its account is not disabled, so that a
 * sign-out or a disabled account ends its tokens at once too.
 */
export function apiTokenVerifier(auth: Auth, db: Database, publicUrl: string) {
  let keys: ReturnType<typeof createLocalJWKSet> | undefined
  const loadKeys = async () => {
    keys = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet)
    return keys
  }

  const verify = async (token: string) => {
    const options = { issuer: publicUrl, audience: publicUrl }
    try {
      return (await jwtVerify(token, keys ?? (await loadKeys()), options)).payload
    } catch (error) {
      // A key made after the set was loaded: load once more, then give up.
      if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') return null
      return (await jwtVerify(token, await loadKeys(), options).catch(() => null))?.payload ?? null
    }
  }

  return async (token: string) => {
    const payload = await verify(token)
    if (typeof payload?.sid !== 'string' || typeof payload.sub !== 'string') return null
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, payload.sid),
          eq(sessions.userId, payload.sub),
          gt(sessions.expiresAt, new Date()),
          isNull(users.disabledAt),
        ),
      )
    return row?.user ?? null
  }
}
