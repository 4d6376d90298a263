import { databaseErrorFields } from './db/errors.ts'

const REDACTED = '[redacted]'

/**
 * Query parameters whose values are secrets or carry them: verification and reset tokens, the
 * OAuth code and state, passwords, and the callback URLs Better Auth puts tokens into.
 */
const SECRET_PARAMS =
  'token|code|state|password|newPassword|callbackURL|errorCallbackURL|newUserCallbackURL|access_token|id_token|refresh_token|client_secret|session_token|signature|sig|otp'
const SECRET_PARAM = new RegExp(`^(${SECRET_PARAMS})$`, 'i')
/** `/reset-password/<token>` (Better Auth's mailed link) keeps its path, not its token. */
const RESET_PATH = /(\/reset-password\/)[^/?#\s"']+/gi

/** A request URL with its secret query values and reset token replaced. */
export function scrubUrl(url: string): string {
  const query = url.indexOf('?')
  const path = query < 0 ? url : url.slice(0, query)
  const cleanPath = path.includes('/reset-password/')
    ? path.replace(RESET_PATH, `$1${REDACTED}`)
    : path
  if (query < 0) return cleanPath
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq < 0) return pair
      const name = safeDecode(pair.slice(0, eq))
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
  return `${cleanPath}?${params.join('&')}`
}

const SECRET_IN_TEXT = new RegExp(`([?&](?:${SECRET_PARAMS})=)[^&\\s"'#]+`, 'gi')
const BEARER = /(Bearer\s+)[^\s"',;]+/gi
const SESSION_COOKIE = /(session_token=)[^;\s"',]+/gi

/** Free text (a message, an error) with any URL secret, bearer token or session cookie cut. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_IN_TEXT, `$1${REDACTED}`)
    .replace(RESET_PATH, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(SESSION_COOKIE, `$1${REDACTED}`)
}

/**
 * An error as it may be logged: a failed query as its safe database fields; any other error as
 * its type, scrubbed message and stack, code and status, and its cause. Never its other own
 * properties (an HTTP client's request headers, a library's `body`, a query's `params`).
 */
export function scrubError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error)) }
  const database = databaseErrorFields(error)
  if (database) {
    return { ...database, message: scrubText(String(database.message)) }
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' && { code }),
    ...(typeof statusCode === 'number' && { statusCode }),
    stack: error.stack && scrubText(error.stack),
    ...(error.cause !== undefined && depth < 3 && { cause: scrubError(error.cause, depth + 1) }),
  }
}

const SECRET_KEY = /token|password|secret|cookie|authorization|^code$|^state$|signature/i

/** Whatever a library logs beside its message (Better Auth's `detail`), scrubbed all the way down. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value instanceof Error) return scrubError(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= 4) return '[nested]'
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1),
    ]),
  )
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
