import {
  BOX_EVENT_KINDS,
  type Lang,
  type NoticeKind,
  type NotificationContent,
  noticeKind,
} from '@kaimono/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { type MessageKey, type MessageVars, translate } from '../../platform/i18n/messages.ts'
import type { Job } from '../../platform/jobs/index.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { contactsOf } from '../accounts/index.ts'
import { preferencesOf, unsubscribeToken } from './channels.ts'
import type { PushSender } from './push.ts'
import { notifications, pushSubscriptions } from './schema.ts'

export type OutsideDeps = {
  db: Database
  mailer: Pick<Mailer, 'send'>
  push: PushSender
  publicUrl: string
  brand: string
  /** Signs the mails' unsubscribe links. */
  secret: string
  log: { warn: (details: object, message: string) => void }
}

type Row = typeof notifications.$inferSelect

/** A push service that does not answer in this long is given up on for this notice. */
const PUSH_TIMEOUT_MS = 10_000
/** A notice older than this when it could be sent is no longer news: the bell has it. */
const PUSH_TTL_SECONDS = 24 * 3600
const BATCH = 200

/** What a notice says, in one line, in the customer's language. */
export function noticeLine(
  lang: Lang,
  row: Pick<Row, 'content' | 'orderCode' | 'boxCode'>,
): string {
  const content: NotificationContent = row.content
  const t = (key: string, vars?: MessageVars) => translate(lang, key as MessageKey, vars)
  const event = BOX_EVENT_KINDS.find((kind) => content[kind])
  if (event) {
    return t('notices.warehouse', {
      code: row.orderCode ?? '',
      box: row.boxCode ?? '',
      event: t(`notices.event.${event}`),
    })
  }
  if (content.order_status) {
    return t('notices.orders', {
      code: row.orderCode ?? '',
      status: t(`notices.status.${content.order_status.status_id}`),
    })
  }
  if (content.wallet) {
    const { amount, currency_id: currency } = content.wallet
    return t(`notices.payments.${content.wallet.event}`, {
      amount: currency === 'JPY' ? { jpy: amount } : { vnd: amount },
    })
  }
  if (content.auction)
    return t(`notices.auctions.${content.auction.event}`, { name: content.auction.name ?? '' })
  if (content.support) return t('notices.support', { title: content.support.title })
  return ''
}

/** Where a notice leads on the site, as the bell's link does. */
export function noticePath(row: Pick<Row, 'content' | 'orderId'>): string {
  if (row.orderId) return `/customer/orders/${row.orderId}`
  if (row.content.support) return `/customer/support/${row.content.support.ticket_id}`
  if (row.content.wallet) return '/customer/wallet'
  if (row.content.auction) return '/customer/auction-log'
  return '/customer/orders'
}

/**
 * Issue 22: sends the notices stored since the last run by mail and push, as each customer
 * chose per kind. Each notice is claimed first (`outside_at`, skipping rows another process
 * holds), so it goes out once whatever the number of processes; mail goes through the mail
 * queue (retried there), push straight to the push services (best effort: a notice is in the
 * bell anyway). A push service that answers 404 or 410 has forgotten the browser: its
 * subscription is removed. Returns how many notices were handled.
 */
export async function deliverOutside(deps: OutsideDeps): Promise<number> {
  const claimed: Row[] = await deps.db
    .update(notifications)
    .set({ outsideAt: new Date() })
    .where(
      inArray(
        notifications.id,
        sql`(select id from notifications where outside_at is null order by id limit ${BATCH} for update skip locked)`,
      ),
    )
    .returning()
  if (claimed.length === 0) return 0
  const uids = [...new Set(claimed.map((row) => row.userId))]
  const [preferences, contacts, targets] = await Promise.all([
    preferencesOf({ db: deps.db }, uids),
    contactsOf({ db: deps.db }, uids),
    deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, uids)),
  ])
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const kind = noticeKind(row.content)
    const chosen = preferences.get(row.userId)
    const contact = contacts.get(row.userId)
    if (!kind || !chosen || !contact) continue
    const lang: Lang = contact.lang ?? 'vi'
    const line = noticeLine(lang, row)
    const url = new URL(noticePath(row), deps.publicUrl).toString()
    // The support desk mails its answer itself, with the answer in it (asking mailWanted).
    if (chosen[kind].email && contact.email && kind !== 'support') {
      await sendMail(deps, row, kind, { lang, line, url, name: contact.name, email: contact.email })
    }
    if (chosen[kind].push) {
      for (const target of targets.filter((one) => one.userId === row.userId)) {
        await sendPush(deps, target, {
          title: deps.brand,
          body: line,
          url,
          tag: `notice-${row.id}`,
        })
      }
    }
  }
  return claimed.length
}

/**
 * A notice mail's way out for one customer and kind: the page its text links to and the
 * address of RFC 8058's one-click (List-Unsubscribe), both carrying the signed token.
 */
export function unsubscribeLinks(
  secret: string,
  publicUrl: string,
  uid: string,
  kind: NoticeKind,
): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(secret, uid, kind))
  return {
    page: new URL(`/unsubscribe?token=${token}`, publicUrl).toString(),
    oneClick: new URL(
      `/api/notification-preferences/one-click?token=${token}`,
      publicUrl,
    ).toString(),
  }
}

/** The line closing a notice mail: why it came, and the link that stops that kind. */
export function unsubscribeLine(lang: Lang, kind: NoticeKind, page: string): string {
  return translate(lang, 'notices.mail.why', {
    kind: translate(lang, `notices.kind.${kind}` as MessageKey),
    url: page,
  })
}

async function sendMail(
  deps: OutsideDeps,
  row: Row,
  kind: NoticeKind,
  mail: { lang: Lang; line: string; url: string; name: string; email: string },
) {
  const { lang } = mail
  const unsubscribe = unsubscribeLinks(deps.secret, deps.publicUrl, row.userId, kind)
  const text = [
    translate(lang, 'notices.mail.greeting', { name: mail.name }),
    '',
    mail.line,
    '',
    translate(lang, 'notices.mail.open', { url: mail.url }),
    '',
    '—',
    unsubscribeLine(lang, kind, unsubscribe.page),
  ].join('\n')
  await deps.mailer
    .send({
      to: mail.email,
      subject: `${mail.line} · ${deps.brand}`,
      text,
      lang,
      tag: `notice-${kind}`,
      unsubscribe,
    })
    .catch((err: unknown) => deps.log.warn({ err, notification: row.id }, 'notice mail not queued'))
}

async function sendPush(
  deps: OutsideDeps,
  target: typeof pushSubscriptions.$inferSelect,
  message: { title: string; body: string; url: string; tag: string },
) {
  try {
    const status = await deps.push(target, JSON.stringify(message), {
      ttlSeconds: PUSH_TTL_SECONDS,
      timeoutMs: PUSH_TIMEOUT_MS,
    })
    if (status === 404 || status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id))
    } else if (status >= 400) {
      deps.log.warn({ status, subscription: target.id }, 'push refused by the push service')
    }
  } catch (err) {
    deps.log.warn({ err, subscription: target.id }, 'push service unreachable')
  }
}

/** The job that sends notices outside the site, every few seconds, in one process at a time. */
export function outsideNoticesJob(deps: OutsideDeps): Job {
  return {
    name: 'notifications.outside',
    everyMs: 5_000,
    timeoutMs: 5 * 60_000,
    run: () => deliverOutside(deps),
  }
}
