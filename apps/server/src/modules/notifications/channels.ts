import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTICE_KINDS,
  type NoticeKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '@kaimono/contracts'
import { and, count, eq, inArray } from 'drizzle-orm'
import { Invalid } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { requireUser } from '../accounts/index.ts'
import { isPushService } from './push.ts'
import { notificationPreferences, pushSubscriptions } from './schema.ts'

/** Each kind's channels as chosen, the defaults filling what was never chosen. */
function withDefaults(
  saved: Partial<NotificationPreferences> | undefined,
): NotificationPreferences {
  const merged = { ...DEFAULT_NOTIFICATION_PREFERENCES }
  for (const kind of NOTICE_KINDS) merged[kind] = { ...merged[kind], ...saved?.[kind] }
  return merged
}

/** The preferences of these customers, defaults for those who never chose. */
export async function preferencesOf(
  ctx: DbContext,
  uids: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const rows =
    uids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, [...new Set(uids)]))
  const saved = new Map(rows.map((row) => [row.userId, row.preferences]))
  return new Map(uids.map((uid) => [uid, withDefaults(saved.get(uid))]))
}

export async function getSettings(
  ctx: RequestContext,
  publicKey: string,
): Promise<NotificationSettings['data']> {
  const user = requireUser(ctx)
  const [preferences, [subscriptions]] = await Promise.all([
    preferencesOf(ctx, [user.uid]),
    ctx.db
      .select({ value: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.uid)),
  ])
  return {
    preferences: preferences.get(user.uid) ?? DEFAULT_NOTIFICATION_PREFERENCES,
    push_public_key: publicKey,
    push_subscriptions: subscriptions?.value ?? 0,
  }
}

/** Changes the kinds and channels given; the rest stays. One statement, so two tabs cannot lose a change. */
export async function setPreferences(
  ctx: RequestContext,
  input: NotificationPreferencesInput,
  publicKey: string,
): Promise<NotificationSettings['data']> {
  const user = requireUser(ctx)
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.uid))
      .for('update')
    const current = withDefaults(row?.preferences)
    for (const kind of NOTICE_KINDS) current[kind] = { ...current[kind], ...input[kind] }
    await tx
      .insert(notificationPreferences)
      .values({ userId: user.uid, preferences: current })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { preferences: current, updatedAt: new Date() },
      })
  })
  return getSettings(ctx, publicKey)
}

/**
 * A browser of the caller's receives push notices. An endpoint is one browser profile: if it
 * was another account's (a shared computer), it is now the caller's alone.
 */
export async function subscribePush(
  ctx: RequestContext,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
  pushHosts: readonly string[],
): Promise<{ created: boolean }> {
  const user = requireUser(ctx)
  if (!isPushService(input.endpoint, pushHosts)) {
    throw new Invalid({ endpoint: ['notices.pushService'] })
  }
  const values = {
    userId: user.uid,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  }
  const [existing] = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint))
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
  return { created: !existing }
}

/** The caller's browser stops receiving push notices; another account's endpoint is left alone. */
export async function unsubscribePush(ctx: RequestContext, endpoint: string): Promise<void> {
  const user = requireUser(ctx)
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.uid)))
}

/** Whether the customer wants mail for this kind of notice (the desks that mail themselves ask). */
export async function mailWanted(ctx: DbContext, uid: string, kind: NoticeKind): Promise<boolean> {
  const preferences = await preferencesOf(ctx, [uid])
  return preferences.get(uid)?.[kind].email ?? true
}

/** Issue 22 account deletion: the customer's browsers and choices are forgotten. */
export async function forgetNoticeChannels(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, uid))
  await ctx.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, uid))
}

// The unsubscribe link of a notice mail: the customer and the kind, signed, so that following
// it needs no sign-in (RFC 8058 one-click from the mail client) and cannot be forged for
// another customer.
const signature = (secret: string, uid: string, kind: NoticeKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${uid}:${kind}`).digest('base64url').slice(0, 32)

export function unsubscribeToken(secret: string, uid: string, kind: NoticeKind): string {
  return `${Buffer.from(uid).toString('base64url')}.${kind}.${signature(secret, uid, kind)}`
}

function readToken(secret: string, token: string): { uid: string; kind: NoticeKind } {
  const [encoded = '', kind = '', given = ''] = token.split('.')
  const uid = Buffer.from(encoded, 'base64url').toString()
  if (!(NOTICE_KINDS as readonly string[]).includes(kind) || !uid) {
    throw new Invalid({ token: ['notices.token'] })
  }
  const expected = Buffer.from(signature(secret, uid, kind as NoticeKind))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new Invalid({ token: ['notices.token'] })
  }
  return { uid, kind: kind as NoticeKind }
}

/** The mail link's one click: mail of that kind stops for that customer. */
export async function unsubscribeByToken(
  ctx: DbContext,
  secret: string,
  token: string,
): Promise<{ kind: NoticeKind }> {
  const { uid, kind } = readToken(secret, token)
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, uid))
      .for('update')
    const current = withDefaults(row?.preferences)
    current[kind] = { ...current[kind], email: false }
    await tx
      .insert(notificationPreferences)
      .values({ userId: uid, preferences: current })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { preferences: current, updatedAt: new Date() },
      })
  })
  return { kind }
}
