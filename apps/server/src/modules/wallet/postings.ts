import {
  type ChargedOrder,
  type CurrencyId,
  DEPOSIT_REFERENCE_TYPE,
  type DepositValues,
  ORDER_REFERENCE_TYPE,
  type OrderStatusId,
  type PaidOrder,
  type Transaction,
} from '@kaimono/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { Conflict, Invalid, type Message, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../platform/http/idempotency.ts'
import { requireStaff, userIdOfCustomer } from '../accounts/index.ts'
import { type Delivery, insertNotifications, publishNotifications } from '../notifications/index.ts'
import {
  canMoveOrder,
  lockOrder,
  moveOrderInTransaction,
  ORDER_TRANSITIONS,
  type OrderRow,
  ordersByIds,
} from '../orders/index.ts'
import { isPayable, ordersOfGroups, parseTransferContent } from '../payments/index.ts'
import { post, postingOf, postOnce, type TransactionRow } from './ledger.ts'
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

const invalid = (field: string, message: Message) => new Invalid({ [field]: [message] })

/**
 * Staff: a bank transfer received for a customer becomes a `deposit` on their wallet in that
 * currency, raising both the balance and the amount available for payment. The reference (the
 * transfer's id at the bank) is kept as a bank_transfer reference.
 *
 * Issue 15: the transfer's content, as the bank reports it, names what it pays: order codes
 * (OS000123) and payment group codes (KMP000045). In the same transaction, each named order of
 * the customer that is still payable is charged from the wallet and moved to Paid, oldest first,
 * while the money available covers it: a short transfer pays what it covers and the rest waits
 * in the wallet; an excess stays in the wallet as the customer's credit. Every movement is a
 * ledger row, so the wallet still equals the sum of its rows. Without a customer number the
 * customer is the owner of the named orders.
 */
export async function deposit(
  ctx: RequestContext,
  input: DepositValues,
  idempotencyHeader: string | undefined,
): Promise<{ transaction: Transaction; paidOrders: PaidOrder[]; replayed: boolean }> {
  const staff = requireStaff(ctx)
  const key = checkIdempotencyKey(idempotencyHeader, 'wallet.idempotencyKey')
  // A deposit without content hashes as it did before contents were read, so that retrying an
  // earlier request still finds its posting.
  const { transfer_content: content, ...rest } = input
  const request = { op: 'deposit', ...rest, ...(content ? { content } : {}) }
  const orderKey = (orderId: number) => `${key}#order:${orderId}`
  const { result, replayed } = await postOnce(ctx, key, request, {
    run: async (tx, _, hash) => {
      const named = content ? await ordersNamedBy({ db: tx }, content) : []
      const uid = await depositor(ctx, tx, input, named)
      const posted = await postTransferDeposit(
        { ...ctx, db: tx },
        {
          uid,
          currency: input.currency_id,
          amount: input.amount,
          voucherDate: input.voucher_date ? new Date(input.voucher_date * 1000) : new Date(),
          note: input.note ?? null,
          reference: input.reference,
          named,
          key,
          hash,
          createdBy: staff.uid,
        },
      )
      return {
        result: {
          transaction: await present(ctx, tx, posted.row),
          paidOrders: posted.paidOrders,
          deliveries: posted.deliveries,
        },
        effect: posted.row.id,
      }
    },
    replay: async (tx, effect) => {
      const earlier = await postingOf(tx, effect)
      // The same request: its content names the same orders, and their charges carry its key.
      const named = content ? await ordersNamedBy({ db: tx }, content) : []
      const byKey = new Map(named.map((order) => [orderKey(order.id), order.id]))
      const charges =
        byKey.size === 0
          ? []
          : await tx
              .select({
                id: transactions.id,
                key: transactions.idempotencyKey,
                balanceAfter: transactions.balanceAfter,
                availableAfter: transactions.availableAfter,
              })
              .from(transactions)
              .where(inArray(transactions.idempotencyKey, [...byKey.keys()]))
      const chargeOfOrder = new Map(
        charges.map((charge) => [byKey.get(charge.key ?? '') ?? 0, charge]),
      )
      const paidRows = await ordersByIds({ db: tx }, [...chargeOfOrder.keys()])
      const paidOrders = paidRows.map((order) => {
        const charge = chargeOfOrder.get(order.id)
        return {
          ...orderSummary(order),
          transaction_id: charge?.id ?? 0,
          balance_after: charge?.balanceAfter ?? 0,
          available_after: charge?.availableAfter ?? 0,
        }
      })
      return { transaction: await present(ctx, tx, earlier), paidOrders, deliveries: [] }
    },
  })
  await publishNotifications(ctx, result.deliveries)
  return { transaction: result.transaction, paidOrders: result.paidOrders, replayed }
}

