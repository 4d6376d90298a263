import { asc, eq, inArray } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { transactionReferences, transactions, wallets, withdrawals } from './schema.ts'

/**
 * Issue 22: a customer's wallets with their ledger, oldest first: their data download, and the
 * check that no money is held for them before the account is deleted.
 */
export async function walletsOfCustomer(ctx: DbContext, uid: string) {
  const rows = await ctx.db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, uid))
    .orderBy(asc(wallets.id))
  const ids = rows.map((row) => row.id)
  const ledger =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(transactions)
          .where(inArray(transactions.walletId, ids))
          .orderBy(asc(transactions.id))
  const references =
    ledger.length === 0
      ? []
      : await ctx.db
          .select()
          .from(transactionReferences)
          .where(
            inArray(
              transactionReferences.transactionId,
              ledger.map((row) => row.id),
            ),
          )
  return rows.map((wallet) => ({
    id: wallet.id,
    currency_id: wallet.currencyId,
    balance: wallet.balance,
    amount_available_for_payment: wallet.amountAvailableForPayment,
    transactions: ledger
      .filter((row) => row.walletId === wallet.id)
      .map((row) => ({
        id: row.id,
        transaction_type_id: row.transactionTypeId,
        amount: row.amount,
        available_amount: row.availableAmount,
        balance_after: row.balanceAfter,
        voucher_date: row.voucherDate.toISOString(),
        note: row.note,
        references: references
          .filter((reference) => reference.transactionId === row.id)
          .map((reference) => ({
            type: reference.receiptableType,
            id: reference.receiptableId,
          })),
      })),
  }))
}

/** Issue 22: the customer's withdrawals (the bank accounts they were paid to), oldest first. */
export async function withdrawalsOfCustomer(ctx: DbContext, uid: string) {
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, uid))
    .orderBy(asc(withdrawals.id))
  return rows.map((row) => ({
    code: row.code,
    amount: row.amount,
    bank_bin: row.bankBin,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
    status: row.status,
    bank_reference: row.bankReference,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }))
}
