import { line } from './text.ts'
import { z } from './zod.ts'

export {
  customerIdFromInvitationCode,
  INVITATION_CREDIT_VND,
  invitationCode,
} from './invitation-code.ts'

export const ActivateInvitationInput = z.object({
  code: line().min(1, 'validation.required').max(20, 'invitation.invalid'),
  // A random id the browser keeps in localStorage: one activation per device (§5).
  device_id: z.string().regex(/^[\w-]{8,100}$/, 'invitation.invalid'),
})
export type ActivateInvitationInput = z.infer<typeof ActivateInvitationInput>

export const InvitationActivation = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  credit_vnd: z.number().int(),
  /** ADR 012: earned once the invited customer's first order is paid. */
  earned: z.boolean(),
  used: z.boolean(),
})
export type InvitationActivation = z.infer<typeof InvitationActivation>

/** The caller's own code, who activated it, the credit left, and whether they entered one. */
export const InvitationSummary = z.object({
  code: z.string(),
  activations: z.array(InvitationActivation),
  unused_credit_vnd: z.number().int(),
  entered_code: z.boolean(),
})
export type InvitationSummary = z.infer<typeof InvitationSummary>
