import type {
  AuctionSupplier,
  PermissionRequest,
  PermissionRequestInput,
  PermissionState,
  StaffPermissionRequest,
} from '@kaimono/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { perDatabase } from '../../platform/db/per-database.ts'
import { Conflict, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireSelf, requireStaff } from '../accounts/index.ts'
import { insertNotifications, publishNotifications } from '../notifications/index.ts'
import { auctionPermissions } from './schema.ts'

type Row = typeof auctionPermissions.$inferSelect

export const toPermissionRequest = (row: Row): PermissionRequest => ({
  id: row.id,
  supplier_name: row.supplier as AuctionSupplier,
  tel: row.tel,
  status: row.status as PermissionState,
  created_at: unixSeconds(row.createdAt),
  decided_at: row.decidedAt ? unixSeconds(row.decidedAt) : null,
})

/** Grants kept per process: at most this many, then the set starts again. */
const GRANTS_KEPT = 100_000

/**
 * Customers known to be granted (`uid supplier`), per database. A grant is final (staff decide
 * only pending requests; asking again keeps a granted one), so every bid after the first reads
 * no permission. A way to take a grant back must clear this in every process.
 */
const grants = perDatabase(() => new Set<string>())

/** Whether staff have granted the customer (uid) bidding through `supplier`. */
export async function hasPermission(
  db: Database,
  uid: string,
  supplier: AuctionSupplier,
): Promise<boolean> {
  const kept = grants.of(db)
  const key = `${uid} ${supplier}`
  if (kept.has(key)) return true
  const [row] = await db
    .select({ status: auctionPermissions.status })
    .from(auctionPermissions)
    .where(and(eq(auctionPermissions.userId, uid), eq(auctionPermissions.supplier, supplier)))
  if (row?.status !== 'granted') return false
  if (kept.size >= GRANTS_KEPT) kept.clear()
  kept.add(key)
  return true
}

/** §7 check-user-permission: the caller's own (user_id must be theirs: another's is a 403). */
export async function checkPermission(
  ctx: RequestContext,
  customerNumber: number,
  supplier: AuctionSupplier,
): Promise<boolean> {
  const user = requireSelf(ctx, customerNumber)
  return hasPermission(ctx.db, user.uid, supplier)
}

/**
 * §7 request-permission/create: the customer asks to bid through a supplier, giving a phone
 * number staff call within 24 hours. Asking again while pending updates the number; a denied
 * customer asking again is pending again; a granted one stays granted. The email is the
 * account's (the `slug` sent is not trusted).
 */
export async function requestPermission(
  ctx: RequestContext,
  input: PermissionRequestInput,
): Promise<PermissionRequest> {
  const user = requireSelf(ctx, input.user_id)
  const granted = sql`${auctionPermissions.status} = 'granted'`
  const [row] = await ctx.db
    .insert(auctionPermissions)
    .values({
      userId: user.uid,
      supplier: input.supplier_name,
      tel: input.tel,
      email: user.email,
      deviceToken: input.device_token ?? null,
    })
    .onConflictDoUpdate({
      target: [auctionPermissions.userId, auctionPermissions.supplier],
      set: {
        tel: input.tel,
        email: user.email,
        deviceToken: sql`coalesce(excluded.device_token, ${auctionPermissions.deviceToken})`,
        status: sql`case when ${granted} then 'granted' else 'pending' end`,
        createdAt: sql`case when ${granted} then ${auctionPermissions.createdAt} else now() end`,
        decidedAt: sql`case when ${granted} then ${auctionPermissions.decidedAt} else null end`,
        decidedBy: sql`case when ${granted} then ${auctionPermissions.decidedBy} else null end`,
      },
    })
    .returning()
  if (!row) throw new Error('the permission request was not written')
  return toPermissionRequest(row)
}

/** Staff: the requests in a state, oldest first (the console's queue). */
export async function listPermissionRequests(
  ctx: RequestContext,
  status: PermissionState,
): Promise<StaffPermissionRequest[]> {
  requireStaff(ctx)
  const rows = await ctx.db
    .select()
    .from(auctionPermissions)
    .where(eq(auctionPermissions.status, status))
    .orderBy(asc(auctionPermissions.createdAt), asc(auctionPermissions.id))
    .limit(200)
  return rows.map((row) => ({
    ...toPermissionRequest(row),
    customer: { uid: row.userId, email: row.email },
  }))
}

/**
 * Staff grant or deny a pending request (a request decided already is a 409: two staff
 * answering one call decide once). The customer is told in the bell, live.
 */
export async function decidePermission(
  ctx: RequestContext,
  id: number,
  decision: 'granted' | 'denied',
): Promise<PermissionRequest> {
  const staff = requireStaff(ctx)
  const { row, deliveries } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(auctionPermissions)
      .set({ status: decision, decidedAt: sql`now()`, decidedBy: staff.uid })
      .where(and(eq(auctionPermissions.id, id), eq(auctionPermissions.status, 'pending')))
      .returning()
    if (!updated) {
      const [exists] = await tx
        .select({ id: auctionPermissions.id })
        .from(auctionPermissions)
        .where(eq(auctionPermissions.id, id))
      if (!exists) throw new NotFound()
      throw new Conflict('auction.permissionDecided')
    }
    const deliveries = await insertNotifications({ db: tx }, [
      {
        userId: updated.userId,
        content: {
          auction: {
            event: decision === 'granted' ? 'permission_granted' : 'permission_denied',
            item_id: null,
            name: null,
            price: null,
            supplier: updated.supplier as AuctionSupplier,
          },
        },
      },
    ])
    return { row: updated, deliveries }
  })
  await publishNotifications(ctx, deliveries)
  return toPermissionRequest(row)
}
