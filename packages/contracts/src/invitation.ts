import { z } from './zod.ts'

const A = 'A'.charCodeAt(0)

/**
 * §5/§9: the invitation code shown for a customer number. The digit at 0-based position i
 * becomes the letter A + ((digit + i) mod 26); a hyphen becomes its position number.
 */
export function invitationCode(customerId: number | string): string {
  return [...String(customerId)]
    .map((char, i) => {
      if (char === '-') return String(i)
      const digit = Number(char)
      if (!Number.isInteger(digit)) throw new Error(`not a customer number: ${customerId}`)
      return String.fromCharCode(A + ((digit + i) % 26))
    })
    .join('')
}

/**
 * The customer number behind a code, or null when the code is not one that
 * `invitationCode` makes for a positive customer number.
 */
export function customerIdFromInvitationCode(code: string): number | null {
  const normalized = code.trim().toUpperCase()
  if (!/^[A-Z]{1,9}$/.test(normalized)) return null
  const digits = [...normalized].map((letter, i) => (letter.charCodeAt(0) - A - i + 26 * 2) % 26)
  if (digits.some((digit) => digit > 9) || digits[0] === 0) return null
  return Number(digits.join(''))
}

/** §9: each activated code takes this much off the owner's next shipping fee. */
export const INVITATION_CREDIT_VND = 20_000

export const ActivateInvitationInput = z.object({
  code: z.string().trim().min(1, 'validation.required').max(20, 'invitation.invalid'),
  // A random id the browser keeps in localStorage: one activation per device (§5).
  device_id: z.string().regex(/^[\w-]{8,100}$/, 'invitation.invalid'),
})
export type ActivateInvitationInput = z.infer<typeof ActivateInvitationInput>

export const InvitationActivation = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  credit_vnd: z.number().int(),
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
