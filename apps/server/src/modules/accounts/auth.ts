import { randomBytes } from 'node:crypto'
import { isLang, type Lang } from '@kaimono/contracts'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { bearer } from 'better-auth/plugins/bearer'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { jwt } from 'better-auth/plugins/jwt'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'
import { memoryFailureStore } from '../../platform/failure-backoff.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { fixedWindowLimiter } from '../../platform/rate-limit.ts'
import { accountChanged } from './account-changes.ts'
import { appleConfigured, appleOrigin, appleSignIn } from './apple.ts'
import { noteAuthLog } from './auth-faults.ts'
import { safeCallbackUrls } from './callback-urls.ts'
import { refuseControlCharacters } from './clean-input.ts'
import { existingSignUp, sameSignUpAnswer } from './existing-sign-up.ts'
import { accountMail } from './mail.ts'
import { avatarRule, checkTypedProfile, fitProfile } from './profile-rules.ts'
import { openIdProviders } from './providers.ts'
import { accounts, jwks, sessions, users, verifications } from './schema.ts'
import { emailOf, signInLimits } from './sign-in-limits.ts'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/** The header Better Auth reads the client address from; the server always overwrites it. */
export const CLIENT_IP_HEADER = 'x-kaimono-client-ip'
const SECRET_KEY = 'auth.secret'

export type Auth = ReturnType<typeof createAuth>

/**
 * Limits per email address, beside Better Auth's per-address ones: each of these mails the
 * address, so one inbox cannot be flooded from many addresses: 3 mails in 10 minutes. (Sign-in
 * has its own rules, in sign-in-limits.ts.)
 */
const PER_EMAIL_LIMITS: Record<string, { window: number; max: number }> = {
  '/request-password-reset': { window: 600, max: 3 },
  '/send-verification-email': { window: 600, max: 3 },
  '/sign-up/email': { window: 600, max: 3 },
}

/**
 * Better Auth endpoints the product does not use (issue 14): profile, email, password and
 * account-linking changes go through Kaimono's own API or not at all.
 */
const DISABLED_PATHS = [
  '/account-info',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  '/get-access-token',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/refresh-token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-password',
]

const tooManyRequests = (retryAfter: number | null) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
    { 'X-Retry-After': String(retryAfter) },
  )

/**
 * The signing secret: AUTH_SECRET when set, else one generated once and kept in the database,
 * so every process sharing the database signs alike and a restart keeps sessions valid.
 */
export async function authSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY))
  return String(row?.value)
}

/** Better Auth inside the server (ARCHITECTURE §4): email + password, sessions, bearer tokens. */
/**
 * Better Auth's own cookies (cookiePrefix 'kaimono', `__Secure-` in front over https): a page
 * request carrying these and the language's alone may be sent a shared page (ADR 021).
 */
const SESSION_COOKIE =
  /^(?:__Secure-)?kaimono\.(?:session_token|session_data|account_data|dont_remember)(?:\.\d+)?$/

export function isSessionCookie(name: string): boolean {
  return SESSION_COOKIE.test(name)
}

