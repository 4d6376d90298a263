import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy } from './http/trust-proxy.ts'

const port = z.coerce.number().int().min(0).max(65_535, 'must be a TCP port between 0 and 65535')

const url = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  })

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback)

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** BANK_ACCOUNT_NO until one is configured: a demo number nobody should pay into. */
export const DEMO_BANK_ACCOUNT_NO = '1234567890'

/**
 * Every environment variable the server reads. `docs/configuration.md` documents each key;
 * a test keeps the two in step.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(url(['postgres', 'postgresql'])),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optional(url(['redis', 'rediss'])),
  SMTP_URL: optional(url(['smtp', 'smtps'])),
  MAIL_FROM: z.string().min(3).default('Kaimono <no-reply@kaimono.vn>'),
  /** Where new support tickets and contact-form messages are mailed (issue 21). */
  SUPPORT_EMAIL: z.email().default('support@kaimono.vn'),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  API_TOKEN_TTL_SECONDS: z.coerce.number().int().min(2).max(86_400).default(900),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  APPLE_CLIENT_ID: optional(z.string().min(1)),
  APPLE_CLIENT_SECRET: optional(z.string().min(1)),
  APPLE_ISSUER: url(['http', 'https'])
    .default('https://appleid.apple.com')
    .transform((value) => value.replace(/\/$/, '')),
  OIDC_ISSUER: optional(url(['http', 'https'])),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_NAME: z.string().min(1).max(40).default('SSO'),
  PUBLIC_URL: optional(url(['http', 'https'])),
  BRAND_NAME: z.string().min(1).max(40).default('Kaimono'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value)
      if ('error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error })
        return z.NEVER
      }
      return trust
    }),
  HEADERS_TIMEOUT_MS: milliseconds(100, 600_000, 20_000),
  REQUEST_TIMEOUT_MS: milliseconds(100, 3_600_000, 60_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 600_000, 72_000),
  CONNECTION_TIMEOUT_MS: milliseconds(100, 3_600_000, 60_000),
  MAX_INCOMING_BODIES: z.coerce.number().int().min(1).max(100_000).default(256),
  MAX_INCOMING_BODIES_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(16),
  // Issue 14: new orders one customer may place in 10 minutes (checkout makes one a shop, and
  // a cart holds up to twelve shops).
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_BUILD_DIR: optional(z.string().min(1)),
  VCB_RATES_URL: optional(url(['http', 'https'])),
  VCB_RATES_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(300, 'must be at least 300 (polls at most once every 5 minutes)')
    .max(86_400)
    .default(900),
  FX_MARGIN_PERCENT: z.coerce.number().min(0).max(50).default(0),
  // Issue 18: the official APIs of Rakuten Ichiba and Yahoo! Shopping, each used when its key is set.
  RAKUTEN_APPLICATION_ID: optional(z.string().trim().min(1)),
  YAHOO_APP_ID: optional(z.string().trim().min(1)),
  // Issue 19: machine translation of names, descriptions, reviews and searches; none by default.
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'deepl', 'google']).default('none'),
  TRANSLATE_URL: optional(url(['http', 'https'])),
  TRANSLATE_API_KEY: optional(z.string().trim().min(1)),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_500),
  // Issue 20: the share of a maximum bid (in VND at today's rate) the wallet holds as its deposit.
  AUCTION_DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(100),
  // Who bids on Yahoo! auctions for our customers: `mirror` runs the mirror's auctions among
  // their maximums; `staff` queues each bid for an operator to place on the real auction.
  AUCTION_AGENT: z.enum(['mirror', 'staff']).default('mirror'),
  // Bids one customer may place a minute (a fight over an auction's last minute, not a flood).
  BID_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // §2 Payment information: the account customers pay into by bank transfer and VietQR.
  BANK_NAME: z.string().trim().min(1).max(60).default('Vietcombank'),
  BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, "must be the bank's 6-digit NAPAS BIN (970436 is Vietcombank)")
    .default('970436'),
  BANK_ACCOUNT_NO: z
    .string()
    .regex(/^[0-9A-Za-z]{1,19}$/, 'must be 1 to 19 letters or digits')
    .default(DEMO_BANK_ACCOUNT_NO),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(70).default('CONG TY TNHH KAIMONO'),
  // Issue 22: the bank-notification services' keys (the API key given to SePay, Casso's webhook
  // checksum key). Unset, a key is generated and kept in the database: only the simulator has it.
  SEPAY_API_KEY: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  CASSO_CHECKSUM_KEY: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  // Whether staff may send simulated transfers through the webhooks (npm run ops -- bank:simulate).
  BANK_SIMULATOR: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  // Issue 22: the VAPID keys browser push is signed with (npx web-push generate-vapid-keys).
  // Unset, a pair is generated once and kept in the database. The subject is how a push
  // service reaches us: a mailto: or https: address (default: mailto:SUPPORT_EMAIL).
  VAPID_PUBLIC_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be a base64url P-256 private key'),
  ),
  VAPID_SUBJECT: optional(
    z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://'),
  ),
  // The push services a browser's subscription may point at (host names; `*.` matches any
  // subdomain). The server POSTs to these addresses, so no other host can be made a target.
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com',
    )
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  SUPPORT_HOTLINE: z
    .string()
    .regex(/^\+?[0-9][0-9 .-]{2,19}$/, 'must be a phone number such as 1900 6368')
    .default('1900 6368'),
  // Issue 21: where uploads (support tickets' pictures) are kept: `local` in DATA_DIR/uploads,
  // `s3` in a bucket of any S3-compatible service, for servers that share no disk.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional(url(['http', 'https'])),
  // The region requests are signed for. us-east-1 is what MinIO answers to unless told otherwise,
  // and R2 takes it as well as `auto`; on AWS it must be the bucket's.
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1)),
  // Path-style (`endpoint/bucket/key`) by default: MinIO needs it, R2 and AWS take it, and a
  // bucket name with dots breaks the TLS certificate of a virtual host (`bucket.endpoint`).
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  S3_TIMEOUT_MS: milliseconds(100, 120_000, 15_000),
})

