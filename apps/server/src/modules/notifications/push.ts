import type { Agent } from 'node:https'
import { eq } from 'drizzle-orm'
import webPush from 'web-push'
import type { Database } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'

/** The keys the server signs its pushes with (RFC 8292) and the contact it gives push services. */
export type Vapid = { publicKey: string; privateKey: string; subject: string }

const KEYS = 'notifications.vapid'

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair generated once and kept in the
 * database, so every process signs alike and browsers' subscriptions survive a restart (a new
 * key would orphan them all).
 */
export async function vapidKeys(
  db: Database,
  config: { publicKey?: string; privateKey?: string; subject: string },
): Promise<Vapid> {
  if (config.publicKey && config.privateKey) {
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject }
  }
  const made = webPush.generateVAPIDKeys()
  await db.insert(appMeta).values({ key: KEYS, value: made }).onConflictDoNothing()
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEYS))
  const kept = row?.value as { publicKey: string; privateKey: string }
  return { ...kept, subject: config.subject }
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** Sends one push; the push service's status code, or a thrown error when it could not be reached. */
export type PushSender = (
  target: PushTarget,
  payload: string,
  options: { ttlSeconds: number; timeoutMs: number; topic?: string },
) => Promise<number>

/**
 * The `web-push` library: the payload encrypted for the browser (RFC 8291, aes128gcm) and the
 * request signed with the VAPID keys, sent to the subscription's push service.
 */
export function webPushSender(vapid: Vapid, agent?: Agent): PushSender {
  return async (target, payload, { ttlSeconds, timeoutMs, topic }) => {
    try {
      // The library's timeout is the socket's idle time; a service dripping its answer is cut
      // off here as well.
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
      })
      const sending = webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          TTL: ttlSeconds,
          timeout: timeoutMs,
          ...(topic ? { topic } : {}),
          urgency: 'normal',
          vapidDetails: vapid,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      )
      const result = await Promise.race([sending, deadline]).finally(() => clearTimeout(timer))
      return result.statusCode
    } catch (error) {
      // The library throws for any answer but 2xx; the status says what to do with the target.
      if (error instanceof webPush.WebPushError) return error.statusCode
      throw error
    }
  }
}

/** Whether a push endpoint is at one of the allowed push services (`*.` for any subdomain). */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase()
  return hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  )
}
