import type {
  AccountSession,
  ChangeEmailInput,
  ChangePasswordInput,
  SessionUser,
} from '@kaimono/contracts'
import { APIError } from 'better-auth/api'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import {
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  TooMany,
  Unauthenticated,
} from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { fixedWindowLimiter } from '../../platform/rate-limit.ts'
import { unixSeconds } from '../../platform/time.ts'
import { accountChanged } from './account-changes.ts'
import type { Auth } from './auth.ts'
import { deviceOf } from './device.ts'
import { accounts, sessions } from './schema.ts'
import { requireSelf } from './service.ts'

/**
 * Issue 22: a social-only account (Google, Apple, SSO) has no password to confirm a deletion or
 * an email change with; a sign-in made within this long stands in for it.
 */
export const FRESH_SIGN_IN_MS = 10 * 60_000

/**
 * Password checks a stolen session could use to guess the password with: 10 in 15 minutes per
 * account. Email changes mail an address the caller chose: 3 in 10 minutes per account.
 */
const PASSWORD_CHECKS = { window: 900, max: 10 }
const EMAIL_CHANGES = { window: 600, max: 3 }

/** Where the link in the new address's mail leads once the address is confirmed. */
const EMAIL_CHANGED_PATH = '/customer/user-info?email=changed'

export type SelfService = ReturnType<typeof selfService>

/**
 * What a customer changes of their own account through Kaimono's API (Better Auth's endpoints
 * for these stay switched off, issue 14): password, email, sessions, and the identity check a
 * deletion asks for. `headers` are the request's (its session cookie or bearer token).
 */
