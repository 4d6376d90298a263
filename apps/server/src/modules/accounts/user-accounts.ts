import { eq } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import type { createAuth } from './auth.ts'
import { accounts, users } from './schema.ts'

type Role = 'customer' | 'staff' | 'admin'

type AuthContext = Awaited<ReturnType<typeof createAuth>['$context']>

/**
 * `npm run user:create`: makes the verified email account, or brings an existing one to this
 * role, name and password.
 */
export async function upsertPasswordAccount(
  { db }: DbContext,
  context: AuthContext,
  account: { email: string; password: string; role: Role; name?: string | undefined },
): Promise<string> {
  const { email, password, role } = account
  const name = account.name ?? email.split('@')[0] ?? email
  {
    const hash = await context.password.hash(password)
    const [existing] = await db.select().from(users).where(eq(users.email, email))
    if (existing) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ role, name, emailVerified: true })
          .where(eq(users.id, existing.id))
        await tx.update(accounts).set({ password: hash }).where(eq(accounts.userId, existing.id))
      })
      return `updated ${role} ${email} (customer number ${existing.customerNumber})`
    }
    const user = await context.internalAdapter.createUser(
      { email, name, emailVerified: true },
      { method: 'admin' },
    )
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    })
    const [row] = await db.update(users).set({ role }).where(eq(users.id, user.id)).returning()
    return `created ${role} ${email} (customer number ${row?.customerNumber})`
  }
}
