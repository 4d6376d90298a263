/** The forms of /customer/user-info (issue 22); each shows only its own outcome. */
export type AccountForm = 'profile' | 'email' | 'password' | 'sessions' | 'delete'

/** What one submission came to; `notice` and `message` are already in the page's language. */
export type SelfServiceResult =
  | { form: AccountForm; ok: true; notice: string }
  | {
      form: AccountForm
      ok: false
      message: string
      errors: Record<string, string[] | undefined>
      /** What was typed (never a password), so a page rendered again keeps it. */
      values?: Record<string, string>
    }
