/** The withdrawal form's fields, each with its error under it. */
export type WithdrawField = 'amount' | 'bank_bin' | 'account_number' | 'account_name'

/** What one post of the wallet page's withdrawal panel came to (a request, or a cancel). */
export type WithdrawResult =
  | { intent: 'withdraw'; ok: true; code: string }
  | {
      intent: 'withdraw'
      ok: false
      message: string
      errors: Partial<Record<WithdrawField, string[]>>
      /** What was sent, so a page rendered again (no JavaScript) keeps the customer's typing. */
      values: Record<WithdrawField, string>
    }
  | { intent: 'cancel'; ok: true; code: string }
  | { intent: 'cancel'; ok: false; message: string }