export function createAuth(options: {
  config: Config
  db: Database
  secret: string
  mailer: Mailer
  log: FastifyBaseLogger
  /** The clock of the sign-in and per-email limits (tests move it). */
  now?: () => number
}) {
  const { config, db, secret, mailer, log, now = Date.now } = options
  const limiter = fixedWindowLimiter(now)
  const avatars = avatarRule(config)
  const signIns = signInLimits({
    db,
    failures: memoryFailureStore(now),
    secret,
    addressHeader: CLIENT_IP_HEADER,
    now,
  })
  const langOf = (user: Record<string, unknown>): Lang => (isLang(user.lang) ? user.lang : 'vi')
  // Account mail goes out in the language the user signed up in.
  const sendAccountMail =
    (kind: 'verify' | 'reset' | 'change', tag: string) =>
    async ({
      user,
      url,
    }: {
      user: { email: string; name: string } & Record<string, unknown>
      url: string
    }) => {
      const lang = langOf(user)
      await mailer.send({
        to: user.email,
        lang,
        tag,
        ...accountMail(kind, lang, { name: user.name, brand: config.BRAND_NAME, url }),
      })
    }
  const confirmSignUp = sendAccountMail('verify', 'verify-email')
  const confirmNewEmail = sendAccountMail('change', 'change-email')
  // Issue 22: the link of an email change (changeEmail) confirms a new address of an existing
  // account, which its mail says; the token's own claims tell it from a sign-up's.
  const sendVerificationEmail = (mail: Parameters<typeof confirmSignUp>[0] & { token?: string }) =>
    mail.token && isEmailChange(mail.token) ? confirmNewEmail(mail) : confirmSignUp(mail)

  return betterAuth({
    appName: config.BRAND_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        noteAuthLog(args)
        log[level]({ detail: args }, `better-auth: ${message}`)
      },
    },
    // Failures reach authRoutes, which answers them in the API's form (503 when the database is
    // unreachable) and logs them; refusals (wrong password, expired token) are answers.
    onAPIError: { throw: true },
    disabledPaths: DISABLED_PATHS,
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseControlCharacters(ctx)
        const perEmail = PER_EMAIL_LIMITS[ctx.path]
        if (perEmail) {
          const email = emailOf(ctx.body)
          const { allowed, retryAfter } = await limiter.consume(`${ctx.path}:${email}`, perEmail)
          if (!allowed) throw tooManyRequests(retryAfter)
        }
        if (ctx.path === '/sign-in/email') await signIns.before(ctx)
        if (ctx.path === '/sign-up/email') {
          const profile = checkTypedProfile(ctx.body ?? {}, avatars)
          if (!profile.ok) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'INVALID_PROFILE',
              message: 'Invalid profile',
              errors: profile.errors,
            })
          }
          return { context: { body: { ...ctx.body, name: profile.name } } }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await signIns.after(ctx)
        if (ctx.path === '/sign-up/email') return sameSignUpAnswer(ctx)
      }),
    },
    // The public address, and the address a request was actually sent to (same-origin by
    // definition: a browser sets Origin itself), so the site also works by its IP or a second name.
    // Apple answers the sign-in with a form POST from its own origin.
    trustedOrigins: (request) => [
      config.PUBLIC_URL,
      ...(request ? [new URL(request.url).origin] : []),
      ...(appleConfigured(config) ? [appleOrigin(config)] : []),
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: sendAccountMail('reset', 'reset-password'),
      onExistingUserSignUp: existingSignUp({
        config,
        mailer,
        secret,
        langOf,
        sendVerificationEmail,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail,
    },
    // Ticked remember-me: 30 days; unticked: a browser-session cookie (Better Auth's rememberMe).
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    user: {
      // Issue 22: through Kaimono's POST /api/users/{id}/email only (the path stays disabled).
      changeEmail: { enabled: true },
      additionalFields: {
        customerNumber: { type: 'number', required: false, input: false },
        tel: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'customer' },
        lang: { type: 'string', required: false, input: true, defaultValue: 'vi' },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        // Issue 14: whatever creates or changes a user (an identity provider's profile above
        // all) stores a name and picture that fit the profile rules.
        create: {
          before: async (user) => ({ data: { ...fitProfile(user, avatars), lang: langOf(user) } }),
        },
        update: {
          before: async (user) => ({ data: fitProfile(user, avatars) }),
          after: async (user) => accountChanged(user.id),
        },
        delete: { after: async (user) => accountChanged(user.id) },
      },
      session: {
        create: {
          // A disabled account gets no new session.
          before: async (session) => {
            const [owner] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId))
            return !owner?.disabledAt
          },
        },
        // Sign-out, a password reset, revocation: the remembered session ends with it.
        delete: { after: async (session) => accountChanged(session.userId) },
      },
    },
    rateLimit: {
      enabled: config.NODE_ENV !== 'development',
      customStorage: limiter,
      window: 60,
      max: 100,
      customRules: {
        // Attempts per address, whatever their outcome: a bound on the password hashing one
        // address can cause. Wrong passwords have tighter limits (sign-in-limits.ts).
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 600, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      // Better Auth turns its origin and CSRF checks off when NODE_ENV=test; tests run them too.
      disableOriginCheck: false,
      cookiePrefix: 'kaimono',
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      // The server puts the client's address (proxy-aware per TRUST_PROXY) in this header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      safeCallbackUrls(),
      bearer(),
      genericOAuth({ config: openIdProviders(config) }),
      ...(appleConfigured(config) ? [appleSignIn(config)] : []),
      // Short-lived API tokens: GET /api/auth/token with the session's bearer token (§9: clients
      // refresh about 5 minutes before expiry).
      jwt({
        // Tokens come from GET /api/auth/token only. By default the plugin also signs one into
        // a header of every session lookup, which this server makes for every signed-in request:
        // a key read and a signature each time, for a header no client reads.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: config.PUBLIC_URL,
          audience: config.PUBLIC_URL,
          expirationTime: `${config.API_TOKEN_TTL_SECONDS}s`,
          definePayload: ({ session }) => ({ sid: session.id }),
        },
      }),
    ],
  })
}

/** Whether a verification token is an email change's (its claims are read, not trusted). */
function isEmailChange(token: string): boolean {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    return claims?.requestType === 'change-email-verification'
  } catch {
    return false
  }
}
