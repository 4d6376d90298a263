import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/index.ts'
import { perDatabase } from '../db/per-database.ts'
import { Conflict } from '../errors.ts'
import type { DbContext } from '../http/context.ts'
import { requestDigest } from '../http/idempotency.ts'
import type { MessageKey } from '../i18n/messages.ts'
import { idempotentRequests } from './schema.ts'

export type IdempotentRequest = {
  /**
   * Whose keys these are: a key means one request within its scope. `orders:<user id>` keeps
   * each customer's keys apart; `wallet` is shared by all staff, so two of them recording one
   * bank transfer under the key it gives make one deposit.
   */
  scope: string
  /** The Idempotency-Key, already checked (checkIdempotencyKey). */
  key: string
  /** What was asked, as the scope's user wants it compared: a retry must ask the same. */
  request: unknown
  /** The 409's message for the same key with a different request. */
  conflict: MessageKey
}

export type IdempotentSteps<T, P> = {
  /** Work done before the transaction (reads, checks), after a retry was answered. */
  prepare?: () => Promise<P>
  /**
   * Makes the effect in the transaction; `effect` names what it made, for replays. Given the
   * request's digest, for rows that keep it beside their key.
   */
  run: (
    tx: Database,
    prepared: P,
    requestHash: string,
  ) => Promise<{ result: T; effect: string | number }>
  /** A retry's answer, rebuilt from what the first request made. */
  replay: (db: Database, effect: string) => Promise<T>
}

// Looked up before every request under a key: prepared once per database.
const records = perDatabase((db) =>
  db
    .select({ requestHash: idempotentRequests.requestHash, effect: idempotentRequests.effect })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.scope, sql.placeholder('scope')),
        eq(idempotentRequests.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotent_request'),
)

/** What the request's key made already, if anything; under the key, another request is a 409. */
async function earlier(db: Database, request: IdempotentRequest, hash: string) {
  const [row] = await records.of(db).execute({ scope: request.scope, key: request.key })
  if (row && row.requestHash !== hash) {
    throw new Conflict(request.conflict)
  }
  return row?.effect
}

/**
 * Makes a request's effect once per key (ARCHITECTURE §8). The first request under a key runs
 * `run` in one transaction that also records the key, what was asked and what it made; a
 * retry (the same request) gets `replay` of that, a different request under the key a 409.
 * The transaction claims the key first by inserting its record: a request under the same key
 * still running holds that row uncommitted, so the insert waits for it to end (as on a lock)
 * and then finds its record (committed) or makes the effect itself (rolled back). Two at once
 * make one effect. A request that fails records nothing: its retry runs again. A retry is
 * answered before `prepare`, so it is not refused by checks of the present.
 */
export async function idempotent<T, P = undefined>(
  ctx: DbContext,
  request: IdempotentRequest,
  steps: IdempotentSteps<T, P>,
): Promise<{ result: T; replayed: boolean }> {
  const hash = requestDigest(request.request)
  const done = await earlier(ctx.db, request, hash)
  if (done !== undefined) return { result: await steps.replay(ctx.db, done), replayed: true }
  const prepared = (await steps.prepare?.()) as P
  const record = and(
    eq(idempotentRequests.scope, request.scope),
    eq(idempotentRequests.key, request.key),
  )
  // Both statements are named: PostgreSQL parses and plans each once per connection.
  return ctx.db.transaction(async (tx) => {
    // The effect is not known yet; nothing reads the record before it commits with it.
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ scope: request.scope, key: request.key, requestHash: hash, effect: '' })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key })
      .prepare('idempotent_claim')
      .execute()
    if (claimed.length === 0) {
      // The twin that held the key has committed: its record is there to answer from.
      const twin = await earlier(tx, request, hash)
      if (twin === undefined) throw new Error(`idempotency key ${request.key} taken, no record`)
      return { result: await steps.replay(tx, twin), replayed: true }
    }
    const { result, effect } = await steps.run(tx, prepared, hash)
    await tx
      .update(idempotentRequests)
      .set({ effect: String(effect) })
      .where(record)
      .prepare('idempotent_effect')
      .execute()
    return { result, replayed: false }
  })
}
