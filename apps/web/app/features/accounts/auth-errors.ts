import type { Refusal } from '@kaimono/contracts'

/** Identity error codes of §8, as keys of `auth.errors` in the catalogues. */
export type AuthErrorKey =
  | 'wrong-password'
  | 'email-already-in-use'
  | 'too-many-requests'
  | 'network-request-failed'
  | 'email-not-verified'
  | 'account-disabled'
  | 'weak-password'
  | 'invalid-link'
  | 'unknown'

const BY_CODE: Record<string, AuthErrorKey> = {
  // One message for a wrong password and an unknown email, so accounts cannot be discovered.
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  USER_NOT_FOUND: 'wrong-password',
  INVALID_PASSWORD: 'wrong-password',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  ACCOUNT_DISABLED: 'account-disabled',
  PASSWORD_TOO_SHORT: 'weak-password',
  INVALID_TOKEN: 'invalid-link',
}

/** The message key for an identity API refusal. */
export function authErrorKey({ status, code }: Refusal): AuthErrorKey {
  if (status === 429) return 'too-many-requests'
  return (code !== undefined && BY_CODE[code]) || 'unknown'
}

/**
 * The server's refusal of one field of an identity form (a 422 `{message, errors}` of the
 * profile rules), already in the reader's language; null for any other answer.
 */
export function fieldError({ status, errors }: Refusal, field: string): string | null {
  if (status !== 422) return null
  return errors?.[field]?.[0] ?? null
}
