import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/index.ts'
import { Conflict } from '../errors.ts'
import type { DbContext } from '../http/context.ts'
import { requestDigest } from '../http/idempotency.ts'
import type { MessageKey } from '../i18n/messages.ts'
import { namedLock } from '../jobs/index.ts'
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

/** Taken on one scope's key: requests under it run one at a time. */
const keyLock = namedLock('idempotency')

/** What the request's key made already, if anything; under the key, another request is a 409. */
async function earlier(db: Database, request: IdempotentRequest, hash: string) {
  const [row] = await db
    .select({ requestHash: idempotentRequests.requestHash, effect: idempotentRequests.effect })
    .from(idempotentRequests)
    .where(
      and(eq(idempotentRequests.scope, request.scope), eq(idempotentRequests.key, request.key)),
    )
  if (row && row.requestHash !== hash) {
    throw new Conflict(request.conflict)
  }
  return row?.effect
}

/**
 * Makes a request's effect once per key (ARCHITECTURE §8). The first request under a key runs
 * `run` in one transaction that also records the key, what was asked and what it made; a
 * retry (the same request) gets `replay` of that, a different request under the key a 409.
 * Requests under one key queue on an advisory lock on it, so two at once make one effect: the
 * second waits, then finds the first's. A request that fails records nothing: its retry runs
 * again. A retry is answered before `prepare`, so it is not refused by checks of the present.
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
  return ctx.db.transaction(async (tx) => {
    await keyLock.hold(tx, `${request.scope}\n${request.key}`)
    // A request that waited for the lock may find its twin done.
    const twin = await earlier(tx, request, hash)
    if (twin !== undefined) return { result: await steps.replay(tx, twin), replayed: true }
    const { result, effect } = await steps.run(tx, prepared, hash)
    await tx.insert(idempotentRequests).values({
      scope: request.scope,
      key: request.key,
      requestHash: hash,
      effect: String(effect),
    })
    return { result, replayed: false }
  })
}
