import {
  type BankAccount,
  type OrderStatusId,
  orderPayment,
  type PaymentInformation,
  PaymentOrderId,
  PaymentPrice,
  type PaymentTransfer,
  TopUpAmount,
  type z,
} from '@kaimono/contracts'
import type { Config } from '../../platform/config.ts'
import { Conflict, type FieldMessages, Invalid, issueMessage } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { requireUser } from '../accounts/index.ts'
import { ordersByIds } from '../orders/index.ts'
import { orderCode, topUpCode } from './transfer-content.ts'
import { qrSvg, vietQrPayload } from './vietqr.ts'

/** The account customers pay into, as configured (docs/configuration.md). */
export function bankAccountOf(config: Config): BankAccount {
  return {
    bank_name: config.BANK_NAME,
    bank_bin: config.BANK_BIN,
    account_no: config.BANK_ACCOUNT_NO,
    account_name: config.BANK_ACCOUNT_NAME,
    hotline: config.SUPPORT_HOTLINE,
  }
}

/** One transfer of `amount` VND to the account, with `content` as its content, and its VietQR. */
export async function transferOf(
  ctx: Pick<RequestContext, 'lang'>,
  bank: BankAccount,
  amount: number,
  content: string,
): Promise<PaymentTransfer> {
  const payload = vietQrPayload({
    bankBin: bank.bank_bin,
    accountNo: bank.account_no,
    amountVnd: amount,
    orderCode: content,
  })
  const label = translate(ctx.lang, 'payment.qrLabel', {
    amount: { vnd: amount },
    account: bank.account_no,
    code: content,
  })
  return {
    ...bank,
    amount,
    currency_id: 'VND',
    transfer_content: content,
    qr_payload: payload,
    qr_svg: await qrSvg(payload, label),
  }
}

/**
 * Issue 22: a transfer that tops up the signed-in customer's VND wallet: `amount` VND with the
 * customer's top-up code as its content, and its VietQR. The code names the customer, so the
 * transfer is deposited to their wallet when the bank reports it.
 */
export async function topUpTransfer(
  ctx: RequestContext,
  bank: BankAccount,
  query: { amount?: string },
): Promise<PaymentTransfer> {
  const user = requireUser(ctx)
  const errors: FieldMessages = {}
  const amount = parse(TopUpAmount, query.amount, 'amount', errors)
  if (amount === undefined) throw new Invalid(errors)
  return transferOf(ctx, bank, amount, topUpCode(user.id))
}

export type PaymentQuery = { price?: string; order_id?: string }

/**
 * GET /api/payment-information (§2): one bank transfer for an order. The server is the
 * authority: when the order is the signed-in customer's own, its total and code are used and
 * `price` is ignored. Otherwise (a visitor, or an order of someone else's, which is neither
 * shown nor confirmed to exist) the transfer is the `price` asked for, with the code the
 * order number makes. Without a usable order number, or without either an own order or a
 * usable price, a 422 names each field.
 */
export async function paymentInformation(
  ctx: RequestContext,
  bank: BankAccount,
  query: PaymentQuery,
): Promise<PaymentInformation> {
  const errors: FieldMessages = {}
  const orderId = parse(PaymentOrderId, query.order_id, 'order_id', errors)
  const own = orderId === undefined ? undefined : await ownOrder(ctx, orderId)
  const price = own ? own.amount : parse(PaymentPrice, query.price, 'price', errors)
  if (orderId === undefined || price === undefined) {
    throw new Invalid(errors)
  }
  const code = own?.code ?? orderCode(orderId)
  return {
    ...(await transferOf(ctx, bank, price, code)),
    order_id: orderId,
    order_code: code,
    status_id: own?.status_id ?? null,
  }
}

/**
 * The signed-in customer's order `id`: what it asks to be paid, as its page shows it (§4: the
 * estimated shipping fee only while it is not settled), and its code; undefined otherwise. A
 * cancelled order asks for nothing: a 409.
 */
async function ownOrder(
  ctx: RequestContext,
  id: number,
): Promise<{ amount: number; code: string; status_id: OrderStatusId } | undefined> {
  if (!ctx.user) return undefined
  const [order] = await ordersByIds(ctx, [id], ctx.user.uid)
  if (!order) return undefined
  const row = {
    status_id: order.statusId,
    total_payment: order.totalPayment,
    estimated_freight_charge: order.estimatedFreightCharge,
    invitation_credit: order.invitationCredit,
    code: order.code,
  }
  if (row.status_id === 'Cancelled') {
    throw new Conflict('payment.cancelled', { code: row.code })
  }
  return {
    amount: orderPayment({ ...row, status_id: row.status_id as OrderStatusId }).total,
    code: row.code,
    status_id: row.status_id as OrderStatusId,
  }
}

function parse<T>(
  schema: z.ZodType<T, string>,
  value: string | undefined,
  name: string,
  errors: FieldMessages,
): T | undefined {
  if (value === undefined || value === '') {
    errors[name] = ['validation.required']
    return undefined
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  errors[name] = [...new Set(parsed.error.issues.map((issue) => issue.message))].map(issueMessage)
  return undefined
}
