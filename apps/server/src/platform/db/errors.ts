import { DrizzleQueryError } from 'drizzle-orm/errors'

/** Socket errors of a database that cannot be reached (node-postgres passes them on). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * SQLSTATEs of a server that is going away or full: connection exceptions (class 08),
 * admin_shutdown (a terminated backend), crash_shutdown, cannot_connect_now, too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/

/** What PGlite and node-postgres (pg, pg-pool) say when the database is closed or unreachable. */
const UNAVAILABLE_MESSAGE =
  /^(PGlite is closed|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/

/** The error and every error behind it (causes, and the attempts of an AggregateError). */
function* chainOf(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 5 || error === undefined || error === null) return
  yield error
  if (error instanceof AggregateError)
    for (const inner of error.errors) yield* chainOf(inner, depth + 1)
  if (error instanceof Error) yield* chainOf(error.cause, depth + 1)
}

/** True when a query failed because the database is down, closed or out of connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    if (!(link instanceof Error)) continue
    const code = (link as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
    )
      return true
    if (UNAVAILABLE_MESSAGE.test(link.message)) return true
  }
  return false
}

type DriverError = Error & {
  code?: unknown
  severity?: unknown
  table?: unknown
  constraint?: unknown
}

/**
 * A failed query as it may be logged: the driver's message, SQLSTATE, table and constraint, and
 * where it was called from. Never the query's parameters (session tokens, emails), nor the
 * driver's `detail` (`Key (email)=(…) already exists`); values quoted in a data exception's
 * message (`invalid input syntax for type uuid: "…"`) are cut too.
 * Undefined for an error that did not come from the database.
 */
export function databaseErrorFields(error: Error): Record<string, unknown> | undefined {
  const query = error instanceof DrizzleQueryError ? error : undefined
  const driver = (query?.cause ?? error) as DriverError
  const fromDriver = typeof driver.severity === 'string' && typeof driver.code === 'string'
  if (!query && !fromDriver) return undefined
  const code = typeof driver.code === 'string' ? driver.code : undefined
  const message =
    driver instanceof Error
      ? code?.startsWith('22')
        ? driver.message.replace(/"[^"]*"/g, '"[redacted]"')
        : driver.message
      : 'query failed'
  return {
    type: 'DatabaseError',
    message,
    code,
    table: typeof driver.table === 'string' ? driver.table : undefined,
    constraint: typeof driver.constraint === 'string' ? driver.constraint : undefined,
    stack: framesOf(error),
  }
}

/** The stack without its first lines, which repeat the message (a failed query's parameters). */
function framesOf(error: Error): string | undefined {
  const start = error.stack?.indexOf('\n    at ') ?? -1
  return start < 0 ? undefined : error.stack?.slice(start + 1)
}
