import {
  type ChargedOrder,
  DEPOSIT_REFERENCE_TYPE,
  type DepositValues,
  ORDER_REFERENCE_TYPE,
  type OrderStatusId,
  type Transaction,
} from '@kaimono/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { checkIdempotencyKey, requestDigest } from '../../platform/http/idempotency.ts'
import { vndText } from '../../platform/i18n/amounts.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { users } from '../accounts/schema.ts'
import { requireStaff } from '../accounts/service.ts'
import { publishNotifications } from '../notifications/service.ts'
import {
  canMoveOrder,
  lockOrder,
  moveOrderInTransaction,
  ORDER_TRANSITIONS,
  type OrderRow,
} from '../orders/lifecycle.ts'
import { orders } from '../orders/schema.ts'
import { post, postOnce, type TransactionRow, walletIdOf } from './ledger.ts'
import { transactionReferences, transactions } from './schema.ts'
import { presentTransactions } from './service.ts'

const present = async (ctx: RequestContext, tx: Database, row: TransactionRow) => {
  const [transaction] = await presentTransactions(tx, [row], {
    types: true,
    references: true,
    lang: ctx.lang,
  })
  return transaction as Transaction
}

const invalid = (ctx: RequestContext, field: string, message: string) =>
  new HttpError(422, translate(ctx.lang, 'invalidInput'), { [field]: [message] })

/**
 * Staff: a bank transfer received for a customer becomes a `deposit` on their wallet in that
 * currency, raising both the balance and the amount available for payment. The reference (the
 * transfer's id at the bank) is kept as a bank_transfer reference.
 */
export async function deposit(
  ctx: RequestContext,
  input: DepositValues,
  idempotencyHeader: string | undefined,
): Promise<{ transaction: Transaction; replayed: boolean }> {
  const staff = requireStaff(ctx)
  const key = checkIdempotencyKey(ctx.lang, idempotencyHeader, 'wallet.idempotencyKey')
  const hash = requestDigest({ op: 'deposit', ...input })
  const { result, replayed } = await postOnce(
    ctx,
    { key, hash },
    async (tx) => {
      const [customer] = await tx
        .select({ uid: users.id })
        .from(users)
        .where(eq(users.customerNumber, input.customer_id))
      if (!customer) {
        const message = translate(ctx.lang, 'wallet.unknownCustomer', {
          id: String(input.customer_id),
        })
        throw invalid(ctx, 'customer_id', message)
      }
      const row = await post(tx, {
        walletId: await walletIdOf(tx, customer.uid, input.currency_id),
        type: 'deposit',
        amount: input.amount,
        availableAmount: input.amount,
        voucherDate: input.voucher_date ? new Date(input.voucher_date * 1000) : new Date(),
        note: input.note,
        references: [{ receiptableType: DEPOSIT_REFERENCE_TYPE, receiptableId: input.reference }],
        idempotencyKey: key,
        requestHash: hash,
        createdBy: staff.uid,
      })
      return present(ctx, tx, row)
    },
    (tx, earlier) => present(ctx, tx, earlier),
  )
  return { transaction: result, replayed }
}

/** The order_payment posted for an order, if any (its reference is the order's code). */
async function chargeOf(tx: Database, code: string) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactionReferences)
    .innerJoin(transactions, eq(transactions.id, transactionReferences.transactionId))
    .where(
      and(
        eq(transactionReferences.receiptableType, ORDER_REFERENCE_TYPE),
        eq(transactionReferences.receiptableId, code),
        eq(transactions.transactionTypeId, 'order_payment'),
      ),
    )
  return row
}

const PAYABLE = (Object.keys(ORDER_TRANSITIONS) as OrderStatusId[]).filter((status) =>
  canMoveOrder(status, 'Paid'),
)

const orderSummary = (order: OrderRow) => ({
  id: order.id,
  code: order.code,
  status_id: order.statusId,
})

/**
 * Staff: pays an order from its customer's VND wallet and moves it to Paid, in one
 * transaction under the order's lock: an `order_payment` of −total_payment on both the balance
 * and the amount available for payment, referenced by the order's code. Refused (422) when it
 * would take the available amount below zero, unless `allowCredit`; refused (409) for an order
 * already charged or one that cannot move to Paid. The customer is notified after the commit.
 */
export async function chargeOrder(
  ctx: RequestContext,
  orderId: number,
  allowCredit: boolean,
  idempotencyHeader: string | undefined,
): Promise<{ charged: ChargedOrder['data']; replayed: boolean }> {
  const staff = requireStaff(ctx)
  const key = checkIdempotencyKey(ctx.lang, idempotencyHeader, 'wallet.idempotencyKey')
  const hash = requestDigest({ op: 'order_charge', order_id: orderId, allow_credit: allowCredit })
  const { result, replayed } = await postOnce(
    ctx,
    { key, hash },
    async (tx) => {
      const order = await lockOrder(tx, ctx.lang, orderId)
      if (await chargeOf(tx, order.code)) {
        throw new HttpError(409, translate(ctx.lang, 'wallet.alreadyCharged', { code: order.code }))
      }
      if (!canMoveOrder(order.statusId as OrderStatusId, 'Paid')) {
        throw new HttpError(
          409,
          translate(ctx.lang, 'wallet.chargeStatus', {
            code: order.code,
            status: order.statusId,
            allowed: PAYABLE.join(', '),
          }),
        )
      }
      const row = await post(tx, {
        walletId: await walletIdOf(tx, order.userId, 'VND'),
        type: 'order_payment',
        amount: -order.totalPayment,
        availableAmount: -order.totalPayment,
        voucherDate: new Date(),
        references: [{ receiptableType: ORDER_REFERENCE_TYPE, receiptableId: order.code }],
        idempotencyKey: key,
        requestHash: hash,
        createdBy: staff.uid,
        guard: (wallet, after) => {
          if (after.available >= 0 || allowCredit) return
          const message = translate(ctx.lang, 'wallet.insufficient', {
            available: vndText(ctx.lang, wallet.amountAvailableForPayment),
            amount: vndText(ctx.lang, order.totalPayment),
            code: order.code,
          })
          throw new HttpError(422, message, { allow_credit: [message] })
        },
      })
      const moved = await moveOrderInTransaction(ctx, tx, order, 'Paid', null)
      return {
        charged: { transaction: await present(ctx, tx, row), order: orderSummary(moved.order) },
        deliveries: moved.deliveries,
      }
    },
    async (tx, earlier) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
      if (!order) throw new HttpError(404, translate(ctx.lang, 'notFound'))
      return {
        charged: { transaction: await present(ctx, tx, earlier), order: orderSummary(order) },
        deliveries: [],
      }
    },
  )
  await publishNotifications(ctx, result.deliveries)
  return { charged: result.charged, replayed }
}
