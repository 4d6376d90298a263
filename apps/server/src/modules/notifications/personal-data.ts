import { eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { notifications } from './schema.ts'

/** Issue 22: a deleted account's notifications (the bell, a box's history as sent) go. */
export async function eraseNotifications(ctx: DbContext, uid: string): Promise<void> {
  await ctx.db.delete(notifications).where(eq(notifications.userId, uid))
}
