import { safeRedirect } from '@kaimono/contracts'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'

/** Better Auth's parameters that say where the browser goes afterwards, in a body or a query. */
export const CALLBACK_PARAMETERS = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
] as const

type Parameters = Record<string, unknown>

const isParameters = (value: unknown): value is Parameters =>
  typeof value === 'object' && value !== null

const hasCallback = (values: unknown) =>
  isParameters(values) && CALLBACK_PARAMETERS.some((name) => typeof values[name] === 'string')

/** `values` with each callback parameter made a path of this site, or undefined if none changed. */
function safeCallbacks(values: unknown): Parameters | undefined {
  if (!isParameters(values)) return undefined
  let changed: Parameters | undefined
  for (const name of CALLBACK_PARAMETERS) {
    const value = values[name]
    // An empty value means "none" to Better Auth (no redirect at all), so it stays empty.
    if (typeof value !== 'string' || value === '') continue
    const safe = safeRedirect(value)
    if (safe !== value) changed = { ...(changed ?? values), [name]: safe }
  }
  return changed
}

/**
 * Issue 14: the callback URLs of every Better Auth endpoint pass the web app's redirect rule
 * (`safeRedirect`), so they are paths of this site whatever was sent; anything else becomes `/`.
 * Better Auth's own check lets through paths that resolve to `//host` (its verify-email answers
 * `Location: //evil.example` for `/.//evil.example`), absolute URLs of any origin the request
 * claims in its Host header, and Apple's origin; its links are then mailed or followed as sent.
 */
export const safeCallbackUrls = () =>
  ({
    id: 'safe-callback-urls',
    hooks: {
      before: [
        {
          matcher: (ctx) => hasCallback(ctx.body) || hasCallback(ctx.query),
          handler: createAuthMiddleware(async (ctx) => {
            const body = safeCallbacks(ctx.body)
            const query = safeCallbacks(ctx.query)
            if (!body && !query) return
            return { context: { ...(body ? { body } : {}), ...(query ? { query } : {}) } }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin
