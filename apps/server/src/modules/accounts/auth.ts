import { randomBytes } from 'node:crypto'
import { isLang, type Lang } from '@kaimono/contracts'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { bearer } from 'better-auth/plugins/bearer'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { jwt } from 'better-auth/plugins/jwt'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { fixedWindowLimiter } from '../../platform/rate-limit.ts'
import { appleConfigured, appleOrigin, appleSignIn } from './apple.ts'
import { safeCallbackUrls } from './callback-urls.ts'
import { accountMail } from './mail.ts'
import { openIdProviders } from './providers.ts'
import { accounts, jwks, sessions, users, verifications } from './schema.ts'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/** The header Better Auth reads the client address from; the server always overwrites it. */
export const CLIENT_IP_HEADER = 'x-kaimono-client-ip'
const SECRET_KEY = 'auth.secret'

export type Auth = ReturnType<typeof createAuth>

/** Issue 3 limits per email address, beside Better Auth's per-address ones. */
const PER_EMAIL_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-in/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 3 },
}

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
export function createAuth(options: {
  config: Config
  db: Database
  secret: string
  mailer: Mailer
  log: FastifyBaseLogger
}) {
  const { config, db, secret, mailer, log } = options
  const limiter = fixedWindowLimiter()
  const langOf = (user: Record<string, unknown>): Lang => (isLang(user.lang) ? user.lang : 'vi')
  // Account mail goes out in the language the user signed up in.
  const sendAccountMail =
    (kind: 'verify' | 'reset', tag: string) =>
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

  return betterAuth({
    appName: config.BRAND_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ detail: args }, `better-auth: ${message}`),
    },
    onAPIError: {
      // Refusals (wrong password, expired token) are answers, not faults.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return
        log.error({ err: error }, 'better-auth: request failed')
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const perEmail = PER_EMAIL_LIMITS[ctx.path]
        if (!perEmail) return
        const email = String(ctx.body?.email ?? '')
          .trim()
          .toLowerCase()
        // §3 limits count per address (Better Auth's own limiter) and per email (here), so
        // guessing one account's password from many addresses is held back too.
        const { allowed, retryAfter } = await limiter.consume(`${ctx.path}:${email}`, perEmail)
        if (!allowed) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
            { 'X-Retry-After': String(retryAfter) },
          )
        }
        if (ctx.path !== '/sign-in/email') return
        // A disabled account is told so at sign-in instead of failing to get a session.
        const [disabled] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email), isNotNull(users.disabledAt)))
        if (disabled) {
          throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' })
        }
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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: sendAccountMail('verify', 'verify-email'),
    },
    // Ticked remember-me: 30 days; unticked: a browser-session cookie (Better Auth's rememberMe).
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    user: {
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
        create: {
          before: async (user) => ({ data: { ...user, lang: langOf(user) } }),
        },
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
      },
    },
    rateLimit: {
      enabled: config.NODE_ENV !== 'development',
      customStorage: limiter,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
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
