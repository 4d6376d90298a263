import type { CurrencyId } from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type IdempotentSteps, idempotent } from '../../platform/idempotency/idempotent.ts'
import { transactions, wallets } from './schema.ts'

export type WalletRow = typeof wallets.$inferSelect
export type TransactionRow = typeof transactions.$inferSelect
export type TransactionTypeId =
  | 'deposit'
  | 'order_payment'
  | 'refund'
  | 'adjustment'
  | 'bid_hold'
  | 'bid_release'
  | 'withdrawal_hold'
  | 'withdrawal'
  | 'withdrawal_release'

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

/** A wallet's two figures. */
export type Figures = { balance: number; available: number }

export type Posting = {
  /** The wallet: its id, or a customer's wallet in a currency (made on first need). */
  wallet: number | { uid: string; currency: CurrencyId }
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
  /**
   * Sees the wallet's figures before and after the posting; throws to refuse it. It runs once
   * the posting is written in the caller's transaction, which its throw rolls back.
   */
  guard?: (figures: { before: Figures; after: Figures }) => void
}

/**
 * The one way money moves (docs/wallet.md), in the caller's transaction and one statement: the
 * wallet's figures moved (the update takes the wallet's row lock, so concurrent postings to one
 * wallet queue and each adds to the figures the one before left), the ledger row appended with
 * those figures as its `*_after`, and its references. The wallet equals the sum of its rows.
 */
export async function post(tx: Database, posting: Posting): Promise<TransactionRow> {
  let row = await write(tx, posting)
  if (!row && typeof posting.wallet === 'object') {
    await ensureWallets(tx, posting.wallet.uid)
    row = await write(tx, posting)
  }
  if (!row) throw new Error(`wallet ${JSON.stringify(posting.wallet)} does not exist`)
  const after = { balance: row.balanceAfter, available: row.availableAfter }
  posting.guard?.({
    before: {
      balance: after.balance - posting.amount,
      available: after.available - posting.availableAmount,
    },
    after,
  })
  return row
}

/**
 * The posting's one statement; no row when the wallet does not exist. The ledger row's own
 * figures come back from the database, the rest is what was posted.
 */
async function write(tx: Database, posting: Posting): Promise<TransactionRow | undefined> {
  const { wallet } = posting
  const which =
    typeof wallet === 'number'
      ? sql`id = ${wallet}`
      : sql`user_id = ${wallet.uid} and currency_id = ${wallet.currency}`
  const references = posting.references.map(
    (reference) => sql`(${reference.receiptableType}, ${reference.receiptableId})`,
  )
  const referenced =
    references.length === 0
      ? sql``
      : sql`, referenced as (
          insert into transaction_references (transaction_id, receiptable_type, receiptable_id)
          select written.id, reference.type, reference.id
          from written, (values ${sql.join(references, sql`, `)}) as reference (type, id)
        )`
  const result = await tx.execute(sql`
    with moved as (
      update wallets
      set balance = balance + ${posting.amount},
        amount_available_for_payment = amount_available_for_payment + ${posting.availableAmount},
        updated_at = now()
      where ${which}
      returning id, balance, amount_available_for_payment
    ), written as (
      insert into transactions (wallet_id, transaction_type_id, amount, available_amount,
        balance_after, available_after, voucher_date, note, idempotency_key, request_hash,
        created_by)
      select id, ${posting.type}, ${posting.amount}, ${posting.availableAmount}, balance,
        amount_available_for_payment, ${posting.voucherDate.toISOString()},
        ${posting.note ?? null}, ${posting.idempotencyKey ?? null},
        ${posting.requestHash ?? null}, ${posting.createdBy ?? null}
      from moved
      returning id, wallet_id, balance_after, available_after, created_at
    )${referenced}
    select id, wallet_id, balance_after, available_after, created_at from written`)
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows
  if (!row) return undefined
  // bigint arrives as text from PostgreSQL (a number from the embedded database).
  return {
    id: Number(row.id),
    walletId: Number(row.wallet_id),
    transactionTypeId: posting.type,
    amount: posting.amount,
    availableAmount: posting.availableAmount,
    balanceAfter: Number(row.balance_after),
    availableAfter: Number(row.available_after),
    voucherDate: posting.voucherDate,
    note: posting.note ?? null,
    idempotencyKey: posting.idempotencyKey ?? null,
    requestHash: posting.requestHash ?? null,
    createdBy: posting.createdBy ?? null,
    createdAt: new Date(row.created_at as Date | string),
  }
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
