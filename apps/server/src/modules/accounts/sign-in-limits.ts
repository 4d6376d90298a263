import { createHmac } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { APIError, isAPIError } from 'better-auth/api'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import {
  type BackoffPolicy,
  backoffWait,
  type FailureStore,
} from '../../platform/failure-backoff.ts'
import { signInAddresses, users } from './schema.ts'

const DAY = 60 * 60 * 24

/**
 * Issue 14: wrong passwords slow down whoever sends them, never the owner. Three counts of
 * failed sign-ins (a success costs nothing):
 * - per address, any email: 10 without a minute's pause, then a minute's wait (password
 *   spraying from one address; a shared address recovers after a quiet minute);
 * - per email and address: 5, then a wait that doubles from 30 s up to 15 min;
 * - per email, from any address: 10, then the same growing wait; addresses the account has
 *   signed in from before are exempt, so many addresses guessing one password never lock out
 *   the owner at home.
 * Counts apply to every email alike, known or not: a wait tells nothing about an account.
 */
export const SIGN_IN_POLICIES = {
  address: { free: 10, baseSeconds: 60, maxSeconds: 60, keepSeconds: 60 },
  pair: { free: 5, baseSeconds: 30, maxSeconds: 15 * 60, keepSeconds: DAY },
  email: { free: 10, baseSeconds: 30, maxSeconds: 15 * 60, keepSeconds: DAY },
} satisfies Record<string, BackoffPolicy & { keepSeconds: number }>

type Attempt = { email: string; address: string | null }

/** The parts of a Better Auth hook context these rules read. */
type HookContext = {
  path?: string
  body?: Record<string, unknown>
  request?: Request
  headers?: Headers
  context: { returned?: unknown; newSession?: { user: { id: string } } | null }
}

export function signInLimits(options: {
  db: Database
  failures: FailureStore
  /** Keys the stored address hashes. */
  secret: string
  /** The header the server writes the client's address into. */
  addressHeader: string
  now: () => number
}) {
  const { db, failures, secret, addressHeader, now } = options
  const hash = (address: string) =>
    createHmac('sha256', secret).update(`sign-in-address:${address}`).digest('base64url')
  const keys = ({ email, address }: Attempt) => ({
    address: address && `sign-in:address:${address}`,
    pair: address && `sign-in:pair:${email}:${address}`,
    email: `sign-in:email:${email}`,
  })
  const attemptOf = (ctx: HookContext): Attempt => ({
    email: emailOf(ctx.body),
    address: addressGroup((ctx.request?.headers ?? ctx.headers)?.get(addressHeader) ?? null),
  })
  const wait = async (key: string | null, policy: BackoffPolicy) =>
    key ? backoffWait(await failures.read(key), policy, now()) : 0

  return {
    /** Before the password is checked: a 429 while this attempt must wait. */
    async before(ctx: HookContext): Promise<void> {
      const attempt = attemptOf(ctx)
      const key = keys(attempt)
      const account = await lookUp(db, attempt.email, attempt.address && hash(attempt.address))
      // A disabled account is told so at sign-in instead of failing to get a session.
      if (account?.disabled) {
        throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' })
      }
      const seconds = Math.max(
        await wait(key.address, SIGN_IN_POLICIES.address),
        await wait(key.pair, SIGN_IN_POLICIES.pair),
        account?.knownAddress ? 0 : await wait(key.email, SIGN_IN_POLICIES.email),
      )
      if (seconds > 0) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
          { 'X-Retry-After': String(seconds) },
        )
      }
    },

    /** After the password was checked: a wrong one counts, a right one clears and is remembered. */
    async after(ctx: HookContext): Promise<void> {
      const attempt = attemptOf(ctx)
      const key = keys(attempt)
      const { returned, newSession } = ctx.context
      if (isAPIError(returned) && returned.statusCode === 401) {
        const at = now()
        for (const name of ['address', 'pair', 'email'] as const) {
          const k = key[name]
          if (k) await failures.fail(k, at, SIGN_IN_POLICIES[name].keepSeconds)
        }
        return
      }
      if (!newSession) return
      // The address's own count is left: other people may share it.
      if (key.pair) await failures.clear(key.pair)
      await failures.clear(key.email)
      if (!attempt.address) return
      const seen = new Date(now())
      await db
        .insert(signInAddresses)
        .values({
          userId: newSession.user.id,
          addressHash: hash(attempt.address),
          lastSignInAt: seen,
        })
        .onConflictDoUpdate({
          target: [signInAddresses.userId, signInAddresses.addressHash],
          set: { lastSignInAt: seen },
        })
    },
  }
}

/**
 * The email a request names, as accounts store it; '' when it names none. Only a string is read:
 * `String()` of a deeply nested array overflows the stack (the fuzz test found it: a 500).
 */
export const emailOf = (body: Record<string, unknown> | undefined): string =>
  typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''

/** The account of an email, if any: is it disabled, has it signed in from this address. */
async function lookUp(db: Database, email: string, addressHash: string | null) {
  const [row] = await db
    .select({
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      knownAddress: sql<boolean>`${signInAddresses.userId} is not null`,
    })
    .from(users)
    .leftJoin(
      signInAddresses,
      and(eq(signInAddresses.userId, users.id), eq(signInAddresses.addressHash, addressHash ?? '')),
    )
    // Better Auth stores emails in lower case: the unique index serves this.
    .where(eq(users.email, email))
  return row
}

/**
 * The unit an address is counted in: an IPv4 address, or an IPv6 /64 (one subscriber's
 * network: its addresses change by themselves, and a /64 is what one attacker easily has).
 */
export function addressGroup(address: string | null): string | null {
  if (!address) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
