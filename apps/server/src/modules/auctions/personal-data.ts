import { eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { auctionPermissions } from './schema.ts'

/**
 * Issue 22: a deleted account's auction permission requests go, with the phone number and
 * email they were made with (the privacy notice); its bids stay with the auctions they made.
 */
export async function eraseAuctionContacts(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(auctionPermissions).where(eq(auctionPermissions.userId, uid))
}
