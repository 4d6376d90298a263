import { idText } from './ids.ts'
import { CONTROL_CHARACTERS_MESSAGE, isCleanLine, line } from './text.ts'
import { z } from './zod.ts'

// Issue 22 item 4: what a customer changes of their own account on /customer/user-info.

/** Better Auth's bounds (emailAndPassword.minPasswordLength; its default maximum). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * A password as typed: never trimmed (spaces may be part of it), never logged; like every text
 * of the API it refuses control characters (issue 14), which no keyboard types into a password.
 */
const typedPassword = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(PASSWORD_MAX, 'validation.tooLong')
  .refine(isCleanLine, CONTROL_CHARACTERS_MESSAGE)

export const ChangePasswordInput = z.object({
  current_password: typedPassword,
  new_password: z
    .string('validation.required')
    .min(PASSWORD_MIN, 'validation.passwordTooShort')
    .max(PASSWORD_MAX, 'validation.tooLong')
    .refine(isCleanLine, CONTROL_CHARACTERS_MESSAGE),
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>

export const ChangeEmailInput = z.object({
  new_email: line('validation.required')
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email'))
    .transform((email) => email.toLowerCase()),
  /** The current password; an account that signs in only with Google or Apple has none. */
  password: typedPassword.optional(),
})
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>

export const EmailChangeRequested = z.object({ new_email: z.string() })

/** One of the customer's signed-in browsers or apps. */
export const AccountSession = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Chrome · Android"); null when unknown. */
  device: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** Unix seconds: signed in, last seen (to the day: the session is refreshed once a day). */
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  expires_at: z.number().int(),
  /** The session this request was made with. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSession>
export const AccountSessionList = z.object({ data: z.array(AccountSession) })

export const SignedOutSessions = z.object({ signed_out: z.number().int() })

export const SessionParams = z.object({
  id: idText(),
  sessionId: z.string().min(1).max(64),
})

export const DeleteAccountInput = z.object({
  /** Required when the account has a password; otherwise the session must be a fresh sign-in. */
  password: typedPassword.optional(),
})
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>
export const AccountDeleted = z.object({ deleted: z.literal(true) })
