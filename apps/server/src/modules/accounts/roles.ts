import type { SessionUser } from '@kaimono/contracts'
import type { Roles } from '../../platform/http/auth.ts'

type Role = SessionUser['role']

/** §6 roles from the least allowed: each may do all that the ones before it may. */
const RANKS: readonly Role[] = ['customer', 'staff', 'admin']

/** Whether a user with the role `held` may do what `needed` allows. */
export const roleCovers = (held: Role, needed: Role): boolean =>
  RANKS.indexOf(held) >= RANKS.indexOf(needed)

/** The roles of the request's signed-in user, for the platform's route guards. */
export const accountRoles: Roles<Role> = {
  of: (req) => req.ctx.user?.role ?? null,
  covers: roleCovers,
}
