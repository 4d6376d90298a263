import { and, eq, sql } from 'drizzle-orm'
import { TooMany } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { orders } from '../schema.ts'

/** The window of ORDER_RATE_LIMIT (docs/configuration.md). */
const ORDER_RATE_WINDOW_SECONDS = 600

/**
 * Issue 14: at most `max` new orders per customer in ORDER_RATE_WINDOW_SECONDS (a script once
 * made 40 in 1.4 s). Counted from the customer's own orders under their cart lock, so it is
 * exact across processes and restarts, and a replayed request (same key) costs nothing.
 */
export async function holdBackBursts(ctx: RequestContext, uid: string, max: number) {
  const [recent] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      retryAfter: sql<number>`ceil(extract(epoch from min(${orders.createdAt}) + make_interval(secs => ${ORDER_RATE_WINDOW_SECONDS}) - now()))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        sql`${orders.createdAt} > now() - make_interval(secs => ${ORDER_RATE_WINDOW_SECONDS})`,
      ),
    )
  if ((recent?.n ?? 0) < max) return
  throw new TooMany(Math.max(1, recent?.retryAfter ?? ORDER_RATE_WINDOW_SECONDS))
}
