import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import { Forbidden } from '../errors.ts'

/**
 * The headers helmet sets with these options, worked out once. They depend on nothing in the
 * request, and @fastify/helmet rebuilt helmet's middleware (and parsed the policy) on every
 * request: about a fifth of a cached catalogue answer's cost.
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}

/**
 * Security headers on every response. JSON gets a deny-all policy; pages set their own
 * (`pagePolicy`) with a per-request nonce for React Router's inline scripts.
 */
const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  // Not no-referrer: under it browsers send `Origin: null` with a form POST, and the
  // same-origin checks of page actions then refuse forms sent without JavaScript.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
})

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    done()
  })
}

export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The page policy. `formTargets` are the sign-in providers' origins: without JavaScript, the
 * login form's answer is a redirect to the provider, which form-action governs too.
 */
export function pagePolicy(nonce: string, formTargets: readonly string[] = []): string {
  return pagePolicyFor([`'nonce-${nonce}'`], formTargets)
}

/**
 * The page policy whose inline scripts are the `scriptSources` (a nonce, or the hashes of a
 * page kept for every visitor, ADR 018).
 */
export function pagePolicyFor(
  scriptSources: readonly string[],
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'self'",
  ].join('; ')
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The site's own origins: the public one, and the one the request was sent to. */
export function isSiteOrigin(req: FastifyRequest, publicOrigin: string, origin: string): boolean {
  return origin === publicOrigin || origin === `${req.protocol}://${req.host}`
}

/**
 * A change to `/api` or `/market` authenticated by the session cookie must come from a page of
 * this site: its Origin must be the site's own. Bearer-token clients are exempt (a cross-site
 * form cannot set Authorization); pages are checked by `pageOriginCheck` (page-origin.ts).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return
    if (!req.url.startsWith('/api/') && !req.url.startsWith('/market/')) return
    if (!req.headers.cookie?.includes('kaimono.session_token')) return
    if (req.headers.authorization?.startsWith('Bearer ')) return
    if (isSiteOrigin(req, publicOrigin, req.headers.origin ?? '')) return
    throw new Forbidden()
  })
}
