import { id } from './ids.ts'
import { paged } from './paging.ts'
import { line } from './text.ts'
import { MAX_POSTING_AMOUNT } from './wallet.ts'
import { z } from './zod.ts'

/*
 * Issue 22: transfers into the shop's bank account, as the bank-notification services (SePay,
 * Casso) report them, and what became of each: posted to a customer's wallet (paying the orders
 * its content names), or kept for staff with the reason.
 */

/** The services whose webhooks report incoming transfers (docs/payments.md). */
export const BANK_PROVIDERS = ['sepay', 'casso'] as const
export type BankProvider = (typeof BANK_PROVIDERS)[number]

/**
 * What became of a transfer. `matched`: posted, and every order it named is paid (or it was a
 * top-up); `short`: posted, but some named order waits for more money; `over`: posted, and more
 * came than the orders it named cost (the rest is the customer's credit); `unmatched`: not
 * posted, nobody or several customers named; `assigned`: posted by staff after being unmatched;
 * `ignored`: money going out of the account, which is not a customer's.
 */
export const BANK_TRANSFER_STATUSES = [
  'matched',
  'short',
  'over',
  'unmatched',
  'assigned',
  'ignored',
] as const
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number]

/** Why a transfer needs a person (or was ignored). */
export const BANK_TRANSFER_REASONS = [
  'no_code',
  'unknown_code',
  'several_customers',
  'short',
  'over',
  'already_paid',
  'outgoing',
] as const
export type BankTransferReason = (typeof BANK_TRANSFER_REASONS)[number]

export const BankTransfer = z.object({
  id: z.number().int(),
  provider: z.enum(BANK_PROVIDERS),
  /** The provider's id of the transaction: one transfer is posted once, however often it is sent. */
  provider_id: z.string(),
  /** The bank's reference (FT…), kept as the deposit's bank_transfer reference. */
  reference: z.string(),
  account_number: z.string().nullable(),
  bank: z.string().nullable(),
  amount: z.number().int(),
  content: z.string(),
  /** Unix seconds: when the bank booked it. */
  transferred_at: z.number().int(),
  received_at: z.number().int(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  reason: z.enum(BANK_TRANSFER_REASONS).nullable(),
  /** The customer number the money went to. */
  customer_id: z.number().int().nullable(),
  /** The deposit posted for it. */
  transaction_id: z.number().int().nullable(),
  paid_orders: z.array(z.string()),
  unpaid_orders: z.array(z.string()),
  /** Whether staff still have to look at it: short, over and unmatched, until resolved. */
  needs_review: z.boolean(),
  reviewed_at: z.number().int().nullable(),
  review_note: z.string().nullable(),
})
export type BankTransfer = z.infer<typeof BankTransfer>

export const BankTransferList = paged(BankTransfer)
export type BankTransferList = z.infer<typeof BankTransferList>

/** POST /api/staff/bank-transfers/{id}/assign: an unmatched transfer is this customer's. */
export const AssignTransferInput = z.object({
  customer_id: id('banking.customer'),
  note: line('banking.note').max(500, 'banking.note').optional(),
})
export type AssignTransferInput = z.input<typeof AssignTransferInput>

/** POST /api/staff/bank-transfers/{id}/resolve: staff looked at a short or over transfer. */
export const ResolveTransferInput = z.object({
  note: line('banking.note').min(1, 'banking.note').max(500, 'banking.note'),
})
export type ResolveTransferInput = z.input<typeof ResolveTransferInput>

/**
 * POST /api/staff/bank-transfers/simulate: what a provider would report for a transfer into
 * the account, sent through its webhook with its authentication (BANK_SIMULATOR=on).
 */
export const SimulateTransferInput = z.object({
  provider: z.enum(BANK_PROVIDERS, 'banking.provider').default('sepay'),
  amount: z
    .number('banking.amount')
    .int('banking.amount')
    .min(1, 'banking.amount')
    .max(MAX_POSTING_AMOUNT, 'banking.amount'),
  content: line('banking.content').min(1, 'banking.content').max(250, 'banking.content'),
  reference: line('banking.reference')
    .min(1, 'banking.reference')
    .max(64, 'banking.reference')
    .optional(),
})
export type SimulateTransferInput = z.input<typeof SimulateTransferInput>
