import { eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { forgetNoticeChannels } from './channels.ts'
import { notifications } from './schema.ts'

/**
 * Issue 22: a deleted account's notifications (the bell, a box's history as sent) go, with the
 * browsers that received its push notices and its choice of channels.
 */
export async function eraseNotifications(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(notifications).where(eq(notifications.userId, uid))
  await forgetNoticeChannels(ctx, uid)
}
