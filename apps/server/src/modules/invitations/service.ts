import {
  type ActivateInvitationInput,
  customerIdFromInvitationCode,
  INVITATION_CREDIT_VND,
  type InvitationActivation,
  type InvitationSummary,
  invitationCode,
} from '@kaimono/contracts'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { unixSeconds } from '../../platform/time.ts'
import { users } from '../accounts/schema.ts'
import { requireUser } from '../accounts/service.ts'
import { invitationActivations } from './schema.ts'

type Row = typeof invitationActivations.$inferSelect

const toActivation = (row: Row): InvitationActivation => ({
  id: row.id,
  created_at: unixSeconds(row.createdAt),
  credit_vnd: row.creditVnd,
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
  const message = translate(ctx.lang, 'invitation.invalid')
  const refused = new HttpError(422, message, { code: [message] })

  const ownerNumber = customerIdFromInvitationCode(input.code)
  if (ownerNumber === null || ownerNumber === user.id) throw refused
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerNumber, ownerNumber), isNull(users.disabledAt)))
  if (!owner) throw refused

  // The unique invitee and device columns settle concurrent and repeated attempts.
  const [row] = await ctx.db
    .insert(invitationActivations)
    .values({
      ownerId: owner.id,
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
      .filter((row) => !row.usedAt)
      .reduce((sum, row) => sum + row.creditVnd, 0),
    entered_code: entered.length > 0,
  }
}
