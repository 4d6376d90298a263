import type {
  Paged,
  Transaction,
  TransactionReference,
  transactionListSpec,
  Wallet,
  walletListSpec,
} from '@kaimono/contracts'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { selectPage } from '../../platform/db/paging.ts'
import { BadRequest, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { ensureWallets, type TransactionRow, type WalletRow } from './ledger.ts'
import { transactionReferences, transactions, transactionTypes, wallets } from './schema.ts'

export const toWallet = (row: WalletRow): Wallet => ({
  id: row.id,
  currency_id: row.currencyId as Wallet['currency_id'],
  balance: row.balance,
  amount_available_for_payment: row.amountAvailableForPayment,
})

/** GET /api/wallet/users: the caller's wallets, VND first ('VND' sorts after 'JPY'). */
export async function listWallets(
  ctx: RequestContext,
  query: ListQuery<typeof walletListSpec>,
): Promise<Paged<Wallet>> {
  const user = requireUser(ctx)
  await ensureWallets(ctx.db, user.uid)
  const currency = query.filter.currency_id
  return selectPage(ctx.db, wallets, {
    ...query,
    where: and(
      eq(wallets.userId, user.uid),
      currency ? eq(wallets.currencyId, currency) : undefined,
    ),
    orderBy: [desc(wallets.currencyId), asc(wallets.id)],
    map: toWallet,
  })
}

/** One of the caller's wallets; another customer's is a 404, as if it did not exist. */
export async function getWallet(ctx: RequestContext, id: number): Promise<Wallet> {
  const user = requireUser(ctx)
  const [row] = await ctx.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), eq(wallets.userId, user.uid)))
  if (!row) throw new NotFound()
  return toWallet(row)
}

type Extras = { types: boolean; references: boolean; lang: RequestContext['lang'] }

/** Ledger rows as §3 shows them, with their type (include) and references (append) if asked. */
export async function presentTransactions(
  db: Database,
  rows: TransactionRow[],
  extras: Extras,
): Promise<Transaction[]> {
  const ids = rows.map((row) => row.id)
  const [types, references] = await Promise.all([
    extras.types ? db.select().from(transactionTypes) : [],
    extras.references && ids.length > 0
      ? db
          .select()
          .from(transactionReferences)
          .where(inArray(transactionReferences.transactionId, ids))
          .orderBy(asc(transactionReferences.id))
      : [],
  ])
  const typeById = new Map(types.map((type) => [type.id, type]))
  const referencesOf = new Map<number, TransactionReference[]>()
  for (const reference of references) {
    const list = referencesOf.get(reference.transactionId) ?? []
    list.push({
      id: reference.id,
      receiptable_id: reference.receiptableId,
      receiptable_type: reference.receiptableType,
    })
    referencesOf.set(reference.transactionId, list)
  }
  return rows.map((row) => {
    const type = typeById.get(row.transactionTypeId)
    return {
      id: row.id,
      wallet_id: row.walletId,
      voucher_date: unixSeconds(row.voucherDate),
      transaction_type_id: row.transactionTypeId,
      amount: row.amount,
      available_amount: row.availableAmount,
      balance_after: row.balanceAfter,
      available_after: row.availableAfter,
      note: row.note,
      ...(extras.types && type
        ? {
            transaction_type: { id: type.id, name: type.name[extras.lang], _name: type.name },
          }
        : {}),
      ...(extras.references ? { references: referencesOf.get(row.id) ?? [] } : {}),
    }
  })
}

/** LIKE treats % and _ as wildcards: a reference typed by a person matches them as text. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

const SORT_COLUMNS = { voucher_date: transactions.voucherDate, amount: transactions.amount }

/** GET /api/transactions: the caller's own ledger rows, newest voucher first by default. */
export async function listTransactions(
  ctx: RequestContext,
  query: ListQuery<typeof transactionListSpec>,
): Promise<Paged<Transaction>> {
  const user = requireUser(ctx)
  const { wallet_id: walletId, reference } = query.filter
  const range = query.between.voucher_date
  if (range && range[0] > range[1]) {
    throw new BadRequest('invalidParameter', { param: 'filter_between[voucher_date]' })
  }
  const conditions: (SQL | undefined)[] = [
    inArray(
      transactions.walletId,
      ctx.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, user.uid)),
    ),
    walletId === undefined ? undefined : eq(transactions.walletId, walletId),
    // §5: both ends are unix seconds and both are inclusive.
    range ? gte(transactions.voucherDate, new Date(range[0] * 1000)) : undefined,
    range ? lte(transactions.voucherDate, new Date(range[1] * 1000)) : undefined,
    reference === undefined
      ? undefined
      : sql`exists (select 1 from ${transactionReferences}
          where ${transactionReferences.transactionId} = ${transactions.id}
          and lower(${transactionReferences.receiptableId}) like ${likePrefix(reference)})`,
  ]
  const [first] = query.sort
  const direction = first?.direction === 'asc' ? asc : desc
  const page = await selectPage(ctx.db, transactions, {
    ...query,
    where: and(...conditions),
    // The id breaks ties in the first key's direction, so pages never overlap.
    orderBy: [
      ...query.sort.map((key) =>
        key.direction === 'asc' ? asc(SORT_COLUMNS[key.field]) : desc(SORT_COLUMNS[key.field]),
      ),
      direction(transactions.id),
    ],
    map: (row) => row,
  })
  const data = await presentTransactions(ctx.db, page.data, {
    types: query.include.has('transactionType'),
    references: query.append.has('references'),
    lang: ctx.lang,
  })
  return { ...page, data }
}
