import {
  DEPOSIT_REFERENCE_TYPE,
  pageEnvelope,
  type staffWithdrawalListSpec,
  vietnamBank,
  WITHDRAWAL_REFERENCE_TYPE,
  type Withdrawal,
  type WithdrawalList,
  type WithdrawalPaidInput,
  type WithdrawalRejectInput,
  type WithdrawalStatus,
  type WithdrawalValues,
  type withdrawalListSpec,
} from '@kaimono/contracts'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../platform/http/idempotency.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { idempotent } from '../../platform/idempotency/idempotent.ts'
import { unixSeconds } from '../../platform/time.ts'
import { contactsOf, requireStaff, requireUser, userIdOfCustomer } from '../accounts/index.ts'
import { type Delivery, insertNotifications, publishNotifications } from '../notifications/index.ts'
import { type Posting, post, type TransactionTypeId } from './ledger.ts'
import { withdrawals } from './schema.ts'

type WithdrawalRow = typeof withdrawals.$inferSelect

/** The withdrawal's three postings (seed.ts). */
type WithdrawalPosting = Extract<
  TransactionTypeId,
  'withdrawal_hold' | 'withdrawal' | 'withdrawal_release'
>

/** Withdrawals as their customer and staff see them, with the customer's number. */
async function present(ctx: Pick<RequestContext, 'db'>, rows: WithdrawalRow[]) {
  const contacts = await contactsOf(
    ctx,
    rows.map((row) => row.userId),
  )
  return rows.map(
    (row): Withdrawal => ({
      id: row.id,
      code: row.code,
      customer_id: contacts.get(row.userId)?.customerNumber ?? 0,
      currency_id: 'VND',
      amount: row.amount,
      bank_bin: row.bankBin,
      bank_name: row.bankName,
      account_number: row.accountNumber,
      account_name: row.accountName,
      status: row.status,
      bank_reference: row.bankReference,
      note: row.staffNote,
      requested_at: unixSeconds(row.requestedAt),
      decided_at: row.decidedAt ? unixSeconds(row.decidedAt) : null,
      hold_transaction_id: row.holdTransactionId,
      settle_transaction_id: row.settleTransactionId,
    }),
  )
}

const presentOne = async (ctx: Pick<RequestContext, 'db'>, row: WithdrawalRow) =>
  (await present(ctx, [row]))[0] as Withdrawal

/** A posting of a withdrawal on its customer's VND wallet, referenced by its code. */
function withdrawalPosting(
  row: WithdrawalRow,
  type: WithdrawalPosting,
  figures: { amount: number; availableAmount: number },
  extra: Partial<Posting> = {},
): Posting {
  return {
    wallet: { uid: row.userId, currency: 'VND' },
    type,
    ...figures,
    voucherDate: new Date(),
    references: [{ receiptableType: WITHDRAWAL_REFERENCE_TYPE, receiptableId: row.code }],
    ...extra,
  }
}

/**
 * A customer asks to be paid `amount` from their VND wallet into a bank account. In one
 * transaction: the request is written and its amount held (`withdrawal_hold`: the balance stays,
 * the available amount drops by it), refused (422 on `amount`) when that would take the available
 * amount below zero: the check runs under the wallet's lock, so two requests at once cannot both
 * take the same money. Under an Idempotency-Key of the customer's: a double tap makes one request.
 */
