import {
  type ActivateInvitationInput,
  customerIdFromInvitationCode,
  INVITATION_CREDIT_VND,
  type InvitationActivation,
  type InvitationSummary,
  invitationCode,
} from '@kaimono/contracts'
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { Invalid } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser, userIdOfCustomer } from '../accounts/index.ts'
import { invitationActivations } from './schema.ts'

type Row = typeof invitationActivations.$inferSelect

const toActivation = (row: Row): InvitationActivation => ({
  id: row.id,
  created_at: unixSeconds(row.createdAt),
  credit_vnd: row.creditVnd,
  earned: row.earnedAt !== null,
  used: row.usedAt !== null,
})

/**
 * Enters someone's invitation code. An unknown code, one's own, a second code for the same
 * account or from the same device all get the one message of §8, so codes cannot be probed.
 */
export async function activateInvitation(
  ctx: RequestContext,
  input: ActivateInvitationInput,
): Promise<InvitationActivation> {
  const user = requireUser(ctx)
  const refused = new Invalid({ code: ['invitation.invalid'] }, 'invitation.invalid')

  const ownerNumber = customerIdFromInvitationCode(input.code)
  if (ownerNumber === null || ownerNumber === user.id) throw refused
  const ownerId = await userIdOfCustomer(ctx, ownerNumber, { active: true })
  if (!ownerId) throw refused

  // The unique invitee and device columns settle concurrent and repeated attempts.
  const [row] = await ctx.db
    .insert(invitationActivations)
    .values({
      ownerId,
      inviteeId: user.uid,
      deviceId: input.device_id,
      creditVnd: INVITATION_CREDIT_VND,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw refused
  return toActivation(row)
}

export async function invitationSummary(ctx: RequestContext): Promise<InvitationSummary> {
  const user = requireUser(ctx)
  const [rows, entered] = await Promise.all([
    ctx.db
      .select()
      .from(invitationActivations)
      .where(eq(invitationActivations.ownerId, user.uid))
      .orderBy(desc(invitationActivations.createdAt), desc(invitationActivations.id)),
    ctx.db
      .select({ id: invitationActivations.id })
      .from(invitationActivations)
      .where(eq(invitationActivations.inviteeId, user.uid)),
  ])
  return {
    code: invitationCode(user.id),
    activations: rows.map(toActivation),
    unused_credit_vnd: rows
      .filter((row) => row.earnedAt && !row.usedAt)
      .reduce((sum, row) => sum + row.creditVnd, 0),
    entered_code: entered.length > 0,
  }
}

/**
 * ADR 012: the credit for entering a code is earned when the invited customer's first order is
 * paid, not when the code is entered (a fresh account costs nothing; a paid order does). Runs in
 * the transaction that moves the order to Paid; a later paid order finds it earned already.
 */
export async function earnInvitationCredit(
  ctx: DbContext,
  order: { id: number; userId: string },
): Promise<void> {
  await ctx.db
    .update(invitationActivations)
    .set({ earnedAt: sql`now()`, earnedOrderId: order.id })
    .where(
      and(
        eq(invitationActivations.inviteeId, order.userId),
        isNull(invitationActivations.earnedAt),
      ),
    )
}

/**
 * A cancelled order earns nothing: the credit it earned goes back to waiting for the invited
 * customer's next paid order, unless the owner has spent it already.
 */
export async function withdrawInvitationCredit(
  ctx: DbContext,
  order: { id: number; userId: string },
): Promise<void> {
  await ctx.db
    .update(invitationActivations)
    .set({ earnedAt: null, earnedOrderId: null })
    .where(
      and(
        eq(invitationActivations.inviteeId, order.userId),
        eq(invitationActivations.earnedOrderId, order.id),
        isNull(invitationActivations.usedOrderId),
      ),
    )
}

/** Earned and unspent invitation credits of a code's owner, oldest first (§9). */
export function unusedInvitationCredits(ctx: DbContext, ownerId: string) {
  return ctx.db
    .select({ id: invitationActivations.id, creditVnd: invitationActivations.creditVnd })
    .from(invitationActivations)
    .where(
      and(
        eq(invitationActivations.ownerId, ownerId),
        isNotNull(invitationActivations.earnedAt),
        isNull(invitationActivations.usedOrderId),
      ),
    )
    .orderBy(asc(invitationActivations.earnedAt), asc(invitationActivations.id))
}

/** Spends these credits on an order, in the order's transaction (checkout). */
export async function spendInvitationCredits(
  ctx: DbContext,
  ids: readonly number[],
  orderId: number,
): Promise<void> {
  if (ids.length === 0) return
  await ctx.db
    .update(invitationActivations)
    .set({ usedOrderId: orderId, usedAt: sql`now()` })
    .where(inArray(invitationActivations.id, [...ids]))
}
