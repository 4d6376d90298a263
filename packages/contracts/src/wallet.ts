import { LabelMap } from './i18n.ts'
import { id } from './ids.ts'
import { paged } from './paging.ts'
import { CurrencyId } from './reference.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

/** §3 Wallet: one per customer per currency (VND and JPY). Amounts in the currency's unit. */
export const Wallet = z.object({
  id: z.number().int(),
  currency_id: CurrencyId,
  balance: z.number().int(),
  amount_available_for_payment: z.number().int(),
})
export type Wallet = z.infer<typeof Wallet>
export const WalletList = paged(Wallet)

/** `include=transactionType`: the type's name in the request's language and every language. */
export const TransactionType = z.object({ id: z.string(), name: z.string(), _name: LabelMap })
export type TransactionType = z.infer<typeof TransactionType>

/** `append=references`: what a posting is about (§4 labels by receiptable_type). */
export const TransactionReference = z.object({
  id: z.number().int(),
  receiptable_id: z.string(),
  receiptable_type: z.string(),
})
export type TransactionReference = z.infer<typeof TransactionReference>

/**
 * §3 Transaction: one row of a wallet's append-only ledger. `amount` moves the balance and
 * `available_amount` the amount available for payment; `*_after` are the wallet's figures once
 * the row was posted. `voucher_date` is unix seconds.
 */
export const Transaction = z.object({
  id: z.number().int(),
  wallet_id: z.number().int(),
  voucher_date: z.number().int(),
  transaction_type_id: z.string(),
  amount: z.number().int(),
  available_amount: z.number().int(),
  balance_after: z.number().int(),
  available_after: z.number().int(),
  note: z.string().nullable(),
  transaction_type: TransactionType.optional(),
  references: z.array(TransactionReference).optional(),
})
export type Transaction = z.infer<typeof Transaction>
export const TransactionList = paged(Transaction)

/** The largest single posting, in the currency's unit: running sums stay exact in a double. */
export const MAX_POSTING_AMOUNT = 100_000_000_000
/** Voucher dates before this (1 January 2000) are taken for a mistake, such as milliseconds. */
const EARLIEST_VOUCHER_DATE = 946_684_800
/** A client clock a little ahead of the server's is not "the future". */
const CLOCK_SKEW_SECONDS = 60

// Messages are keys of the server's catalogue, so the 422 speaks the request's language.
const positiveAmount = z
  .number('wallet.amount')
  .int('wallet.amount')
  .min(1, 'wallet.amount')
  .max(MAX_POSTING_AMOUNT, 'wallet.amount')

/**
 * POST /api/staff/wallets/deposits: a bank transfer received for a customer (staff only). The
 * transfer's content, as the bank reports it, pays the orders it names (issue 15); without a
 * customer number, the customer is the one whose orders or payment group it names.
 */
export const DepositInput = z
  .object({
    customer_id: id('wallet.customer').optional(),
    currency_id: z.enum(CurrencyId.options, 'wallet.currency'),
    amount: positiveAmount,
    voucher_date: z
      .number('wallet.voucherDate')
      .int('wallet.voucherDate')
      .min(EARLIEST_VOUCHER_DATE, 'wallet.voucherDate')
      .refine(
        (seconds) => seconds <= Date.now() / 1000 + CLOCK_SKEW_SECONDS,
        'wallet.voucherDateFuture',
      )
      .optional(),
    reference: line('wallet.reference').min(1, 'wallet.reference').max(64, 'wallet.reference'),
    note: text()
      .max(500, 'validation.tooLong')
      .nullish()
      .transform((note) => note || null),
    transfer_content: line('wallet.transferContent')
      .max(210, 'wallet.transferContent')
      .nullish()
      .transform((content) => content || null),
  })
  .refine((deposit) => deposit.customer_id !== undefined || deposit.transfer_content !== null, {
    message: 'wallet.customerOrContent',
    path: ['customer_id'],
  })
export type DepositInput = z.input<typeof DepositInput>
export type DepositValues = z.output<typeof DepositInput>

/** POST /api/staff/orders/{id}/charge: pay an order from its customer's VND wallet. */
export const ChargeInput = z
  .object({ allow_credit: z.boolean('wallet.allowCredit').default(false) })
  // A request without a body charges without credit.
  .prefault({})
export type ChargeInput = z.input<typeof ChargeInput>

export const PostedTransaction = z.object({ data: Transaction })

/** An order a deposit paid: its order_payment and the order, now Paid. */
export const PaidOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  status_id: z.string(),
  transaction_id: z.number().int(),
  /** The wallet's figures once this order's payment was posted. */
  balance_after: z.number().int(),
  available_after: z.number().int(),
})
export type PaidOrder = z.infer<typeof PaidOrder>

/** A deposit and the orders its transfer content paid (none when it names none, or too little came). */
export const PostedDeposit = z.object({ data: Transaction, paid_orders: z.array(PaidOrder) })
export type PostedDeposit = z.infer<typeof PostedDeposit>
export const ChargedOrder = z.object({
  data: z.object({
    transaction: Transaction,
    order: z.object({ id: z.number().int(), code: z.string(), status_id: z.string() }),
  }),
})
export type ChargedOrder = z.infer<typeof ChargedOrder>
