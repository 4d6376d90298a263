import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { Job } from '../../platform/jobs/index.ts'
import type { Storage } from '../../platform/storage/index.ts'
import { supportAttachments, supportTickets } from './schema.ts'

/** The privacy notice (/policy): support requests and their pictures, 2 years after closing. */
export const TICKETS_KEPT_MS = 2 * 365 * 24 * 3_600_000
const BATCH = 200

/**
 * Deletes what the privacy notice says is kept no longer: closed tickets whose last change is
 * more than two years old, their replies (cascade) and their pictures in storage. The rows go
 * first, in one statement per batch; a picture whose deletion fails is only an orphan file
 * (nothing points to it, nobody can fetch it), logged for the operator.
 */
export async function forgetOldTickets(
  db: Database,
  storage: Storage,
  now: number,
  warn: (details: object, message: string) => void,
): Promise<number> {
  let forgotten = 0
  for (;;) {
    const old = await db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.status, 'closed'),
          lt(supportTickets.updatedAt, new Date(now - TICKETS_KEPT_MS)),
        ),
      )
      .limit(BATCH)
    if (old.length === 0) return forgotten
    const ids = old.map((row) => row.id)
    const keys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ key: supportAttachments.storageKey })
        .from(supportAttachments)
        .where(inArray(supportAttachments.ticketId, ids))
      await tx.delete(supportTickets).where(inArray(supportTickets.id, ids))
      return files.map((file) => file.key)
    })
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((err) => warn({ err, key }, 'a forgotten ticket’s picture was not deleted'))
    }
    forgotten += ids.length
  }
}

export function supportRetentionJob(
  db: Database,
  storage: Storage,
  now: () => number,
  warn: (details: object, message: string) => void,
): Job {
  return {
    name: 'support.retention',
    everyMs: 24 * 3_600_000,
    timeoutMs: 10 * 60_000,
    run: () => forgetOldTickets(db, storage, now(), warn),
  }
}
