import type { Lang } from '@kaimono/contracts'
import { createEmailVerificationToken, isAPIError } from 'better-auth/api'
import type { Config } from '../../platform/config.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { existingAccountMail } from './mail.ts'

type ExistingUser = { id: string; email: string; name: string; emailVerified: boolean } & Record<
  string,
  unknown
>

/**
 * Issue 14: a sign-up with an address that already has an account must answer exactly like a
 * new one (Better Auth does so when email verification is required), and the mail it causes
 * goes to the owner: the verification link again while the account is unconfirmed (as a new
 * sign-up would get), else a note saying how to sign in or reset the password. Nothing about
 * the account changes.
 */
export function existingSignUp(options: {
  config: Config
  mailer: Mailer
  secret: string
  langOf: (user: Record<string, unknown>) => Lang
  sendVerificationEmail: (data: { user: ExistingUser; url: string }) => Promise<void>
}) {
  const { config, mailer, secret, langOf, sendVerificationEmail } = options
  return async ({ user }: { user: ExistingUser }, request?: Request) => {
    if (!user.emailVerified) {
      const token = await createEmailVerificationToken(secret, user.email, undefined, 60 * 60, {
        userId: user.id,
      })
      const callbackURL = encodeURIComponent(await callbackURLOf(request))
      const url = `${config.PUBLIC_URL}/api/auth/verify-email?token=${token}&callbackURL=${callbackURL}`
      await sendVerificationEmail({ user, url })
      return
    }
    const lang = langOf(user)
    await mailer.send({
      to: user.email,
      lang,
      tag: 'existing-account',
      ...existingAccountMail(lang, {
        name: user.name,
        brand: config.BRAND_NAME,
        signInUrl: `${config.PUBLIC_URL}/login`,
        resetUrl: `${config.PUBLIC_URL}/forget-password`,
      }),
    })
  }
}

/** The callbackURL the sign-up asked for (already checked by the endpoint), else `/`. */
async function callbackURLOf(request: Request | undefined): Promise<string> {
  try {
    const type = request?.headers.get('content-type') ?? ''
    const value = type.includes('application/json')
      ? ((await request?.json()) as { callbackURL?: unknown } | undefined)?.callbackURL
      : (await request?.formData())?.get('callbackURL')
    return typeof value === 'string' && value ? value : '/'
  } catch {
    return '/'
  }
}

/**
 * The answer to every sign-up that went through, new address or not: Better Auth's answer
 * carries the user (a stored one, or a made-up one for an existing address), whose fields and
 * timing of creation could tell the two apart.
 */
export function sameSignUpAnswer(ctx: {
  context: { returned?: unknown }
  json: (body: { status: true }) => unknown
}) {
  if (ctx.context.returned === undefined || isAPIError(ctx.context.returned)) return
  return ctx.json({ status: true })
}
