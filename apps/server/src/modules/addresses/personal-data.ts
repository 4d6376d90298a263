import type { Address } from '@kaimono/contracts'
import { asc, eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { addresses } from './schema.ts'
import { present } from './service.ts'

/** Issue 22: a customer's address book, for their data download. */
export async function addressesOf(ctx: DbContext, uid: string): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, uid))
    .orderBy(asc(addresses.id))
  return present(ctx.db, rows)
}

/** Issue 22: a deleted account's address book goes (orders keep what they were shipped to). */
export async function eraseAddresses(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(addresses).where(eq(addresses.userId, uid))
}
