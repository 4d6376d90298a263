import {
  type AssignTransferInput,
  type BankTransfer,
  type BankTransferList,
  pageEnvelope,
  type ResolveTransferInput,
  type staffBankTransferListSpec,
} from '@kaimono/contracts'
import { and, count, desc, eq, inArray, isNull, not, type SQL } from 'drizzle-orm'
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { contactsOf, requireStaff, userIdOfCustomer } from '../accounts/index.ts'
import { publishNotifications } from '../notifications/index.ts'
import { settle, type TransferRow } from './receive.ts'
import { bankTransfers } from './schema.ts'

const REVIEWED = ['short', 'over', 'unmatched'] as const

const needsReview = (row: TransferRow) =>
  (REVIEWED as readonly string[]).includes(row.status) && row.reviewedAt === null

/** Transfers as staff see them, with the customer's number. */
export async function presentTransfers(
  ctx: RequestContext,
  rows: TransferRow[],
): Promise<BankTransfer[]> {
  const uids = rows.flatMap((row) => (row.userId ? [row.userId] : []))
  const contacts = await contactsOf(ctx, uids)
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider as BankTransfer['provider'],
    provider_id: row.providerId,
    reference: row.reference,
    account_number: row.accountNumber,
    bank: row.bank,
    amount: row.amount,
    content: row.content,
    transferred_at: unixSeconds(row.transferredAt),
    received_at: unixSeconds(row.receivedAt),
    status: row.status,
    reason: row.reason,
    customer_id: row.userId ? (contacts.get(row.userId)?.customerNumber ?? null) : null,
    transaction_id: row.transactionId,
    paid_orders: row.paidOrders,
    unpaid_orders: row.unpaidOrders,
    needs_review: needsReview(row),
    reviewed_at: row.reviewedAt ? unixSeconds(row.reviewedAt) : null,
    review_note: row.reviewNote,
  }))
}

/** Staff: the transfers received, newest first; `filter[review]=1` is what waits for them. */
export async function listTransfers(
  ctx: RequestContext,
  query: ListQuery<typeof staffBankTransferListSpec>,
): Promise<BankTransferList> {
  requireStaff(ctx)
  const conditions: SQL[] = []
  const { status, review, provider } = query.filter
  if (status) conditions.push(eq(bankTransfers.status, status))
  if (provider) conditions.push(eq(bankTransfers.provider, provider))
  if (review !== undefined) {
    const waiting = and(
      inArray(bankTransfers.status, [...REVIEWED]),
      isNull(bankTransfers.reviewedAt),
    ) as SQL
    conditions.push(review ? waiting : not(waiting))
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ value: count() }).from(bankTransfers).where(where),
  ])
  return pageEnvelope(
    await presentTransfers(ctx, rows),
    total?.value ?? 0,
    query.page,
    query.perPage,
  )
}

export async function getTransfer(ctx: RequestContext, id: number): Promise<BankTransfer> {
  requireStaff(ctx)
  const [row] = await ctx.db.select().from(bankTransfers).where(eq(bankTransfers.id, id))
  if (!row) throw new NotFound('banking.notFound')
  const [shown] = await presentTransfers(ctx, [row])
  return shown as BankTransfer
}

/**
 * Staff: an unmatched transfer is this customer's. Under the transfer's row lock, so two staff
 * assigning it at once post once (the second gets a 409): the deposit is posted to the
 * customer's wallet and the orders of theirs the content names are paid, as a match would have.
 */
export async function assignTransfer(
  ctx: RequestContext,
  id: number,
  input: AssignTransferInput,
): Promise<BankTransfer> {
  const staff = requireStaff(ctx)
  const { row, deliveries } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.id, id))
      .for('update')
    if (!locked) throw new NotFound('banking.notFound')
    if (locked.status !== 'unmatched') {
      throw new Conflict('banking.notUnmatched', { id, status: locked.status })
    }
    const customerUid = await userIdOfCustomer({ db: tx }, input.customer_id, { active: false })
    if (!customerUid) {
      throw new Invalid({
        customer_id: [{ key: 'banking.unknownCustomer', vars: { id: input.customer_id } }],
      })
    }
    const settled = await settle({ ...ctx, db: tx }, locked, { uid: staff.uid, customerUid })
    const [row] = await tx
      .update(bankTransfers)
      .set({
        ...settled.outcome,
        // Why it was unmatched stays on record, unless the posting found a reason of its own.
        reason: settled.outcome.reason ?? locked.reason,
        reviewedAt: new Date(),
        reviewedBy: staff.uid,
        reviewNote: input.note ?? null,
      })
      .where(eq(bankTransfers.id, id))
      .returning()
    return { row: row as TransferRow, deliveries: settled.deliveries }
  })
  await publishNotifications(ctx, deliveries)
  const [shown] = await presentTransfers(ctx, [row])
  return shown as BankTransfer
}

/** Staff: a short, over or unmatched transfer was looked at (the customer told, money returned …). */
export async function resolveTransfer(
  ctx: RequestContext,
  id: number,
  input: ResolveTransferInput,
): Promise<BankTransfer> {
  const staff = requireStaff(ctx)
  const [row] = await ctx.db
    .update(bankTransfers)
    .set({ reviewedAt: new Date(), reviewedBy: staff.uid, reviewNote: input.note })
    .where(
      and(
        eq(bankTransfers.id, id),
        inArray(bankTransfers.status, [...REVIEWED]),
        isNull(bankTransfers.reviewedAt),
      ),
    )
    .returning()
  if (!row) {
    const [exists] = await ctx.db
      .select({ status: bankTransfers.status })
      .from(bankTransfers)
      .where(eq(bankTransfers.id, id))
    if (!exists) throw new NotFound('banking.notFound')
    throw new Conflict('banking.nothingToReview', { id, status: exists.status })
  }
  const [shown] = await presentTransfers(ctx, [row])
  return shown as BankTransfer
}
