import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { Config } from './config.ts'
import { scrubError, scrubText, scrubUrl, scrubValue } from './log-scrub.ts'

/** What Fastify's types expect of a serialized error; a scrubbed one may lack a stack. */
type SerializedError = { type: string; message: string; stack: string }

const REQUEST_ID = /^[\w.:-]{1,128}$/

/** A request id from a trusted upstream (load balancer) is kept; anything else gets a fresh one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

/** Credentials by the names they travel under: at the top of a line, one level down, in headers. */
const HEADERS = ['authorization', 'cookie', '"set-cookie"', '"set-auth-token"']
const FIELDS = [
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'idToken',
  'password',
  'newPassword',
]
const at = (prefix: string, key: string) =>
  key.startsWith('"') ? `${prefix}[${key}]` : `${prefix}.${key}`
const REDACT = [
  ...[...HEADERS, ...FIELDS].flatMap((key) => [key.replaceAll('"', ''), at('*', key)]),
  ...HEADERS.map((key) => at('*.headers', key)),
]

/**
 * Logs never hold a credential (issue 14): headers are redacted by name, request lines have
 * their secret query values and reset-link tokens cut, errors keep only safe fields (a failed
 * query loses its parameters), and anything a library hands over as `detail` is scrubbed.
 * `destination` lets a test read the log; without one, tests log nothing.
 */
export function loggerOptions(
  config: Config,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' && !destination ? 'silent' : config.LOG_LEVEL,
    ...(destination && { stream: destination }),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: scrubError as (error: unknown) => ReturnType<typeof scrubError> & SerializedError,
      error: scrubError,
      detail: scrubValue,
    },
    hooks: {
      // Messages are built by libraries too (`Route GET:/reset-password/… not found`).
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args,
        )
      },
    },
  }
}
