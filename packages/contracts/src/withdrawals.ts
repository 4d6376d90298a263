import { paged } from './paging.ts'
import { line } from './text.ts'
import { fold } from './text-rules.ts'
import { MAX_POSTING_AMOUNT } from './wallet.ts'
import { z } from './zod.ts'

/*
 * Issue 22 item 3: a customer asks to withdraw money from their VND wallet to a Vietnamese bank
 * account; staff pay it from the shop's account and confirm it (docs/wallet.md "Withdrawals").
 */

/**
 * The domestic banks a withdrawal may go to: the NAPAS BIN that names the bank in a transfer and
 * the short name the banks' own apps show. Names as vietnam-qr-pay's `Banks` spells them (its
 * test checks each one), in the order people look for them: the state-owned four, then the
 * large joint-stock banks, then the rest and the digital banks.
 */
export const VIETNAM_BANKS = [
  { bin: '970436', short_name: 'Vietcombank' },
  { bin: '970415', short_name: 'VietinBank' },
  { bin: '970418', short_name: 'BIDV' },
  { bin: '970405', short_name: 'Agribank' },
  { bin: '970407', short_name: 'Techcombank' },
  { bin: '970422', short_name: 'MB Bank' },
  { bin: '970416', short_name: 'ACB' },
  { bin: '970432', short_name: 'VPBank' },
  { bin: '970423', short_name: 'TPBank' },
  { bin: '970403', short_name: 'Sacombank' },
  { bin: '970437', short_name: 'HDBank' },
  { bin: '970441', short_name: 'VIB' },
  { bin: '970443', short_name: 'SHB' },
  { bin: '970440', short_name: 'SeABank' },
  { bin: '970448', short_name: 'OCB Bank' },
  { bin: '970426', short_name: 'MSB' },
  { bin: '970431', short_name: 'Eximbank' },
  { bin: '970449', short_name: 'LPBank' },
  { bin: '970428', short_name: 'Nam A Bank' },
  { bin: '970425', short_name: 'AB Bank' },
  { bin: '970409', short_name: 'BacA Bank' },
  { bin: '970412', short_name: 'PVcomBank' },
  { bin: '970452', short_name: 'KienlongBank' },
  { bin: '970427', short_name: 'VietABank' },
  { bin: '970433', short_name: 'VietBank' },
  { bin: '970438', short_name: 'BaoViet Bank' },
  { bin: '970419', short_name: 'NCB Bank' },
  { bin: '970400', short_name: 'SaigonBank' },
  { bin: '970454', short_name: 'BVBank' },
  { bin: '970430', short_name: 'PG Bank' },
  { bin: '970424', short_name: 'Shinhan Bank' },
  { bin: '963388', short_name: 'Timo' },
  { bin: '546034', short_name: 'CAKE by VPBank' },
  { bin: '546035', short_name: 'Ubank by VPBank' },
] as const satisfies readonly { bin: string; short_name: string }[]
export type VietnamBank = (typeof VIETNAM_BANKS)[number]

const BANK_BINS = VIETNAM_BANKS.map((bank) => bank.bin) as [
  VietnamBank['bin'],
  ...VietnamBank['bin'][],
]

/** The bank of a BIN in the list, if it is one. */
export const vietnamBank = (bin: string): VietnamBank | undefined =>
  VIETNAM_BANKS.find((bank) => bank.bin === bin)

/** The least a withdrawal may be: below it the bank's fee is out of proportion. */
export const WITHDRAWAL_MIN_VND = 10_000

/**
 * `requested`: the money is held in the wallet (no longer available) until staff pay it
 * (`paid`), refuse it (`rejected`) or the customer takes it back (`cancelled`).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'cancelled', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** The receiptable_type of a withdrawal's postings; the id is its code (RT000012). */
export const WITHDRAWAL_REFERENCE_TYPE = 'withdrawal'

/**
 * An account holder's name as Vietnamese banks show and match it: capital letters without
 * accents, single spaces ('Nguyễn Văn  an' → 'NGUYEN VAN AN').
 */
export const bankAccountName = (name: string): string => fold(name).toUpperCase()

const ACCOUNT_NAME = /^[A-Z]+( [A-Z]+)*$/

/**
 * POST /api/wallet/withdrawals. The amount is whole dong from the minimum to what the VND wallet
 * has available (the server checks that under the wallet's lock); the account number is its
 * digits (spaces and dots people copy with it are dropped); the name is kept as the bank shows it.
 */
export const WithdrawalInput = z.object({
  amount: z
    .number('wallet.withdrawAmount')
    .int('wallet.withdrawAmount')
    .min(WITHDRAWAL_MIN_VND, 'wallet.withdrawAmount')
    .max(MAX_POSTING_AMOUNT, 'wallet.withdrawAmount'),
  // Any text in, one of the list's BINs out: a form sends what its select holds.
  bank_bin: z.string('wallet.withdrawBank').pipe(z.enum(BANK_BINS, 'wallet.withdrawBank')),
  account_number: line('wallet.withdrawAccountNumber')
    .transform((digits) => digits.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, 'wallet.withdrawAccountNumber')),
  account_name: line('wallet.withdrawAccountName')
    .transform(bankAccountName)
    .pipe(
      z
        .string()
        .min(2, 'wallet.withdrawAccountName')
        .max(70, 'wallet.withdrawAccountName')
        .regex(ACCOUNT_NAME, 'wallet.withdrawAccountName'),
    ),
})
export type WithdrawalInput = z.input<typeof WithdrawalInput>
export type WithdrawalValues = z.output<typeof WithdrawalInput>

/** POST /api/staff/withdrawals/{id}/paid: staff sent the money; the bank's reference of it. */
export const WithdrawalPaidInput = z.object({
  reference: line('wallet.reference').min(1, 'wallet.reference').max(64, 'wallet.reference'),
  note: line('wallet.withdrawNote').max(500, 'wallet.withdrawNote').optional(),
})
export type WithdrawalPaidInput = z.input<typeof WithdrawalPaidInput>

/** POST /api/staff/withdrawals/{id}/reject: why it is not paid, which the customer is told. */
export const WithdrawalRejectInput = z.object({
  note: line('wallet.withdrawNote').min(1, 'wallet.withdrawNote').max(500, 'wallet.withdrawNote'),
})
export type WithdrawalRejectInput = z.input<typeof WithdrawalRejectInput>

/** A withdrawal as its customer and staff see it. Times are unix seconds. */
export const Withdrawal = z.object({
  id: z.number().int(),
  /** RT and six digits: the reference of its postings. */
  code: z.string(),
  customer_id: z.number().int(),
  currency_id: z.literal('VND'),
  amount: z.number().int(),
  bank_bin: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The bank's reference of the payout, once paid. */
  bank_reference: z.string().nullable(),
  /** What staff said: why it was refused, or a remark on the payout. */
  note: z.string().nullable(),
  requested_at: z.number().int(),
  decided_at: z.number().int().nullable(),
  /** The `withdrawal_hold` posted on request. */
  hold_transaction_id: z.number().int().nullable(),
  /** The `withdrawal` (paid) or `withdrawal_release` (cancelled, rejected) that settled it. */
  settle_transaction_id: z.number().int().nullable(),
})
export type Withdrawal = z.infer<typeof Withdrawal>

export const WithdrawalList = paged(Withdrawal)
export type WithdrawalList = z.infer<typeof WithdrawalList>