/** What STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** Rules between variables; Node refuses to start otherwise (the headers are part of the request). */
const checkedSchema = configSchema
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    message: 'must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .refine((config) => config.TRANSLATE_PROVIDER !== 'libretranslate' || config.TRANSLATE_URL, {
    message:
      'is required for LibreTranslate (the address of your server, such as http://127.0.0.1:5000)',
    path: ['TRANSLATE_URL'],
  })
  .refine(
    (config) =>
      !['deepl', 'google'].includes(config.TRANSLATE_PROVIDER) || config.TRANSLATE_API_KEY,
    { message: 'is required for DeepL and Google Translation', path: ['TRANSLATE_API_KEY'] },
  )
  .refine((config) => !config.VAPID_PUBLIC_KEY === !config.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .superRefine((config, ctx) => {
    if (config.STORAGE_DRIVER !== 's3') return
    for (const key of S3_REQUIRED) {
      if (!config[key]) {
        ctx.addIssue({ code: 'custom', message: 'is required when STORAGE_DRIVER=s3', path: [key] })
      }
    }
  })

export type ConfigInput = z.input<typeof configSchema>
export type Config = Omit<z.output<typeof configSchema>, 'PUBLIC_URL' | 'DATA_DIR'> & {
  PUBLIC_URL: string
  DATA_DIR: string
}

export class ConfigError extends Error {}

/** Parses the environment; the error message is one readable line naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, env[key]]))
  const parsed = checkedSchema.safeParse(known)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.')
      return `${key}=${JSON.stringify(env[key] ?? '')} ${issue.message}`
    })
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`)
  }
  const config = parsed.data
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  }
}
