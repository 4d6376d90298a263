import { isMessageKey, type MessageKey, type MessageVars } from './i18n/messages.ts'

/**
 * A message to show, translated where the answer is made: a key of a catalogue with its
 * variables, or the text of a rule we do not own (a library's), shown as it is.
 */
export type Message = MessageKey | { key: MessageKey; vars?: MessageVars } | { text: string }

/** A rule's text that may be a key (the contracts' rules name keys) or a library's words. */
export const issueMessage = (text: string): Message => (isMessageKey(text) ? text : { text })

/** What is wrong with each field of a form, by its path (`order_info.items`). */
export type FieldMessages = Record<string, Message[]>

/**
 * Something a request cannot have, in the domain's words: what it is (the class) and a message
 * key with its variables. It knows no status and no language: the error handler
 * (platform/http/errors.ts) gives it both (ADR 027).
 */
export abstract class DomainError extends Error {
  readonly key: MessageKey
  readonly vars: MessageVars
  /** More the answer says beside its message (a checkout's refusal: the shop, the orders made). */
  detail: Record<string, unknown> = {}
  constructor(key: MessageKey, vars: MessageVars = {}) {
    super(key)
    this.name = new.target.name
    this.key = key
    this.vars = vars
  }

  /** This error, answering `detail` as well. */
  saying(detail: Record<string, unknown>): this {
    this.detail = { ...this.detail, ...detail }
    return this
  }
}

/** No such thing, or none the caller may know of. */
export class NotFound extends DomainError {
  constructor(key: MessageKey = 'notFound', vars?: MessageVars) {
    super(key, vars)
  }
}

/** Nobody is signed in. */
export class Unauthenticated extends DomainError {
  constructor(key: MessageKey = 'unauthenticated', vars?: MessageVars) {
    super(key, vars)
  }
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  constructor(key: MessageKey = 'forbidden', vars?: MessageVars) {
    super(key, vars)
  }
}

/** The request is fine but the state of things refuses it (a status, a key already used). */
export class Conflict extends DomainError {}

/** A query parameter or header is wrong: not a form's field, so no per-field messages. */
export class BadRequest extends DomainError {}

/** A form's fields are wrong: a message per field, and a message for the whole. */
export class Invalid extends DomainError {
  readonly fields: FieldMessages
  constructor(fields: FieldMessages, key: MessageKey = 'invalidInput', vars?: MessageVars) {
    super(key, vars)
    this.fields = fields
  }
}

/** Too many requests of the caller's; `retryAfter` seconds says when to try again. */
export class TooMany extends DomainError {
  readonly retryAfter: number | undefined
  constructor(retryAfter?: number, key: MessageKey = 'tooManyRequests') {
    super(key)
    this.retryAfter = retryAfter
  }
}

/** The service cannot answer for now (its database is away); try again after `retryAfter`. */
export class Unavailable extends DomainError {
  readonly retryAfter: number | undefined
  constructor(retryAfter?: number, key: MessageKey = 'serviceUnavailable', vars?: MessageVars) {
    super(key, vars)
    this.retryAfter = retryAfter
  }
}
