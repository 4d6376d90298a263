import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/index.ts'
import { type Mailer, type MailLog, type MailMessage, maskAddress } from './mailer.ts'
import { mailQueue } from './schema.ts'

/** Attempts before a mail is given up on: about a day of retries with the backoff below. */
export const MAX_ATTEMPTS = 10
const FIRST_RETRY_SECONDS = 30
const LAST_RETRY_SECONDS = 60 * 60 * 4
/** While one process sends a mail no other takes it; after this long (a crash) one may. */
const LEASE_SECONDS = 10 * 60
const BATCH = 10

/** Seconds before attempt `attempts + 1`, after `attempts` failed ones. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(LAST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (attempts - 1))

export type MailQueue = Mailer & {
  /** Sends every mail that is due, once each; resolves with how many went out. */
  drain(): Promise<number>
  /** Drains now, whenever a mail is queued by this process, and every `pollMs` (retries, mail
   * queued by other processes) until `close`. */
  start(): void
}

export type MailQueueOptions = {
  db: Database
  /** Where mail really goes (SMTP or the outbox). */
  mailer: Mailer
  log: MailLog
  now?: () => number
  pollMs?: number
}

/**
 * Issue 14: account mail is queued in the database in the request and sent after the answer,
 * so an answer takes as long whether or not it causes a mail (no account enumeration by timing),
 * and a mail server that is down loses nothing. Any number of processes may drain one queue:
 * each claims its rows with FOR UPDATE SKIP LOCKED.
 */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, mailer, log, now = Date.now, pollMs = 10_000 } = options
  let started = false
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let draining: Promise<unknown> | null = null
  let again = false

  const claim = async () => {
    const at = now()
    const rows = (await db.execute(sql`
      update ${mailQueue}
      set attempts = attempts + 1, due_at = ${new Date(at + LEASE_SECONDS * 1000)}
      where id in (
        select id from ${mailQueue}
        where failed_at is null and due_at <= ${new Date(at)}
        order by due_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, message, attempts`)) as {
      rows: { id: number; message: MailMessage; attempts: number }[]
    }
    return rows.rows
  }

  const deliver = async (row: { id: number; message: MailMessage; attempts: number }) => {
    try {
      await mailer.send(row.message)
      await db.delete(mailQueue).where(eq(mailQueue.id, row.id))
      return true
    } catch (error) {
      const at = now()
      const givenUp = row.attempts >= MAX_ATTEMPTS
      await db
        .update(mailQueue)
        .set({
          dueAt: new Date(at + retryDelaySeconds(row.attempts) * 1000),
          lastError: error instanceof Error ? error.message : String(error),
          failedAt: givenUp ? new Date(at) : null,
        })
        .where(eq(mailQueue.id, row.id))
      const fields = { queued_mail: row.id, tag: row.message.tag, to: maskAddress(row.message.to) }
      if (givenUp) log.error({ ...fields, attempts: row.attempts }, 'mail given up on')
      else log.warn({ ...fields, attempts: row.attempts }, 'mail will be retried')
      return false
    }
  }

  const drain = async () => {
    let sent = 0
    for (let rows = await claim(); rows.length > 0; rows = await claim()) {
      const results = await Promise.all(rows.map(deliver))
      sent += results.filter(Boolean).length
      if (closed) break
    }
    return sent
  }

  const wake = () => {
    if (!started || closed) return
    if (draining) {
      again = true
      return
    }
    clearTimeout(timer)
    draining = drain()
      .catch((error) => log.warn({ err: error }, 'mail queue could not be read; will try again'))
      .finally(() => {
        draining = null
        if (again) {
          again = false
          wake()
        } else if (!closed) timer = setTimeout(wake, pollMs).unref()
      })
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(mailQueue)
        .values({ message, dueAt: new Date(now()) })
        .returning({ id: mailQueue.id })
      wake()
      return { id: `queued-${row?.id}` }
    },
    drain,
    start() {
      started = true
      wake()
    },
    async close() {
      closed = true
      clearTimeout(timer)
      await draining
    },
  }
}
