import { PROFILE_NAME_MAX, ProfileName, toCleanLine } from '@kaimono/contracts'
import type { Config } from '../../platform/config.ts'
import type { MessageKey } from '../../platform/i18n/messages.ts'

/** Longer than any avatar address Google or an OpenID provider hands out. */
const AVATAR_URL_MAX = 2048

/** Which avatar addresses may be stored and shown: a predicate over the URL as given. */
export type AvatarRule = (url: string) => boolean

/**
 * Issue 14: a profile picture is shown to every visitor of a product the person reviewed, so it
 * may only come from our own storage (`/media/` on the public address) or from an identity
 * provider we use: Google's `*.googleusercontent.com` when Google sign-in is on, and the
 * configured OpenID Connect issuer's origin. Apple hands out no pictures.
 */
export function avatarRule(config: Config): AvatarRule {
  const own = new URL(config.PUBLIC_URL).origin
  const google = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
  const issuer = config.OIDC_ISSUER && config.OIDC_CLIENT_ID && new URL(config.OIDC_ISSUER).origin
  return (value) => {
    if (value.length > AVATAR_URL_MAX || value !== toCleanLine(value)) return false
    let url: URL
    try {
      // Parsed the way a browser resolves an <img src>, so `/\evil.example` is evil.example.
      url = new URL(value, own)
    } catch {
      return false
    }
    if (url.username || url.password) return false
    if (url.origin === own) return url.pathname.startsWith('/media/')
    if (google && url.protocol === 'https:' && url.hostname.endsWith('.googleusercontent.com')) {
      return true
    }
    return url.origin === issuer
  }
}

export type ProfileErrors = Partial<Record<'name' | 'image', MessageKey[]>>

/**
 * A profile a person typed (sign-up): the name by the one rule of the contracts, the picture by
 * `avatars`. Returns the name to store, or the refusals per field.
 */
export function checkTypedProfile(
  input: { name?: unknown; image?: unknown },
  avatars: AvatarRule,
): { ok: true; name: string } | { ok: false; errors: ProfileErrors } {
  const errors: ProfileErrors = {}
  const name = ProfileName.safeParse(input.name)
  if (!name.success) errors.name = name.error.issues.map((issue) => issue.message as MessageKey)
  const { image } = input
  if (image !== undefined && image !== null && (typeof image !== 'string' || !avatars(image))) {
    errors.image = ['validation.avatar']
  }
  if (name.success && !errors.image) return { ok: true, name: name.data }
  return { ok: false, errors }
}

/**
 * A profile from an identity provider or already stored: made to fit rather than refused, so an
 * odd provider profile never breaks a sign-in. Control characters become spaces, the name is cut
 * to length (or taken from the email when nothing is left), a foreign picture is dropped.
 */
export function fitProfile<T extends { name?: unknown; image?: unknown; email?: unknown }>(
  profile: T,
  avatars: AvatarRule,
): T {
  const fitted = { ...profile }
  if ('name' in profile) {
    const email = typeof profile.email === 'string' ? profile.email : ''
    fitted.name = fitName(profile.name, email.split('@')[0] ?? '') as T['name']
  }
  if ('image' in profile) {
    const { image } = profile
    fitted.image = (typeof image === 'string' && avatars(image) ? image : null) as T['image']
  }
  return fitted
}

/** A name that passes `ProfileName`; `fallback` when nothing usable is left. */
export function fitName(name: unknown, fallback = ''): string {
  const clean = typeof name === 'string' ? toCleanLine(name) : ''
  return cut(clean || toCleanLine(fallback) || '-', PROFILE_NAME_MAX)
}

/** At most `max` UTF-16 units (the contracts' measure), never half of a surrogate pair. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const head = value.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1).trimEnd() : head.trimEnd()
}
