import { INT4_MAX, MarkNotificationsRead, NotificationList } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EventBus } from '../../platform/events.ts'
import { httpError } from '../../platform/http/errors.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { requireUser } from '../accounts/index.ts'
import {
  listNotifications,
  MAX_STREAMS_PER_CUSTOMER,
  markNotificationsRead,
  notificationFanOut,
  notificationListSpec,
  notificationsSince,
} from './service.ts'

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 25_000

/** The bell's API and its live stream; `bus` carries notifications from every server process. */
export const notificationRoutes =
  (bus: EventBus): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Your notifications, newest first, with the unread count (the bell)',
          querystring: listQuerySchema(notificationListSpec),
          response: { 200: NotificationList },
        },
      },
      async (req) => listNotifications(req.ctx, parseListQuery(req, notificationListSpec)),
    )
    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark your notifications read: those listed in ids, or all',
          body: MarkNotificationsRead,
          response: { 200: z.object({ unread: z.number().int() }) },
        },
      },
      async (req) => markNotificationsRead(req.ctx, req.body.ids),
    )

    const fanOut = notificationFanOut(bus)
    const open = new Set<() => void>()
    // Before the server stops listening: it waits for open connections, and streams never end.
    app.addHook('preClose', async () => {
      for (const end of open) end()
      fanOut.close()
    })

    app.get(
      '/api/notifications/stream',
      {
        schema: {
          tags: ['notifications'],
          summary:
            'Server-Sent Events: each new notification of yours as a `notification` event (JSON); Last-Event-ID resumes',
          headers: z.looseObject({
            // The id of a notification: past int4 it would fail the catch-up query (issue 14).
            'last-event-id': z
              .string()
              .regex(/^\d{1,10}$/)
              .refine((id) => Number(id) <= INT4_MAX)
              .optional(),
          }),
        },
      },
      async (req, reply) => {
        const user = requireUser(req.ctx)
        // One per open tab; a client opening stream after stream is refused, not served forever.
        if (fanOut.count(user.uid) >= MAX_STREAMS_PER_CUSTOMER) {
          throw httpError(req, 429, 'tooManyRequests')
        }
        const raw = reply.raw
        reply.hijack()
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          'x-request-id': req.id,
          connection: 'keep-alive',
        })
        const send = (notification: { id: number }) =>
          raw.write(
            `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
          )
        // Tells the browser how soon to come back after a drop; it then sends Last-Event-ID.
        raw.write('retry: 3000\n\n')
        const stopListening = fanOut.listen(user.uid, send)
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS)
        heartbeat.unref()
        const end = () => {
          clearInterval(heartbeat)
          stopListening()
          open.delete(end)
          raw.end()
        }
        open.add(end)
        req.raw.on('close', end)
        const lastId = Number(req.headers['last-event-id'] ?? 0)
        if (lastId > 0) {
          for (const missed of await notificationsSince(req.ctx.db, user.uid, lastId)) send(missed)
        }
      },
    )
  }
