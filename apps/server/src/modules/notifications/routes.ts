import {
  MarkNotificationsRead,
  type Notification,
  NotificationList,
  notificationListSpec,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EventBus } from '../../platform/events.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { sseHeaders, sseStreams } from '../../platform/sse/index.ts'
import { requireUser } from '../accounts/index.ts'
import {
  listNotifications,
  MAX_STREAMS_PER_CUSTOMER,
  markNotificationsRead,
  notificationFanOut,
  notificationsSince,
} from './service.ts'

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
    const streams = sseStreams({ maxPerCustomer: MAX_STREAMS_PER_CUSTOMER })
    // Before the server stops listening: it waits for open connections, and streams never end.
    app.addHook('preClose', async () => {
      streams.close()
      fanOut.close()
    })

    app.get(
      '/api/notifications/stream',
      {
        schema: {
          tags: ['notifications'],
          summary:
            'Server-Sent Events: each new notification of yours as a `notification` event (JSON); Last-Event-ID resumes',
          headers: sseHeaders,
        },
      },
      async (req, reply) => {
        const user = requireUser(req.ctx)
        const event = (notification: Notification) => ({
          id: notification.id,
          event: 'notification',
          data: notification,
        })
        await streams.open(req, reply, {
          customer: user.uid,
          subscribe: (send) => fanOut.listen(user.uid, (notification) => send(event(notification))),
          resume: async (lastId) =>
            (await notificationsSince(req.ctx.db, user.uid, lastId)).map(event),
        })
      },
    )
  }
