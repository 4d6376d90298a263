import { Socket } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MessageKey } from '../i18n/messages.ts'
import { sendMessage } from './errors.ts'

/** How soon a refused sender may try again. */
const RETRY_AFTER_SECONDS = '5'

/**
 * A body still on its way over the network. Requests the server injects into itself (a page's
 * API calls) have theirs in memory already.
 */
const bodyInTransit = (req: FastifyRequest) => {
  if (req.raw.complete || !(req.raw.socket instanceof Socket)) return false
  const length = req.headers['content-length']
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined
}

/**
 * Caps the request bodies being received at once, in the process and per client address, so
 * that slow senders (a byte every few seconds, each within REQUEST_TIMEOUT_MS) cannot hold the
 * server's memory and sockets. A body over the cap is refused before it is read, and its
 * connection closed: 503 when the process is full, 429 when that one client is.
 */
export function limitIncomingBodies(
  app: FastifyInstance,
  limits: { max: number; perClient: number },
): void {
  let total = 0
  const byClient = new Map<string, number>()
  app.addHook('onRequest', (req, reply, done) => {
    if (!bodyInTransit(req)) return done()
    const client = req.ip
    const mine = byClient.get(client) ?? 0
    const refusal: [number, MessageKey] | undefined =
      total >= limits.max
        ? [503, 'serviceUnavailable']
        : mine >= limits.perClient
          ? [429, 'tooManyRequests']
          : undefined
    if (refusal) {
      reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS)
      sendMessage(req, reply, ...refusal)
      return
    }
    total += 1
    byClient.set(client, mine + 1)
    let counted = true
    const release = () => {
      if (!counted) return
      counted = false
      total -= 1
      const left = (byClient.get(client) ?? 1) - 1
      if (left > 0) byClient.set(client, left)
      else byClient.delete(client)
    }
    // Received in full, or no longer wanted: an answer sent without reading it (a refusal).
    req.raw.once('end', release)
    req.raw.once('close', release)
    reply.raw.once('finish', release)
    reply.raw.once('close', release)
    done()
  })
  // An answer sent before its body has arrived (a refusal) ends the connection: otherwise it
  // would stay open, its place given back, until the rest of the body trickled in.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (bodyInTransit(req)) reply.header('connection', 'close')
    done(null, payload)
  })
}
