import { asc, eq, or } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { accounts, sessions, signInAddresses, users, verifications } from './schema.ts'

/** Issue 22: what a customer's data download says of their account. */
export async function accountRecord(ctx: DbContext, uid: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, uid))
  if (!user) throw new Error(`no user ${uid}`)
  const [methods, signedIn] = await Promise.all([
    ctx.db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, uid))
      .orderBy(asc(accounts.createdAt)),
    ctx.db
      .select({
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, uid))
      .orderBy(asc(sessions.createdAt)),
  ])
  return {
    profile: {
      customer_number: user.customerNumber,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerified,
      tel: user.tel,
      picture: user.image,
      language: user.lang,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      // 'credential' is the email and password; the others are the identity providers.
      sign_in_methods: methods.map((method) => ({
        provider: method.provider,
        linked_at: method.createdAt.toISOString(),
      })),
    },
    sessions: signedIn.map((session) => ({
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })),
  }
}

/** The address a deleted account's row keeps: unique, and no mail can ever reach it. */
export const tombstoneEmail = (customerNumber: number | null, uid: string) =>
  `deleted-${customerNumber ?? uid}@deleted.invalid`

/**
 * Issue 22: the account's personal data goes and its row stays, as a tombstone the orders and
 * the wallet's ledger still point to: "Deleted user #N", an address under the reserved
 * `.invalid` domain, no phone or picture, disabled; every session, sign-in method (password
 * hash, Google/Apple link), pending token and sign-in address hash is deleted. Run it in the
 * deletion's transaction; tell of the change (`accountChanged`) once it commits.
 */
export async function eraseAccount(ctx: DbContext, uid: string): Promise<void> {
  const [user] = await ctx.db
    .select({ customerNumber: users.customerNumber, email: users.email })
    .from(users)
    .where(eq(users.id, uid))
    .for('update')
  if (!user) throw new Error(`no user ${uid}`)
  await ctx.db.delete(sessions).where(eq(sessions.userId, uid))
  await ctx.db.delete(accounts).where(eq(accounts.userId, uid))
  await ctx.db.delete(signInAddresses).where(eq(signInAddresses.userId, uid))
  // Password reset tokens name the user; verification tokens are signed, not stored.
  await ctx.db
    .delete(verifications)
    .where(or(eq(verifications.value, uid), eq(verifications.identifier, user.email)))
  await ctx.db
    .update(users)
    .set({
      name: `Deleted user #${user.customerNumber ?? ''}`.trim(),
      email: tombstoneEmail(user.customerNumber, uid),
      emailVerified: false,
      image: null,
      tel: null,
      disabledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, uid))
}