/** A bank transfer to post as a deposit, and the orders its content names. */
export type TransferDeposit = {
  uid: string
  currency: CurrencyId
  amount: number
  voucherDate: Date
  note: string | null
  /** The bank's id of the transfer, kept as the deposit's bank_transfer reference. */
  reference: string
  /** The orders the content names, oldest first: only `uid`'s are paid. */
  named: OrderRow[]
  /** The deposit's idempotency key; each order's charge takes `<key>#order:<id>`. */
  key: string
  hash: string | null
  createdBy: string | null
}

export type PostedTransfer = {
  row: TransactionRow
  paidOrders: PaidOrder[]
  /** The named orders of the customer still waiting for payment: the money did not cover them. */
  unpaid: { id: number; code: string; total: number }[]
  deliveries: Delivery[]
}

/**
 * In the caller's transaction: posts a bank transfer as a deposit on the customer's wallet, then
 * charges each order its content names that is still payable and not charged yet, oldest first,
 * while the money available covers it, and moves it to Paid. Orders are locked before the wallet
 * (a charge's order). Money is always posted to the wallet first, so what pays no order waits
 * there as the customer's credit. The customer is told of the deposit and of each paid order.
 */
export async function postTransferDeposit(
  ctx: RequestContext,
  deposit: TransferDeposit,
): Promise<PostedTransfer> {
  const tx = ctx.db
  const locked: OrderRow[] = []
  for (const order of deposit.named.filter((order) => order.userId === deposit.uid)) {
    locked.push(await lockOrder(ctx, order.id))
  }
  const wallet = { uid: deposit.uid, currency: deposit.currency }
  const bankReference = {
    receiptableType: DEPOSIT_REFERENCE_TYPE,
    receiptableId: deposit.reference,
  }
  const row = await post(tx, {
    wallet,
    type: 'deposit',
    amount: deposit.amount,
    availableAmount: deposit.amount,
    voucherDate: deposit.voucherDate,
    note: deposit.note,
    references: [bankReference],
    idempotencyKey: deposit.key,
    requestHash: deposit.hash,
    createdBy: deposit.createdBy,
  })
  const deliveries = await insertNotifications(ctx, [
    {
      userId: deposit.uid,
      content: {
        wallet: {
          event: 'deposit',
          amount: deposit.amount,
          currency_id: deposit.currency,
          reference: deposit.reference,
        },
      },
    },
  ])
  const paidOrders: PaidOrder[] = []
  const unpaid: PostedTransfer['unpaid'] = []
  // Orders are priced in VND; a JPY deposit pays none.
  let available = deposit.currency === 'VND' ? row.availableAfter : 0
  for (const order of locked) {
    if (!isPayable(order.statusId) || (await chargeOf(tx, order.code))) continue
    if (order.totalPayment > available) {
      unpaid.push({ id: order.id, code: order.code, total: order.totalPayment })
      continue
    }
    const charge = await post(tx, {
      wallet,
      type: 'order_payment',
      amount: -order.totalPayment,
      availableAmount: -order.totalPayment,
      voucherDate: new Date(),
      references: [
        { receiptableType: ORDER_REFERENCE_TYPE, receiptableId: order.code },
        bankReference,
      ],
      idempotencyKey: `${deposit.key}#order:${order.id}`,
      requestHash: deposit.hash,
      createdBy: deposit.createdBy,
    })
    available = charge.availableAfter
    const moved = await moveOrderInTransaction(ctx, order, 'Paid', null)
    deliveries.push(...moved.deliveries)
    paidOrders.push({
      ...orderSummary(moved.order),
      transaction_id: charge.id,
      balance_after: charge.balanceAfter,
      available_after: charge.availableAfter,
    })
  }
  return { row, paidOrders, unpaid, deliveries }
}

