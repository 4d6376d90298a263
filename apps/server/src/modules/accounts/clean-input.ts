import { CONTROL_CHARACTERS_MESSAGE, isCleanLine } from '@kaimono/contracts'
import { APIError } from 'better-auth/api'
import { CALLBACK_PARAMETERS } from './callback-urls.ts'

/**
 * Passwords are hashed, never stored or shown as typed: whatever a person chose is theirs.
 * Callback URLs are made a safe path of this site by `safeCallbackUrls` (a tab in one leads to
 * `/`, as a browser would read it).
 */
const EXEMPT = new Set<string>([
  'password',
  'newPassword',
  'currentPassword',
  ...CALLBACK_PARAMETERS,
])

/** The dotted names of the strings in `values` that hold a control character. */
function dirtyFields(values: unknown, prefix = '', depth = 0): string[] {
  if (typeof values === 'string') return isCleanLine(values) ? [] : [prefix || '_']
  if (typeof values !== 'object' || values === null || depth > 5) return []
  return Object.entries(values).flatMap(([name, value]) =>
    EXEMPT.has(name) ? [] : dirtyFields(value, prefix ? `${prefix}.${name}` : name, depth + 1),
  )
}

/**
 * Issue 14: no control character in what Better Auth is given (emails, tokens, names, states)
 * reaches a query or a stored row: a NUL in an email or a reset token was a 500 from
 * PostgreSQL. Every identity endpoint refuses them first with a 422 naming the field, as the
 * rest of the API does.
 */
export function refuseControlCharacters(ctx: { body?: unknown; query?: unknown }): void {
  const fields = [...dirtyFields(ctx.body), ...dirtyFields(ctx.query)]
  if (fields.length === 0) return
  throw new APIError('UNPROCESSABLE_ENTITY', {
    code: 'INVALID_INPUT',
    message: 'Invalid input',
    errors: Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARACTERS_MESSAGE]])),
  })
}
