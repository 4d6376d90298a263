import type { LabelMap, WithdrawalStatus } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'
import { currencies } from '../fx/schema.ts'

const money = (name: string) => bigint(name, { mode: 'number' }).notNull()

/** §3 Transaction type: deposit, order payment, refund, adjustment … (name per language). */
export const transactionTypes = pgTable('transaction_types', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  position: integer('position').notNull(),
})

/**
 * §3 Wallet: one per customer per currency. `balance` and `amount_available_for_payment` are
 * the sums of the wallet's ledger rows and change only together with a new row, in the same
 * transaction (docs/wallet.md; `npm run ledger:check` verifies it).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    balance: money('balance').default(0),
    amountAvailableForPayment: money('amount_available_for_payment').default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wallets_user_currency_idx').on(table.userId, table.currencyId)],
)

/**
 * §3 Transaction: the append-only ledger (a trigger refuses updates and deletes). `amount` moves
 * the balance and `available_amount` the amount available for payment; `*_after` are the
 * wallet's figures once the row is posted. A posting made with an idempotency key is made once.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    transactionTypeId: text('transaction_type_id')
      .notNull()
      .references(() => transactionTypes.id),
    amount: money('amount'),
    availableAmount: money('available_amount'),
    balanceAfter: money('balance_after'),
    availableAfter: money('available_after'),
    voucherDate: timestamp('voucher_date', { withTimezone: true }).notNull(),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transactions_idempotency_idx').on(table.idempotencyKey),
    index('transactions_wallet_voucher_idx').on(table.walletId, table.voucherDate),
  ],
)

/** §3 Transaction references: what a posting is about (an order, a bank transfer …), §4 labels. */
export const transactionReferences = pgTable(
  'transaction_references',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    receiptableId: text('receiptable_id').notNull(),
    receiptableType: text('receiptable_type').notNull(),
  },
  (table) => [
    index('transaction_references_transaction_idx').on(table.transactionId),
    index('transaction_references_receiptable_idx').on(table.receiptableType, table.receiptableId),
  ],
)

/**
 * Issue 22: a customer's request to be paid money from their VND wallet into a bank account
 * (docs/wallet.md "Withdrawals"). Its code (RT + six digits, more past 999,999) is the reference
 * of its postings: the hold made with the request, then the payout or the release that settles
 * it. Its state changes under its row lock, so it is settled once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .generatedAlwaysAs(
        sql`'RT' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`,
      ),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount'),
    bankBin: text('bank_bin').notNull(),
    /** The bank's short name when it was asked, as staff see it in their bank's app. */
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    /** The `withdrawal_hold`, posted in the transaction that makes the request. */
    holdTransactionId: integer('hold_transaction_id').references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    /** The `withdrawal` (paid) or `withdrawal_release` (cancelled, rejected). */
    settleTransactionId: integer('settle_transaction_id').references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    bankReference: text('bank_reference'),
    staffNote: text('staff_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('withdrawals_code_idx').on(table.code),
    index('withdrawals_user_idx').on(table.userId, table.id),
    index('withdrawals_requested_idx').on(table.id).where(sql`status = 'requested'`),
    check(
      'withdrawals_status_check',
      sql`status in ('requested', 'paid', 'cancelled', 'rejected')`,
    ),
    check('withdrawals_amount_check', sql`amount > 0`),
  ],
)
