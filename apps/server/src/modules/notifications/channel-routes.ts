import {
  NotificationPreferencesInput,
  NotificationSettings,
  PushEndpointInput,
  PushSubscriptionInput,
  Unsubscribed,
  UnsubscribeInput,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  getSettings,
  setPreferences,
  subscribePush,
  unsubscribeByToken,
  unsubscribePush,
} from './channels.ts'

const tags = ['notifications']

/**
 * Issue 22: each customer's choice of mail and push per kind of notice, their browsers' push
 * subscriptions, and the mails' unsubscribe links. `secret` signs those links.
 */
export function noticeChannelRoutes(options: {
  pushPublicKey: string
  /** The push services a subscription may point at (PUSH_SERVICE_HOSTS). */
  pushHosts: readonly string[]
  secret: string
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notification-preferences',
      {
        schema: {
          tags,
          summary: 'Your choice of mail and push per kind of notice, and the push key',
          response: { 200: NotificationSettings },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store')
        return { data: await getSettings(req.ctx, options.pushPublicKey) }
      },
    )
    app.put(
      '/api/notification-preferences',
      {
        schema: {
          tags,
          summary: 'Change the channels of the kinds given; the others stay as they are',
          body: NotificationPreferencesInput,
          response: { 200: NotificationSettings },
        },
      },
      async (req) => ({
        data: await setPreferences(req.ctx, req.body, options.pushPublicKey),
      }),
    )
    app.post(
      '/api/push-subscriptions',
      {
        schema: {
          tags,
          summary: "This browser receives your push notices (its PushSubscription's JSON)",
          description:
            'The endpoint must be at a known push service (PUSH_SERVICE_HOSTS: FCM, Mozilla, Apple, Windows), else a 422: the server posts to it.',
          body: PushSubscriptionInput,
        },
      },
      async (req, reply) => {
        const { created } = await subscribePush(
          req.ctx,
          req.body,
          req.headers['user-agent'],
          options.pushHosts,
        )
        return reply.code(created ? 201 : 200).send()
      },
    )
    app.post(
      '/api/push-subscriptions/unsubscribe',
      {
        schema: {
          tags,
          summary: 'This browser stops receiving your push notices',
          body: PushEndpointInput,
        },
      },
      async (req, reply) => {
        await unsubscribePush(req.ctx, req.body.endpoint)
        return reply.code(204).send()
      },
    )
    app.post(
      '/api/notification-preferences/unsubscribe',
      {
        schema: {
          tags,
          summary: "A notice mail's unsubscribe link: mail of that kind stops (no sign-in needed)",
          body: UnsubscribeInput,
          response: { 200: Unsubscribed },
        },
      },
      async (req) => ({ data: await unsubscribeByToken(req.ctx, options.secret, req.body.token) }),
    )
    // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` as a form to the
    // List-Unsubscribe address, which carries the token. Its own scope takes that form.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers()
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
        done(null, body),
      )
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/api/notification-preferences/one-click',
        {
          schema: {
            tags,
            summary: "RFC 8058 one-click unsubscribe from a notice mail's List-Unsubscribe header",
            querystring: UnsubscribeInput,
            response: { 200: Unsubscribed },
          },
        },
        async (req) => ({
          data: await unsubscribeByToken(req.ctx, options.secret, req.query.token),
        }),
      )
    })
  }
}
