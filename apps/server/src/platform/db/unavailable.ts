/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
])
/** PostgreSQL's: connection exceptions (class 08) and a server shutting down or starting. */
const SERVER_CODES = /^(08...|57P0[123])$/
/** node-postgres and PGlite say it in words only. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end|PGlite is closed/i

/**
 * True when `error` (or an error it was caused by: drivers and Drizzle wrap them) says the
 * database is unreachable rather than that a query was wrong: a 503 to retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true
  }
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true
  if (typeof message === 'string' && MESSAGES.test(message)) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