export function selfService(auth: Auth, now: () => number = Date.now) {
  const limiter = fixedWindowLimiter(now)
  const limit = async (key: string, rule: { window: number; max: number }) => {
    const { allowed, retryAfter } = await limiter.consume(key, rule)
    if (!allowed) throw new TooMany(retryAfter ?? undefined)
  }

  /** The session the request was made with (none for a short-lived API token). */
  const currentSession = async (headers: Headers) => {
    const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
    return found?.session ?? null
  }

  const passwordHash = async (ctx: RequestContext, uid: string) => {
    const [credential] = await ctx.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, uid), eq(accounts.providerId, 'credential')))
    return credential?.password ?? null
  }

  /**
   * The caller proves it is the account's owner: its password when it has one (a 422 on
   * `password` otherwise), else a sign-in within FRESH_SIGN_IN_MS (a 403 asking to sign in again).
   */
  async function confirmIdentity(
    ctx: RequestContext,
    headers: Headers,
    password: string | undefined,
  ): Promise<SessionUser> {
    const user = ctx.user
    if (!user) throw new Unauthenticated()
    await limit(`confirm:${user.uid}`, PASSWORD_CHECKS)
    const hash = await passwordHash(ctx, user.uid)
    if (hash) {
      if (!password) throw new Invalid({ password: ['validation.required'] })
      const { password: hasher } = await auth.$context
      if (!(await hasher.verify({ hash, password }))) {
        throw new Invalid({ password: ['account.wrongPassword'] })
      }
      return user
    }
    const session = await currentSession(headers)
    if (!session || now() - new Date(session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
      throw new Forbidden('account.signInAgain')
    }
    return user
  }

  /**
   * Changes the password after checking the current one and signs out every other session
   * (Better Auth's changePassword with revokeOtherSessions): the caller gets a new session, whose
   * cookie and bearer token are in the returned headers.
   */
  async function changePassword(
    ctx: RequestContext,
    headers: Headers,
    customerNumber: number,
    input: ChangePasswordInput,
  ): Promise<Headers> {
    const user = requireSelf(ctx, customerNumber)
    await limit(`confirm:${user.uid}`, PASSWORD_CHECKS)
    if (!(await passwordHash(ctx, user.uid))) throw new Conflict('account.noPassword')
    try {
      const answer = await auth.api.changePassword({
        headers,
        body: {
          currentPassword: input.current_password,
          newPassword: input.new_password,
          revokeOtherSessions: true,
        },
        returnHeaders: true,
      })
      accountChanged(user.uid)
      return answer.headers
    } catch (error) {
      throw refusalOf(error) ?? error
    }
  }

  /**
   * Sends a link to the new address (Better Auth's changeEmail with verification); the email
   * changes when it is opened. An address another account has is answered alike and mailed
   * nothing, so the form tells nobody which addresses have accounts.
   */
  async function changeEmail(
    ctx: RequestContext,
    headers: Headers,
    customerNumber: number,
    input: ChangeEmailInput,
  ): Promise<{ new_email: string }> {
    const user = requireSelf(ctx, customerNumber)
    const newEmail = input.new_email.toLowerCase()
    if (newEmail === user.email.toLowerCase()) {
      throw new Invalid({ new_email: ['account.sameEmail'] })
    }
    await confirmIdentity(ctx, headers, input.password)
    await limit(`email:${user.uid}`, EMAIL_CHANGES)
    try {
      await auth.api.changeEmail({ headers, body: { newEmail, callbackURL: EMAIL_CHANGED_PATH } })
    } catch (error) {
      throw refusalOf(error) ?? error
    }
    return { new_email: newEmail }
  }

  /** The caller's sessions that have not expired, the latest seen first. */
  async function listSessions(
    ctx: RequestContext,
    headers: Headers,
    customerNumber: number,
  ): Promise<AccountSession[]> {
    const user = requireSelf(ctx, customerNumber)
    const [rows, current] = await Promise.all([
      ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.uid), gt(sessions.expiresAt, new Date(now()))))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt)),
      currentSession(headers),
    ])
    return rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
      created_at: unixSeconds(row.createdAt),
      last_seen_at: unixSeconds(row.updatedAt),
      expires_at: unixSeconds(row.expiresAt),
      current: row.id === current?.id,
    }))
  }

  /** Signs out one of the caller's sessions (the current one too); another's is a 404. */
  async function signOutSession(
    ctx: RequestContext,
    customerNumber: number,
    sessionId: string,
  ): Promise<void> {
    const user = requireSelf(ctx, customerNumber)
    const gone = await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.uid)))
      .returning({ id: sessions.id })
    if (gone.length === 0) throw new NotFound()
    accountChanged(user.uid)
  }

  /** Signs out every session of the caller's but the one the request was made with. */
  async function signOutOthers(
    ctx: RequestContext,
    headers: Headers,
    customerNumber: number,
  ): Promise<{ signed_out: number }> {
    const user = requireSelf(ctx, customerNumber)
    const current = await currentSession(headers)
    const gone = await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.uid), current ? ne(sessions.id, current.id) : undefined))
      .returning({ id: sessions.id })
    accountChanged(user.uid)
    return { signed_out: gone.length }
  }

  /** Expired session cookies for the answer that ends an account (Better Auth's sign-out). */
  async function signedOutHeaders(headers: Headers): Promise<Headers> {
    const answer = await auth.api.signOut({ headers, returnHeaders: true })
    return answer.headers
  }

  return {
    confirmIdentity,
    changePassword,
    changeEmail,
    listSessions,
    signOutSession,
    signOutOthers,
    signedOutHeaders,
  }
}

/** Better Auth's refusals of these calls, as the API's own (ADR 027). */
function refusalOf(error: unknown): Error | null {
  if (!(error instanceof APIError)) return null
  const code = (error.body as { code?: string } | undefined)?.code
  switch (code) {
    case 'INVALID_PASSWORD':
      return new Invalid({ current_password: ['account.wrongPassword'] })
    case 'PASSWORD_TOO_SHORT':
      return new Invalid({ new_password: ['validation.passwordTooShort'] })
    case 'PASSWORD_TOO_LONG':
      return new Invalid({ new_password: ['validation.tooLong'] })
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new Conflict('account.noPassword')
    case 'TOO_MANY_REQUESTS':
      return new TooMany()
    default:
      return error.statusCode === 401 ? new Unauthenticated() : null
  }
}
