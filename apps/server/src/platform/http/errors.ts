import type { Lang } from '@kaimono/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/index.ts'
import {
  BadRequest,
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  issueMessage,
  type Message,
  NotFound,
  TooMany,
  Unauthenticated,
  Unavailable,
} from '../errors.ts'
import { type Catalogue, type MessageKey, registerMessages, translate } from '../i18n/messages.ts'

/**
 * An answer with no meaning in the domain: a status and its message's key. Only faults already
 * logged where they were met (the identity endpoints') are answered this way; everything else
 * throws a domain error (platform/errors.ts) or lets an unexpected one through.
 */
export class HttpError extends Error {
  readonly statusCode: number
  readonly key: MessageKey
  constructor(statusCode: number, key: MessageKey) {
    super(key)
    this.statusCode = statusCode
    this.key = key
  }
}

/** A 503 for a database that is away, with the Retry-After every such answer carries. */
export const databaseUnavailable = (): Unavailable => new Unavailable(DATABASE_RETRY_AFTER_SECONDS)

/** Which status each kind of domain error answers with (ARCHITECTURE §5). */
const STATUSES: [abstract new (...args: never[]) => DomainError, number][] = [
  [BadRequest, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Invalid, 422],
  [TooMany, 429],
  [Unavailable, 503],
]

/** A message in the request's language: a key translated, a text we do not own as it is. */
function translateMessage(lang: Lang, message: Message): string {
  if (typeof message === 'string') return translate(lang, message)
  return 'text' in message ? message.text : translate(lang, message.key, message.vars)
}

/** What a domain error answers in a language: its status, headers and §5 envelope. */
export function domainAnswer(error: DomainError, lang: Lang) {
  const status = STATUSES.find(([kind]) => error instanceof kind)?.[1]
  if (status === undefined) throw new Error(`no status for ${error.name}`)
  const headers: Record<string, string> =
    (error instanceof TooMany || error instanceof Unavailable) && error.retryAfter
      ? { 'retry-after': String(error.retryAfter) }
      : {}
  const errors =
    error instanceof Invalid
      ? Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [
            field,
            messages.map((message) => translateMessage(lang, message)),
          ]),
        )
      : undefined
  return { status, headers, message: translate(lang, error.key, error.vars), errors }
}

function answerDomainError(error: DomainError, req: FastifyRequest, reply: FastifyReply) {
  const { status, headers, message, errors } = domainAnswer(error, req.lang)
  reply.headers(headers)
  return send(reply, status, message, errors, error.detail)
}

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
}

/** How soon a client may try again while the database is away: a restart or a failover. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * ARCHITECTURE §3: `{message}`, or 422 `{message, errors}`; never a stack trace. Messages are
 * translated here, in the request's language, from the shared and the modules' `catalogues`.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  catalogues: readonly Catalogue[],
): void {
  registerMessages(catalogues)
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof DomainError) return answerDomainError(error, req, reply)
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, translate(req.lang, error.key))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        const text = translateMessage(req.lang, issueMessage(issue.message ?? 'invalid'))
        errors[field] = [...(errors[field] ?? []), text]
      }
      if (error.validationContext === 'body') {
        return send(reply, 422, translate(req.lang, 'invalidInput'), errors)
      }
      // Query, params and headers are not form fields: a 400 naming the parameter.
      const param = Object.keys(errors).join(', ')
      return send(reply, 400, translate(req.lang, 'invalidParameter', { param }))
    }
    if (isResponseSerializationError(error)) {
      req.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      )
      return send(reply, 500, translate(req.lang, 'internal'))
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'request failed: database unavailable')
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      return send(reply, 503, translate(req.lang, 'serviceUnavailable'))
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed')
      return send(
        reply,
        status,
        translate(req.lang, status === 503 ? 'serviceUnavailable' : 'internal'),
      )
    }
    const key = STATUS_MESSAGES[status]
    return send(reply, status, key ? translate(req.lang, key) : error.message)
  })
}

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  detail: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message, ...(errors && { errors }), ...detail })
}

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, translate(req.lang, 'notFound'))
}

/** Answers `{message}` in the request's language, from a hook that refuses without an error. */
export function sendMessage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
) {
  return send(reply, status, translate(req.lang, key))
}