/** The orders a transfer's content names, by order code or payment group code, oldest first. */
export async function ordersNamedBy(ctx: DbContext, content: string): Promise<OrderRow[]> {
  const { orderIds, groupIds } = parseTransferContent(content)
  const ids = new Set(orderIds)
  if (groupIds.length > 0) {
    for (const order of await ordersOfGroups(ctx, groupIds)) ids.add(order.id)
  }
  return ordersByIds(ctx, [...ids])
}

/**
 * Whose money a transfer is, from what its content names: the owner of the orders it names and
 * the customer of its top-up code (KMN…). None when it names nobody we know; several when the
 * codes belong to different customers (only staff can say which of them paid).
 */
export async function ownerOfTransfer(
  ctx: DbContext,
  content: string,
  named: OrderRow[],
): Promise<{ uid: string } | { problem: 'none' | 'several' }> {
  const owners = new Set(named.map((order) => order.userId))
  for (const number of parseTransferContent(content).customerNumbers) {
    const uid = await userIdOfCustomer(ctx, number, { active: false })
    if (uid) owners.add(uid)
  }
  const [owner] = owners
  if (owners.size === 1 && owner) return { uid: owner }
  return { problem: owners.size === 0 ? 'none' : 'several' }
}

/** The user id of the customer a deposit is for: by number, else whose the content says it is. */
async function depositor(
  ctx: RequestContext,
  tx: Database,
  input: DepositValues,
  named: OrderRow[],
): Promise<string> {
  if (input.customer_id !== undefined) {
    const uid = await userIdOfCustomer({ ...ctx, db: tx }, input.customer_id, { active: false })
    if (uid) return uid
    throw invalid('customer_id', {
      key: 'wallet.unknownCustomer',
      vars: { id: input.customer_id },
    })
  }
  const owner = await ownerOfTransfer({ db: tx }, input.transfer_content ?? '', named)
  if ('uid' in owner) return owner.uid
  const key = owner.problem === 'none' ? 'wallet.contentNoOrder' : 'wallet.contentManyCustomers'
  throw invalid('transfer_content', key)
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
  const key = checkIdempotencyKey(idempotencyHeader, 'wallet.idempotencyKey')
  const request = { op: 'order_charge', order_id: orderId, allow_credit: allowCredit }
  const { result, replayed } = await postOnce(ctx, key, request, {
    run: async (tx, _, hash) => {
      const order = await lockOrder({ ...ctx, db: tx }, orderId)
      if (await chargeOf(tx, order.code)) {
        throw new Conflict('wallet.alreadyCharged', { code: order.code })
      }
      if (!canMoveOrder(order.statusId as OrderStatusId, 'Paid')) {
        throw new Conflict('wallet.chargeStatus', {
          code: order.code,
          status: order.statusId,
          allowed: PAYABLE.join(', '),
        })
      }
      const row = await post(tx, {
        wallet: { uid: order.userId, currency: 'VND' },
        type: 'order_payment',
        amount: -order.totalPayment,
        availableAmount: -order.totalPayment,
        voucherDate: new Date(),
        references: [{ receiptableType: ORDER_REFERENCE_TYPE, receiptableId: order.code }],
        idempotencyKey: key,
        requestHash: hash,
        createdBy: staff.uid,
        guard: ({ before, after }) => {
          if (after.available >= 0 || allowCredit) return
          const vars = {
            available: { vnd: before.available },
            amount: { vnd: order.totalPayment },
            code: order.code,
          }
          const message = { key: 'wallet.insufficient', vars } as const
          throw new Invalid({ allow_credit: [message] }, message.key, vars)
        },
      })
      const moved = await moveOrderInTransaction({ ...ctx, db: tx }, order, 'Paid', null)
      return {
        result: {
          charged: { transaction: await present(ctx, tx, row), order: orderSummary(moved.order) },
          deliveries: moved.deliveries,
        },
        effect: row.id,
      }
    },
    replay: async (tx, effect) => {
      const earlier = await postingOf(tx, effect)
      const [order] = await ordersByIds({ db: tx }, [orderId])
      if (!order) throw new NotFound()
      return {
        charged: { transaction: await present(ctx, tx, earlier), order: orderSummary(order) },
        deliveries: [],
      }
    },
  })
  await publishNotifications(ctx, result.deliveries)
  return { charged: result.charged, replayed }
}
