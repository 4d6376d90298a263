import type { BankProvider, BankTransferReason, BankTransferStatus } from '@kaimono/contracts'
import { and, eq } from 'drizzle-orm'
import { BadRequest, Unauthenticated } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type Delivery, publishNotifications } from '../notifications/index.ts'
import { parseTransferContent } from '../payments/index.ts'
import { ordersNamedBy, ownerOfTransfer, postTransferDeposit } from '../wallet/index.ts'
import type { Headers, ProviderAdapter, ReportedTransfer } from './providers.ts'
import { bankTransfers } from './schema.ts'

export type TransferRow = typeof bankTransfers.$inferSelect

/** What a transfer became: its status and reason, and what was posted for it. */
type Outcome = Pick<
  TransferRow,
  'status' | 'reason' | 'userId' | 'transactionId' | 'paidOrders' | 'unpaidOrders'
>

/**
 * A provider's webhook: authenticated as the provider documents it (401 otherwise, before the
 * body is read), then each transfer it reports is received once. A body of another shape is a
 * 400: the provider retries what failed, so only what can never succeed is refused.
 */
export async function receiveWebhook(
  ctx: RequestContext,
  provider: ProviderAdapter,
  key: string,
  request: { headers: Headers; body: unknown; now: number },
): Promise<{ rows: TransferRow[]; replayed: boolean[] }> {
  const refusal = provider.authenticate(request.headers, request.body, key, request.now)
  if (refusal) throw new Unauthenticated(`banking.signature.${refusal}`)
  let reported: ReportedTransfer[]
  try {
    reported = provider.read(request.body)
  } catch {
    throw new BadRequest('banking.payload', { provider: provider.id })
  }
  const rows: TransferRow[] = []
  const replayed: boolean[] = []
  for (const transfer of reported) {
    const received = await receiveTransfer(ctx, provider.id, transfer, request.body)
    rows.push(received.row)
    replayed.push(received.replayed)
  }
  return { rows, replayed }
}

/**
 * One transfer, once: the (provider, provider's id) row is claimed in the transaction that
 * posts it, so a delivery repeated, even ten at once, waits for the first on the unique index
 * and then answers with what the first recorded, posting nothing.
 */
export async function receiveTransfer(
  ctx: RequestContext,
  provider: BankProvider,
  transfer: ReportedTransfer,
  payload: unknown,
): Promise<{ row: TransferRow; replayed: boolean }> {
  const { row, replayed, deliveries } = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(bankTransfers)
      .values({
        provider,
        providerId: transfer.providerId,
        reference: transfer.reference,
        accountNumber: transfer.accountNumber,
        bank: transfer.bank,
        amount: transfer.amount,
        content: transfer.content,
        transferredAt: transfer.transferredAt,
        status: 'unmatched',
        payload,
      })
      .onConflictDoNothing()
      .returning()
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(bankTransfers)
        .where(
          and(
            eq(bankTransfers.provider, provider),
            eq(bankTransfers.providerId, transfer.providerId),
          ),
        )
      if (!earlier) throw new Error(`bank transfer ${provider}:${transfer.providerId} lost`)
      return { row: earlier, replayed: true, deliveries: [] as Delivery[] }
    }
    const direction = transfer.direction
    const settled =
      direction === 'out'
        ? { outcome: outcomeOf('ignored', 'outgoing'), deliveries: [] }
        : await settle({ ...ctx, db: tx }, claimed, null)
    const [row] = await tx
      .update(bankTransfers)
      .set(settled.outcome)
      .where(eq(bankTransfers.id, claimed.id))
      .returning()
    return { row: row ?? claimed, replayed: false, deliveries: settled.deliveries }
  })
  await publishNotifications(ctx, deliveries)
  if (!replayed && row.reason && row.status !== 'ignored') {
    ctx.log.warn(
      { transfer: row.id, status: row.status, reason: row.reason },
      'a bank transfer needs staff',
    )
  }
  return { row, replayed }
}

const outcomeOf = (
  status: BankTransferStatus,
  reason: BankTransferReason | null,
  posted: Partial<Outcome> = {},
): Outcome => ({
  status,
  reason,
  userId: null,
  transactionId: null,
  paidOrders: [],
  unpaidOrders: [],
  ...posted,
})

/**
 * Posts an incoming transfer (in the caller's transaction) to the customer its content names —
 * or to `uid` when staff say whose it is — and pays the orders it names. The matching rules:
 * - the content's codes are read whatever their case and whatever the bank wrote around them:
 *   order codes (OS000123), payment group codes (KMP000045), top-up codes (KMN100001);
 * - the customer is the one those codes belong to; no code we know, or codes of several
 *   customers, leave the transfer unmatched for staff, and nothing is posted;
 * - the whole amount is deposited to the customer's VND wallet, then each named order still
 *   payable is charged, oldest first, while the money available covers it;
 * - `short`: a named order is still unpaid; `over`: more came than the named orders cost and
 *   no top-up code said so, or every named order was paid already; the money stays in the
 *   wallet either way and staff are shown why.
 */
export async function settle(
  ctx: RequestContext,
  transfer: TransferRow,
  staff: { uid: string; customerUid: string } | null,
): Promise<{ outcome: Outcome; deliveries: Delivery[] }> {
  const named = await ordersNamedBy(ctx, transfer.content)
  let uid = staff?.customerUid
  if (!uid) {
    const owner = await ownerOfTransfer(ctx, transfer.content, named)
    if ('problem' in owner) {
      const codes = parseTransferContent(transfer.content)
      const anyCode =
        codes.orderIds.length + codes.groupIds.length + codes.customerNumbers.length > 0
      const reason =
        owner.problem === 'several' ? 'several_customers' : anyCode ? 'unknown_code' : 'no_code'
      return { outcome: outcomeOf('unmatched', reason), deliveries: [] }
    }
    uid = owner.uid
  }
  const posted = await postTransferDeposit(ctx, {
    uid,
    currency: 'VND',
    amount: transfer.amount,
    voucherDate: transfer.transferredAt,
    note: null,
    reference: transfer.reference,
    named,
    key: `bank:${transfer.provider}:${transfer.providerId}`,
    hash: null,
    createdBy: staff?.uid ?? null,
  })
  const own = named.filter((order) => order.userId === uid)
  const totals = new Map(own.map((order) => [order.id, order.totalPayment]))
  const paid = posted.paidOrders.reduce((sum, order) => sum + (totals.get(order.id) ?? 0), 0)
  const topUp = parseTransferContent(transfer.content).customerNumbers.length > 0
  const reason: BankTransferReason | null =
    posted.unpaid.length > 0
      ? 'short'
      : own.length > 0 && posted.paidOrders.length === 0 && !topUp
        ? 'already_paid'
        : own.length > 0 && transfer.amount > paid && !topUp
          ? 'over'
          : null
  const status: BankTransferStatus = staff
    ? 'assigned'
    : reason === 'short'
      ? 'short'
      : reason
        ? 'over'
        : 'matched'
  return {
    outcome: outcomeOf(status, reason, {
      userId: uid,
      transactionId: posted.row.id,
      paidOrders: posted.paidOrders.map((order) => order.code),
      unpaidOrders: posted.unpaid.map((order) => order.code),
    }),
    deliveries: posted.deliveries,
  }
}
