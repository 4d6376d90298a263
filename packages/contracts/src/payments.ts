import { INT4_MAX, id } from './ids.ts'
import { OrderStatusId } from './reference.ts'
import { z } from './zod.ts'

/** Issue 7: the most one bank transfer on /payment-information may ask for, in VND. */
export const PAYMENT_PRICE_MAX_VND = 10_000_000_000

/** `?price=`: whole dong from 1 to PAYMENT_PRICE_MAX_VND, digits only. */
export const PaymentPrice = z
  .string()
  .regex(/^\d{1,11}$/, 'payment.price')
  .transform(Number)
  .refine((price) => price >= 1 && price <= PAYMENT_PRICE_MAX_VND, 'payment.price')

/** `?order_id=`: the order's number (its code is OS and this number in six digits). */
export const PaymentOrderId = z
  .string()
  .regex(/^\d{1,10}$/, 'payment.orderId')
  .transform(Number)
  .refine((id) => id >= 1 && id <= INT4_MAX, 'payment.orderId')

/** GET /api/payment-information's query, as the OpenAPI document shows it. */
export const PaymentInformationQuery = z.looseObject({
  price: z
    .string()
    .optional()
    .describe(
      `the amount in VND, 1 to ${PAYMENT_PRICE_MAX_VND}; ignored when order_id is your own order`,
    ),
  order_id: z.string().optional().describe('the order to pay (its number, e.g. 123 for OS000123)'),
})

/** Where a customer sends a bank transfer (§2 Payment information), from the server's configuration. */
export const BankAccount = z.object({
  bank_name: z.string(),
  /** The bank's 6-digit NAPAS BIN, as in VietQR. */
  bank_bin: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  /** §2: the support hotline shown with the instructions. */
  hotline: z.string(),
})
export type BankAccount = z.infer<typeof BankAccount>

/** One transfer to make: the account, the amount, the content that names what it pays, its VietQR. */
export const PaymentTransfer = BankAccount.extend({
  amount: z.number().int().positive().describe('VND'),
  currency_id: z.literal('VND'),
  /** What the customer writes as the transfer's content: an order's or a payment group's code. */
  transfer_content: z.string(),
  /** The NAPAS/EMVCo VietQR text the QR code holds. */
  qr_payload: z.string(),
  /** The QR code as an accessible SVG image (role="img", a title); server-made, no user text. */
  qr_svg: z.string(),
})
export type PaymentTransfer = z.infer<typeof PaymentTransfer>

/** One order's transfer; the content is its code. */
export const PaymentInformation = PaymentTransfer.extend({
  order_id: z.number().int().positive(),
  order_code: z.string().describe('OS and six digits, e.g. OS000123'),
  /** The order's status when it is your own (signed in), so the page can say it is paid; else null. */
  status_id: OrderStatusId.nullable(),
})
export type PaymentInformation = z.infer<typeof PaymentInformation>

export const PaymentInformationResponse = z.object({ data: PaymentInformation })
export type PaymentInformationResponse = z.infer<typeof PaymentInformationResponse>

export const BankAccountResponse = z.object({ data: BankAccount })
export type BankAccountResponse = z.infer<typeof BankAccountResponse>

/** Issue 22: the least and most one top-up transfer may ask for, in VND. */
export const TOP_UP_MIN_VND = 10_000
export const TOP_UP_MAX_VND = 500_000_000

/** `?amount=` of a top-up: whole dong from TOP_UP_MIN_VND to TOP_UP_MAX_VND, digits only. */
export const TopUpAmount = z
  .string()
  .regex(/^\d{1,11}$/, 'payment.topUpAmount')
  .transform(Number)
  .refine((amount) => amount >= TOP_UP_MIN_VND && amount <= TOP_UP_MAX_VND, 'payment.topUpAmount')

export const TopUpQuery = z.looseObject({
  amount: z
    .string()
    .optional()
    .describe(`the amount in VND, ${TOP_UP_MIN_VND} to ${TOP_UP_MAX_VND}, digits only`),
})

/**
 * Issue 22: a transfer that tops up your VND wallet. Its content is your top-up code (KMN and
 * your customer number), the same every time: a transfer with it is deposited when it arrives.
 */
export const TopUpResponse = z.object({ data: PaymentTransfer })
export type TopUpResponse = z.infer<typeof TopUpResponse>

/** Issue 15: the most orders one transfer (a payment group) may pay. */
export const PAYMENT_GROUP_MAX_ORDERS = 20

/** POST /api/payment-groups: your orders to pay with one transfer. */
export const PaymentGroupInput = z.object({
  order_ids: z
    .array(id('payment.groupOrders'), 'payment.groupOrders')
    .min(1, 'payment.groupOrders')
    .max(PAYMENT_GROUP_MAX_ORDERS, 'payment.groupOrders')
    .refine((ids) => new Set(ids).size === ids.length, 'payment.groupOrders'),
})
export type PaymentGroupInput = z.infer<typeof PaymentGroupInput>

/** An order of a payment group and what it still asks (0 once paid or cancelled). */
export const PaymentGroupOrder = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  shop_id: z.string(),
  status_id: OrderStatusId,
  /** The order's total in VND (§2 Order detail: the estimated shipping fee while unsettled). */
  total: z.number().int(),
  /** Whether the transfer still pays this order (Newish or Pending, not charged yet). */
  payable: z.boolean(),
})
export type PaymentGroupOrder = z.infer<typeof PaymentGroupOrder>

/**
 * Several orders paid by one transfer whose content is the group's code: `amount` is the sum of
 * the orders still payable; `transfer` is null once nothing is left to pay.
 */
export const PaymentGroup = z.object({
  id: z.number().int().positive(),
  code: z.string().describe('KMP and six digits, e.g. KMP000045'),
  orders: z.array(PaymentGroupOrder),
  amount: z.number().int().nonnegative().describe('VND'),
  transfer: PaymentTransfer.nullable(),
})
export type PaymentGroup = z.infer<typeof PaymentGroup>

export const PaymentGroupResponse = z.object({ data: PaymentGroup })
export type PaymentGroupResponse = z.infer<typeof PaymentGroupResponse>
