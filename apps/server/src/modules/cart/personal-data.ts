import { eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { cartLines } from './schema.ts'

/** Issue 22: a deleted account's cart is emptied. */
export async function eraseCart(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(cartLines).where(eq(cartLines.userId, uid))
}
