import type { Lang, SessionUser, UpdateUserInput, UserInfo } from '@kaimono/contracts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Forbidden, NotFound, Unauthenticated } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { accountChanged } from './account-changes.ts'
import { roleCovers } from './roles.ts'
import { sessions, users } from './schema.ts'

type UserRow = typeof users.$inferSelect

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.customerNumber ?? 0,
    uid: row.id,
    name: row.name,
    email: row.email,
    tel: row.tel,
    displayName: row.name,
    photoURL: row.image,
    emailVerified: row.emailVerified,
    role: row.role,
  }
}

export function toSessionUser(
  row: Pick<UserRow, 'customerNumber' | 'id' | 'name' | 'email' | 'role'>,
): SessionUser {
  return {
    id: row.customerNumber ?? 0,
    uid: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
  }
}

/** The caller, or a 401: every customer resource starts here (§6). */
export function requireUser(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw new Unauthenticated()
  return ctx.user
}

/** ARCHITECTURE §3: a user id in a path must be the signed-in user's, else 403. */
export function requireSelf(ctx: RequestContext, customerNumber: number): SessionUser {
  const user = requireUser(ctx)
  if (user.id !== customerNumber) throw new Forbidden()
  return user
}

export async function getOwnUser(ctx: RequestContext): Promise<UserInfo> {
  const user = requireUser(ctx)
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.uid))
  if (!row) throw new Unauthenticated()
  return toUserInfo(row)
}

export async function updateOwnUser(
  ctx: RequestContext,
  customerNumber: number,
  input: UpdateUserInput,
): Promise<UserInfo> {
  const user = requireSelf(ctx, customerNumber)
  const [row] = await ctx.db
    .update(users)
    .set({
      name: input.name,
      ...(input.tel !== undefined && { tel: input.tel }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.uid))
    .returning()
  if (!row) throw new Unauthenticated()
  accountChanged(user.uid)
  return toUserInfo(row)
}

/** Staff and admins only (§6 roles), else 403. */
/** §6: staff and admins (an admin may do what staff may). */
export const isStaff = (user: SessionUser | null): boolean =>
  user !== null && roleCovers(user.role, 'staff')

export function requireStaff(ctx: RequestContext): SessionUser {
  const user = requireUser(ctx)
  if (!isStaff(user)) throw new Forbidden()
  return user
}

/** Disables an account and revokes its sessions: its next request is anonymous (a 401). */
export async function disableUser(ctx: DbContext, uid: string): Promise<UserRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabledAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, uid))
      .returning()
    await tx.delete(sessions).where(eq(sessions.userId, uid))
    if (!row) throw new Error(`no user ${uid}`)
    return row
  })
  accountChanged(uid)
  return row
}

/** A staff action: disable the account with this customer number. */
export async function disableCustomer(
  ctx: RequestContext,
  customerNumber: number,
): Promise<UserInfo> {
  requireStaff(ctx)
  const [target] = await ctx.db.select().from(users).where(eq(users.customerNumber, customerNumber))
  if (!target) throw new NotFound()
  return toUserInfo(await disableUser(ctx, target.id))
}

/** The user id of the customer with this number; with `active`, only if not disabled. */
export async function userIdOfCustomer(
  ctx: DbContext,
  customerNumber: number,
  { active }: { active: boolean },
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.customerNumber, customerNumber), active ? isNull(users.disabledAt) : undefined),
    )
  return row?.id ?? null
}

/**
 * The names and pictures other customers see (reviewers, bidders), by user id (names stored
 * before issue 14 may be huge: cut).
 */
export async function publicProfiles(
  ctx: DbContext,
  uids: readonly string[],
): Promise<Map<string, { name: string; image: string | null }>> {
  if (uids.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: users.id, name: sql<string>`left(${users.name}, 400)`, image: users.image })
    .from(users)
    .where(inArray(users.id, [...new Set(uids)]))
  return new Map(rows.map(({ id, ...profile }) => [id, profile]))
}

/**
 * How staff reach these users: name, email and customer number (the support desk's view; never
 * shown to other customers).
 */
export async function contactsOf(
  ctx: DbContext,
  uids: readonly string[],
): Promise<
  Map<string, { name: string; email: string; customerNumber: number; lang: Lang | null }>
> {
  if (uids.length === 0) return new Map()
  const rows = await ctx.db
    .select({
      id: users.id,
      name: sql<string>`left(${users.name}, 400)`,
      email: users.email,
      customerNumber: users.customerNumber,
      lang: users.lang,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(uids)]))
  return new Map(rows.map(({ id, ...contact }) => [id, contact]))
}

/**
 * A demo account without a password (nobody can sign in as it), made once; its customer number.
 */
export async function ensureDemoUser(
  ctx: DbContext,
  user: { id: string; name: string; email: string; lang: Lang },
): Promise<number> {
  await ctx.db
    .insert(users)
    .values({ ...user, emailVerified: true })
    .onConflictDoNothing()
  const [row] = await ctx.db
    .select({ customerNumber: users.customerNumber })
    .from(users)
    .where(eq(users.id, user.id))
  return row?.customerNumber ?? 0
}
