import { INT4_MAX } from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { TooMany } from '../errors.ts'

/** One Server-Sent Event: `id` is the row's serial id, which a reconnecting browser sends back. */
export type SseEvent = { id: number; event: string; data: unknown }

/** A stream's request headers: Last-Event-ID, the id of the last event the browser received. */
export const sseHeaders = z.looseObject({
  // A row id: past int4 it would fail the catch-up query (issue 14).
  'last-event-id': z
    .string()
    .regex(/^\d{1,10}$/)
    .refine((id) => Number(id) <= INT4_MAX)
    .optional(),
})

/** What a stream sends: live events as `subscribe` hands them over, after those `resume` finds. */
export type SseSource = {
  /** The customer the stream is for: their streams on this process are capped. */
  customer: string
  /** Starts handing events to `send`; returns the function that stops. */
  subscribe(send: (event: SseEvent) => void): () => void
  /** The events after `lastId`, oldest first, for a browser that comes back. */
  resume(lastId: number): Promise<SseEvent[]>
}

export type SseStreamsOptions = {
  /** Streams one customer may hold open on one process at a time (one per tab). */
  maxPerCustomer: number
  /** How often an idle stream sends a comment, so proxies and browsers keep it open. */
  heartbeatMs?: number
}

/** How soon a browser comes back after a drop (it then sends Last-Event-ID). */
const RETRY_MS = 3_000

/** The live streams of one feature on this process. */
export function sseStreams({ maxPerCustomer, heartbeatMs = 25_000 }: SseStreamsOptions) {
  const open = new Map<string, Set<() => void>>()
  const count = (customer: string) => open.get(customer)?.size ?? 0
  return {
    count,
    /**
     * Answers `req` with an event stream until the browser goes or `close`; a customer opening
     * stream after stream is refused (429), not served forever.
     */
    async open(req: FastifyRequest, reply: FastifyReply, source: SseSource): Promise<void> {
      if (count(source.customer) >= maxPerCustomer) throw new TooMany()
      const raw = reply.raw
      reply.hijack()
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
        connection: 'keep-alive',
      })
      const write = (event: SseEvent) =>
        raw.write(`id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)
      raw.write(`retry: ${RETRY_MS}\n\n`)
      const lastId = Number(req.headers['last-event-id'] ?? 0)
      // Live events that come while the missed ones are read wait for them, so they keep order.
      let held: SseEvent[] | null = lastId > 0 ? [] : null
      const stopListening = source.subscribe((event) => (held ? held.push(event) : write(event)))
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs).unref()
      const streams = open.get(source.customer) ?? new Set()
      open.set(source.customer, streams)
      let ended = false
      const end = () => {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        stopListening()
        streams.delete(end)
        if (streams.size === 0 && open.get(source.customer) === streams) {
          open.delete(source.customer)
        }
        raw.end()
      }
      streams.add(end)
      req.raw.on('close', end)
      if (!held) return
      let sent = lastId
      try {
        for (const missed of await source.resume(lastId)) {
          write(missed)
          sent = Math.max(sent, missed.id)
        }
      } finally {
        for (const event of held) if (event.id > sent) write(event)
        held = null
      }
    },
    /** Ends every stream; before the server stops listening, since it waits for them. */
    close() {
      for (const streams of [...open.values()]) for (const end of [...streams]) end()
    },
  }
}
