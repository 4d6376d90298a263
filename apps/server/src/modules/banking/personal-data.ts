import { asc, eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { bankTransfers } from './schema.ts'

/**
 * Issue 22: the bank transfers posted to the customer, oldest first, as the bank reported them
 * (the content they wrote, the bank's reference): part of their data download. They stay after
 * the account is deleted, as the ledger does (accounting).
 */
export async function transfersOfCustomer(ctx: DbContext, uid: string) {
  const rows = await ctx.db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.userId, uid))
    .orderBy(asc(bankTransfers.id))
  return rows.map((row) => ({
    provider: row.provider,
    reference: row.reference,
    bank: row.bank,
    amount: row.amount,
    content: row.content,
    transferred_at: row.transferredAt.toISOString(),
    status: row.status,
    paid_orders: row.paidOrders,
  }))
}
