import type { CurrencyId } from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type IdempotentSteps, idempotent } from '../../platform/idempotency/idempotent.ts'
import { transactionReferences, transactions, wallets } from './schema.ts'

export type WalletRow = typeof wallets.$inferSelect
export type TransactionRow = typeof transactions.$inferSelect
export type TransactionTypeId =
  | 'deposit'
  | 'order_payment'
  | 'refund'
  | 'adjustment'
  | 'bid_hold'
  | 'bid_release'

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

/**
 * Runs a staff request that posts under an Idempotency-Key once (platform `idempotent`): the
 * wallet's keys are all staff's, so two of them recording one transfer under the key it gives
 * make one deposit. The effect is the request's own ledger row.
 */
export function postOnce<T>(
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  key: string,
  request: unknown,
  steps: IdempotentSteps<T, undefined>,
): Promise<{ result: T; replayed: boolean }> {
  return idempotent(ctx, { scope: 'wallet', key, request, conflict: 'wallet.keyReused' }, steps)
}

/** The ledger row a request's key made. */
export async function postingOf(db: Database, effect: string): Promise<TransactionRow> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, Number(effect)))
  if (!row) throw new Error(`no ledger row ${effect} for its idempotency key`)
  return row
}