export async function requestWithdrawal(
  ctx: RequestContext,
  input: WithdrawalValues,
  idempotencyHeader: string | undefined,
): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
  const user = requireUser(ctx)
  const key = checkIdempotencyKey(idempotencyHeader, 'wallet.idempotencyKey')
  const bank = vietnamBank(input.bank_bin)
  if (!bank) throw new Invalid({ bank_bin: ['wallet.withdrawBank'] })
  const { result, replayed } = await idempotent(
    ctx,
    {
      scope: `withdrawals:${user.uid}`,
      key,
      request: { op: 'withdrawal', ...input },
      conflict: 'wallet.withdrawKeyReused',
    },
    {
      run: async (tx) => {
        const [made] = await tx
          .insert(withdrawals)
          .values({
            userId: user.uid,
            amount: input.amount,
            bankBin: bank.bin,
            bankName: bank.short_name,
            accountNumber: input.account_number,
            accountName: input.account_name,
          })
          .returning()
        if (!made) throw new Error('no withdrawal inserted')
        const hold = await post(
          tx,
          withdrawalPosting(
            made,
            'withdrawal_hold',
            { amount: 0, availableAmount: -input.amount },
            {
              note: `${bank.short_name} ${input.account_number}`,
              createdBy: user.uid,
              guard: ({ before, after }) => {
                if (after.available >= 0) return
                throw new Invalid({
                  amount: [
                    {
                      key: 'wallet.withdrawOverAvailable',
                      vars: {
                        available: { vnd: Math.max(before.available, 0) },
                        amount: { vnd: input.amount },
                      },
                    },
                  ],
                })
              },
            },
          ),
        )
        const [row] = await tx
          .update(withdrawals)
          .set({ holdTransactionId: hold.id })
          .where(eq(withdrawals.id, made.id))
          .returning()
        return { result: await presentOne({ db: tx }, row as WithdrawalRow), effect: made.id }
      },
      replay: async (db, effect) => {
        const [row] = await db
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.id, Number(effect)))
        if (!row) throw new Error(`no withdrawal ${effect} for its idempotency key`)
        return presentOne({ db }, row)
      },
    },
  )
  return { withdrawal: result, replayed }
}

/** GET /api/wallet/withdrawals: the caller's own requests, newest first. */
export async function listOwnWithdrawals(
  ctx: RequestContext,
  query: ListQuery<typeof withdrawalListSpec>,
): Promise<WithdrawalList> {
  const user = requireUser(ctx)
  const { status } = query.filter
  return page(ctx, query, [
    eq(withdrawals.userId, user.uid),
    status ? eq(withdrawals.status, status) : undefined,
  ])
}

/** Staff: every customer's withdrawals, newest first unless `sort=requested_at` (the queue). */
export async function listWithdrawals(
  ctx: RequestContext,
  query: ListQuery<typeof staffWithdrawalListSpec>,
): Promise<WithdrawalList> {
  requireStaff(ctx)
  const { status, customer_id: customer } = query.filter
  const uid =
    customer === undefined ? undefined : await userIdOfCustomer(ctx, customer, { active: false })
  if (customer !== undefined && !uid) return pageEnvelope([], 0, query.page, query.perPage)
  const oldestFirst = query.sort[0]?.direction === 'asc'
  return page(ctx, { ...query, oldestFirst }, [
    uid ? eq(withdrawals.userId, uid) : undefined,
    status ? eq(withdrawals.status, status) : undefined,
  ])
}

/** A page of withdrawals; ids grow with requested_at, so they order them. */
async function page(
  ctx: RequestContext,
  query: { page: number; perPage: number; oldestFirst?: boolean },
  conditions: (SQL | undefined)[],
): Promise<WithdrawalList> {
  const where = and(...conditions)
  const order = query.oldestFirst ? asc(withdrawals.id) : desc(withdrawals.id)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ value: count() }).from(withdrawals).where(where),
  ])
  return pageEnvelope(await present(ctx, rows), total?.value ?? 0, query.page, query.perPage)
}

type Settled = { row: WithdrawalRow; deliveries: Delivery[] }

/**
 * Moves a requested withdrawal on, in one transaction holding its row: a second decision made
 * at the same time waits for the first and then finds it decided (409), so the money moves once.
 * `mine` limits it to the caller's own (another customer's is a 404, as if it did not exist).
 */
