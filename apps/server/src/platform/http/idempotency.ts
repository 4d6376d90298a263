import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { BadRequest } from '../errors.ts'
import type { MessageKey } from '../i18n/messages.ts'

/** The request's Idempotency-Key header as sent, or undefined (absent or repeated). */
export function idempotencyHeader(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key']
  return typeof value === 'string' ? value : undefined
}

/**
 * ARCHITECTURE §8: writes of money and orders carry an Idempotency-Key of 8 to 200 characters;
 * without one the request is a 400 with the caller's message.
 */
export function checkIdempotencyKey(header: string | undefined, message: MessageKey): string {
  const key = header?.trim() ?? ''
  if (key.length < 8 || key.length > 200) throw new BadRequest(message)
  return key
}

/** A stable digest of what was asked, to tell a retry from another request under one key. */
export function requestDigest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex')
}
