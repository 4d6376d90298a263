import { NOTICE_KINDS } from './notification-rules.ts'
import { z } from './zod.ts'

/*
 * Issue 22: notifications outside the site. Each customer chooses, per kind of notice, mail
 * and/or browser push (Web Push). The bell always has every notice.
 */

const Channels = z.object({
  email: z.boolean('notices.channel'),
  push: z.boolean('notices.channel'),
})
export type NoticeChannels = z.infer<typeof Channels>

export const NotificationPreferences = z.object({
  orders: Channels,
  warehouse: Channels,
  payments: Channels,
  auctions: Channels,
  support: Channels,
})
export type NotificationPreferences = z.infer<typeof NotificationPreferences>

/** PUT /api/notification-preferences: the kinds to change; the others stay as they are. */
export const NotificationPreferencesInput = z
  .object({
    orders: Channels.partial(),
    warehouse: Channels.partial(),
    payments: Channels.partial(),
    auctions: Channels.partial(),
    support: Channels.partial(),
  })
  .partial()
  .strict()
export type NotificationPreferencesInput = z.input<typeof NotificationPreferencesInput>

/** What a new customer gets: mail for what needs them, push for everything once they allow it. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orders: { email: true, push: true },
  // A box moves through the warehouse many times: mail would be noise; the bell and push say it.
  warehouse: { email: false, push: true },
  payments: { email: true, push: true },
  auctions: { email: true, push: true },
  support: { email: true, push: true },
}

export const NotificationSettings = z.object({
  data: z.object({
    preferences: NotificationPreferences,
    /** The VAPID public key a browser subscribes with (base64url). */
    push_public_key: z.string(),
    /** How many browsers of yours receive push notices. */
    push_subscriptions: z.number().int(),
  }),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>

const base64url = (min: number, max: number) =>
  z
    .string('notices.pushKeys')
    .min(min, 'notices.pushKeys')
    .max(max, 'notices.pushKeys')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'notices.pushKeys')

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionInput = z.object({
  endpoint: z
    .string('notices.pushEndpoint')
    .max(1000, 'notices.pushEndpoint')
    .regex(/^https:\/\/[\x21-\x7e]+$/, 'notices.pushEndpoint')
    .refine((value) => URL.canParse(value), 'notices.pushEndpoint'),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
})
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInput>

export const PushEndpointInput = PushSubscriptionInput.pick({ endpoint: true })
export type PushEndpointInput = z.input<typeof PushEndpointInput>

/** The one-click unsubscribe of a notice mail: the signed token of its link. */
export const UnsubscribeInput = z.object({
  token: z
    .string('notices.token')
    .max(200, 'notices.token')
    .regex(/^[A-Za-z0-9_-]+\.[a-z]+\.[A-Za-z0-9_-]{32}$/, 'notices.token'),
})
export type UnsubscribeInput = z.input<typeof UnsubscribeInput>

export const Unsubscribed = z.object({
  data: z.object({ kind: z.enum(NOTICE_KINDS) }),
})
export type Unsubscribed = z.infer<typeof Unsubscribed>
