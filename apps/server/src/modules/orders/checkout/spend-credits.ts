import type { OrderPrice } from '@kaimono/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { spendInvitationCredits, unusedInvitationCredits } from '../../invitations/index.ts'

export type Credit = { id: number; creditVnd: number }

/**
 * The customer's earned, unused invitation credits (ADR 012), oldest first, locked until the
 * order's transaction ends: two orders at once cannot both spend one.
 */
export function creditsToSpend(ctx: RequestContext, uid: string): Promise<Credit[]> {
  return unusedInvitationCredits(ctx, uid).for('update')
}

/** Step 4: the credits the price used (the oldest first) are spent on the order, once. */
export async function spendCredits(
  ctx: RequestContext,
  credits: readonly Credit[],
  price: Pick<OrderPrice, 'invitation_credits_used'>,
  orderId: number,
): Promise<void> {
  const spent = credits.slice(0, price.invitation_credits_used).map((credit) => credit.id)
  await spendInvitationCredits(ctx, spent, orderId)
}
