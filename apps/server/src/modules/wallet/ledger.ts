import type { CurrencyId } from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { transactionReferences, transactions, wallets } from './schema.ts'

export type WalletRow = typeof wallets.$inferSelect
export type TransactionRow = typeof transactions.$inferSelect
export type TransactionTypeId = 'deposit' | 'order_payment' | 'refund' | 'adjustment'

/** §3: every customer has a VND and a JPY wallet. */
export const WALLET_CURRENCIES: readonly CurrencyId[] = ['VND', 'JPY']

/**
 * Makes the customer's wallets exist. Looked up first: an insert that conflicts still takes
 * ids from the sequence. Two first requests at once both insert; the unique (user, currency)
 * index keeps one row each and neither fails.
 */
export async function ensureWallets(db: Database, uid: string): Promise<void> {
  const existing = await db
    .select({ currencyId: wallets.currencyId })
    .from(wallets)
    .where(eq(wallets.userId, uid))
  const missing = WALLET_CURRENCIES.filter(
    (currency) => !existing.some((wallet) => wallet.currencyId === currency),
  )
  if (missing.length === 0) return
  await db
    .insert(wallets)
    .values(missing.map((currencyId) => ({ userId: uid, currencyId })))
    .onConflictDoNothing({ target: [wallets.userId, wallets.currencyId] })
}

/** The id of a customer's wallet in `currency`, made on first need. */
export async function walletIdOf(db: Database, uid: string, currency: CurrencyId): Promise<number> {
  const find = () =>
    db
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.userId, uid), eq(wallets.currencyId, currency)))
  let [wallet] = await find()
  if (!wallet) {
    await ensureWallets(db, uid)
    ;[wallet] = await find()
  }
  if (!wallet) throw new Error(`no ${currency} wallet for ${uid} after creating it`)
  return wallet.id
}

export type Posting = {
  walletId: number
  type: TransactionTypeId
  /** Moves the balance. */
  amount: number
  /** Moves the amount available for payment. */
  availableAmount: number
  voucherDate: Date
  note?: string | null
  references: { receiptableType: string; receiptableId: string }[]
  idempotencyKey?: string | null
  requestHash?: string | null
  createdBy?: string | null
  /** Sees the locked wallet and its figures after the posting; throws to refuse it. */
  guard?: (wallet: WalletRow, after: { balance: number; available: number }) => void
}

/**
 * The one way money moves (docs/wallet.md): in the caller's transaction, lock the wallet row,
 * compute its new figures, append the ledger row with them and its references, and update the
 * wallet. Concurrent postings to one wallet queue on the row lock, so every row's `*_after` is
 * the running sum and the wallet equals the sum of its rows.
 */
export async function post(tx: Database, posting: Posting): Promise<TransactionRow> {
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.id, posting.walletId))
    .for('update')
  if (!wallet) throw new Error(`wallet ${posting.walletId} does not exist`)
  const after = {
    balance: wallet.balance + posting.amount,
    available: wallet.amountAvailableForPayment + posting.availableAmount,
  }
  posting.guard?.(wallet, after)
  const [row] = await tx
    .insert(transactions)
    .values({
      walletId: wallet.id,
      transactionTypeId: posting.type,
      amount: posting.amount,
      availableAmount: posting.availableAmount,
      balanceAfter: after.balance,
      availableAfter: after.available,
      voucherDate: posting.voucherDate,
      note: posting.note ?? null,
      idempotencyKey: posting.idempotencyKey ?? null,
      requestHash: posting.requestHash ?? null,
      createdBy: posting.createdBy ?? null,
    })
    .returning()
  if (!row) throw new Error('insert returned no ledger row')
  if (posting.references.length > 0) {
    await tx
      .insert(transactionReferences)
      .values(posting.references.map((reference) => ({ transactionId: row.id, ...reference })))
  }
  await tx
    .update(wallets)
    .set({
      balance: after.balance,
      amountAvailableForPayment: after.available,
      updatedAt: sql`now()`,
    })
    .where(eq(wallets.id, wallet.id))
  return row
}

/** Taken on one idempotency key. */
const idempotencyKeys = namedLock('wallet.idempotency-keys')

/**
 * Runs `work` (which posts under `key`) in one transaction, unless `key` was used already: the
 * same request (`hash`) gets the first posting back, a different one a 409. Requests under one
 * key queue on an advisory lock on it, so a retry sent while the first is still running waits
 * and then finds its posting instead of failing on the unique index.
 */
export async function postOnce<T>(
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  request: { key: string; hash: string },
  work: (tx: Database) => Promise<T>,
  replay: (tx: Database, earlier: TransactionRow) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await idempotencyKeys.hold(tx, request.key)
    const [earlier] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, request.key))
    if (earlier) {
      if (earlier.requestHash !== request.hash) {
        throw new HttpError(409, translate(ctx.lang, 'wallet.keyReused'))
      }
      return { result: await replay(tx, earlier), replayed: true }
    }
    return { result: await work(tx), replayed: false }
  })
}