async function settle(
  ctx: RequestContext,
  id: number,
  mine: string | null,
  decide: (tx: Database, row: WithdrawalRow) => Promise<Settled>,
): Promise<Withdrawal> {
  const { row, deliveries } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), mine ? eq(withdrawals.userId, mine) : undefined))
      .for('update')
    if (!locked) throw new NotFound('wallet.withdrawalNotFound')
    if (locked.status !== 'requested') {
      throw new Conflict('wallet.withdrawalDecided', { code: locked.code, status: locked.status })
    }
    return decide(tx, locked)
  })
  await publishNotifications(ctx, deliveries)
  return presentOne(ctx, row)
}

async function close(
  tx: Database,
  row: WithdrawalRow,
  status: Exclude<WithdrawalStatus, 'requested'>,
  settledBy: number,
  by: string,
  extra: { bankReference?: string; staffNote?: string | null } = {},
): Promise<WithdrawalRow> {
  const [closed] = await tx
    .update(withdrawals)
    .set({ status, settleTransactionId: settledBy, decidedAt: new Date(), decidedBy: by, ...extra })
    .where(eq(withdrawals.id, row.id))
    .returning()
  return closed as WithdrawalRow
}

/** The customer takes a request back while it waits: the held amount is available again. */
export function cancelWithdrawal(ctx: RequestContext, id: number): Promise<Withdrawal> {
  const user = requireUser(ctx)
  return settle(ctx, id, user.uid, async (tx, row) => {
    const release = await post(
      tx,
      withdrawalPosting(
        row,
        'withdrawal_release',
        { amount: 0, availableAmount: row.amount },
        { createdBy: user.uid },
      ),
    )
    return { row: await close(tx, row, 'cancelled', release.id, user.uid), deliveries: [] }
  })
}

/**
 * Staff sent the money from the shop's account: the `withdrawal` takes it from the balance (the
 * available amount was taken by the hold), referenced by the request's code and the bank's
 * reference of the payout. The customer is told.
 */
export function markWithdrawalPaid(
  ctx: RequestContext,
  id: number,
  input: WithdrawalPaidInput,
): Promise<Withdrawal> {
  const staff = requireStaff(ctx)
  return settle(ctx, id, null, async (tx, row) => {
    const payout = await post(
      tx,
      withdrawalPosting(
        row,
        'withdrawal',
        { amount: -row.amount, availableAmount: 0 },
        {
          note: `${row.bankName} ${row.accountNumber}`,
          createdBy: staff.uid,
          references: [
            { receiptableType: WITHDRAWAL_REFERENCE_TYPE, receiptableId: row.code },
            { receiptableType: DEPOSIT_REFERENCE_TYPE, receiptableId: input.reference },
          ],
        },
      ),
    )
    const closed = await close(tx, row, 'paid', payout.id, staff.uid, {
      bankReference: input.reference,
      staffNote: input.note ?? null,
    })
    const deliveries = await insertNotifications({ db: tx }, [
      {
        userId: row.userId,
        content: {
          wallet: {
            event: 'withdrawal_paid',
            amount: row.amount,
            currency_id: 'VND',
            reference: input.reference,
          },
        },
      },
    ])
    return { row: closed, deliveries }
  })
}

/** Staff will not pay it (say why: the customer reads it): the held amount is available again. */
export function rejectWithdrawal(
  ctx: RequestContext,
  id: number,
  input: WithdrawalRejectInput,
): Promise<Withdrawal> {
  const staff = requireStaff(ctx)
  return settle(ctx, id, null, async (tx, row) => {
    const release = await post(
      tx,
      withdrawalPosting(
        row,
        'withdrawal_release',
        { amount: 0, availableAmount: row.amount },
        { note: input.note, createdBy: staff.uid },
      ),
    )
    const closed = await close(tx, row, 'rejected', release.id, staff.uid, {
      staffNote: input.note,
    })
    const deliveries = await insertNotifications({ db: tx }, [
      {
        userId: row.userId,
        content: {
          wallet: {
            event: 'withdrawal_rejected',
            amount: row.amount,
            currency_id: 'VND',
            reference: row.code,
          },
        },
      },
    ])
    return { row: closed, deliveries }
  })
}
