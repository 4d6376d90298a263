/**
 * Rendered catalogue pages kept and shared (issue 16, ADR 018, ADR 021). A visitor who carries
 * no cookie but the language's and the session's sees the same home, listing or product page as
 * every other such visitor in that language: it is rendered once, as for nobody in particular,
 * and sent to all of them, compressed once. A signed-in customer gets the members' copy, which
 * differs only in telling the browser to fill in their parts (name, cart, bell) from
 * `/visitor`. Anyone with another cookie (a cart selection, a pending item) gets a page
 * rendered for them, as before.
 *
 * A kept page cannot carry a per-request nonce (the same bytes go to everyone), so its policy
 * names its inline scripts by their SHA-256 instead: exactly the scripts rendered into it run,
 * and nothing injected later could (a nonce reused across responses would let an injected script
 * run by copying it).
 */

import { createHash } from 'node:crypto'
import { isBrowsableMarket } from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { TtlCache } from '../cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../changes.ts'
import type { Database } from '../db/index.ts'
import { CachedBody, sendCachedBody } from './cached-body.ts'

/**
 * The pages kept: the home page, a shop's listing, a product; the blog, its posts and the help
 * pages (issue 21: the same for every reader; a staff edit is a change like any other).
 */
const KEPT_PATHS =
  /^\/(?:products\/[a-z0-9-]+(?:\/\d+)?\/?|blogs(?:\/\d+)?\/?|(?:newbie|manual|question-and-answer|policy|about-us|price-list|service-price-table)\/?)?$/
/**
 * A market's pages (issue 18): its category page, home, list, an item, a seller's shop; not the
 * direct checkout (`payment`, a customer's own), nor the search or the translate page.
 */
const MARKET_PATHS =
  /^\/other-market\/(?:(?:products|home)\/([a-z-]+)|([a-z-]+)(?:\/seller-shop\/[^/]+|\/(?!payment\/?$)[^/]+)?)\/?$/
/**
 * Markets whose pages are kept only briefly (BRIEFLY_KEPT_MS): Rakuten's and Yahoo! Shopping's
 * may come from their official APIs, which no database notice tells of a change (their answers
 * are kept a minute, guarded.ts), and an auction counts down from when its page was made.
 */
const BRIEF_MARKETS = new Set(['rakuten', 'yahoo', 'yahoo-auction'])
/**
 * A minute, as long as an item's answer is kept: a page is at most that much older than the
 * answers it was made from, and an auction's time left at most a minute long (it is counted in
 * minutes, hours and days).
 */
export const BRIEFLY_KEPT_MS = 60_000

/** How a path's pages are kept: until a change (at most KEPT_AT_MOST_MS), briefly, or not. */
export function keptFor(path: string): 'kept' | 'briefly' | null {
  if (KEPT_PATHS.test(path)) return 'kept'
  const market = MARKET_PATHS.exec(path)
  const slug = market?.[1] ?? market?.[2]
  if (slug === undefined || !isBrowsableMarket(slug)) return null
  return BRIEF_MARKETS.has(slug) ? 'briefly' : 'kept'
}
/** The one cookie a kept page may depend on (the web app's LANG_COOKIE). */
const LANG_COOKIE = 'lang'
const LANGS = new Set(['vi', 'ja', 'en'])
/** Enough of isbot's list to keep crawlers' pages apart from browsers'. */
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|headless/i

/** Headers of the rendered response that are not kept: made per response or per visitor. */
const NOT_KEPT = new Set([
  'set-cookie',
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
])

export type KeptPage = {
  body: CachedBody
  type: string
  headers: [string, string][]
  /** Inline scripts' hashes, for the page's policy. */
  scriptHashes: string[]
}

/**
 * How many pages a process keeps: 13 to 20 kB each as kept (compressed only, cached-body.ts),
 * and at most KEPT_PAGES_BYTES in all. Enough for the pages of a few thousand products and
 * listings (the bench's 2,600 listing pages take 37 MB); the least recently asked for go first.
 */
export const KEPT_PAGES = 3_000
export const KEPT_PAGES_BYTES = 40 * 1024 * 1024

const keptPages = (ttlMs: number, share: number) =>
  keptUntilChanged(
    () =>
      new TtlCache<KeptPage | null>({
        maxEntries: KEPT_PAGES * share,
        ttlMs,
        maxBytes: KEPT_PAGES_BYTES * share,
        bytesOf: (page) => page?.body.storedBytes ?? 0,
      }),
  )
// Kept until the catalogue, the rate, the price list or the home page changes; the pages kept
// briefly (three markets of eleven) have a quarter of the room beside the others.
const kept = { kept: keptPages(KEPT_AT_MOST_MS, 1), briefly: keptPages(BRIEFLY_KEPT_MS, 0.25) }

/** A page request whose page is shared: its key, and who the shared page is rendered for. */
export type SharedPage = {
  key: string
  /** The Cookie header the page is rendered with: the language's alone. */
  cookie: string
  /** A signed-in customer's: the members' copy, whose browser fills in their parts. */
  member: boolean
  /** The request carries no session cookie: the shared render is the one it would get. */
  anonymous: boolean
  keeping: 'kept' | 'briefly'
}

/**
 * The shared page of a request, or null when its page is rendered for this visitor: not a GET of
 * a kept path, a cookie other than the language's and the session's (`isSessionCookie`), or an
 * Authorization header.
 */
export function sharedPage(
  req: FastifyRequest,
  build: string,
  isSessionCookie: (name: string) => boolean,
): SharedPage | null {
  if (req.method !== 'GET' || req.headers.authorization !== undefined) return null
  const [path = ''] = req.url.split('?', 1)
  const keeping = keptFor(path)
  if (!keeping) return null
  let lang = 'vi'
  let cookie = ''
  let anonymous = true
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const trimmed = part.trim()
    if (!trimmed) continue
    const [name = '', value = ''] = trimmed.split('=', 2)
    if (isSessionCookie(name)) {
      anonymous = false
      continue
    }
    if (name !== LANG_COOKIE || !LANGS.has(value)) return null
    lang = value
    cookie = trimmed
  }
  const member = req.ctx.user !== null
  // Crawlers get the whole document at once, browsers the shell first (entry.server.tsx).
  const reader = CRAWLER.test(req.headers['user-agent'] ?? '') ? 'crawler' : 'browser'
  const key = `${build} ${lang} ${reader} ${member ? 'member' : 'visitor'} ${req.url}`
  return { key, cookie, member, anonymous, keeping }
}

/** What a render produced, read whole: the page as UTF-8 bytes. */
export type Rendered = { status: number; headers: Headers; html: Buffer }

/**
 * The page as kept, or null when it may not be shared: anything but a 200 HTML page, or a page
 * that sets a cookie. The render's nonce is taken out wherever it is; the inline scripts, as
 * they read without it, are hashed instead.
 */
export function keepable(rendered: Rendered, nonce: string): KeptPage | null {
  const type = rendered.headers.get('content-type') ?? ''
  if (rendered.status !== 200 || !type.startsWith('text/html')) return null
  if (rendered.headers.getSetCookie().length > 0) return null
  // The nonce is also in the page's loader data and in the script that starts the deferred
  // modules (it hands it on to what it inserts): it goes everywhere, so no copy of it is shared.
  // The page stays bytes throughout: as a string it was decoded, searched twice and encoded
  // again, three copies of a 200 kB page (11 % of what a first-visit page allocated).
  const html = without(without(rendered.html, nonce), ' nonce=""')
  const headers: [string, string][] = []
  for (const [name, value] of rendered.headers) {
    if (!NOT_KEPT.has(name) && name !== 'content-type') headers.push([name, value])
  }
  // Read as Latin-1, every byte is one character: the scripts are found as in the text, and
  // hashed as the bytes the browser hashes.
  const scriptHashes = inlineScriptHashes(html.toString('latin1'), 'latin1')
  return { body: new CachedBody(html), type, headers, scriptHashes }
}

/** `bytes` without any copy of `text` (ASCII); `bytes` itself when there is none. */
function without(bytes: Buffer, text: string): Buffer {
  if (text === '') return bytes
  const parts: Buffer[] = []
  let from = 0
  for (
    let at = bytes.indexOf(text, 0, 'latin1');
    at !== -1;
    at = bytes.indexOf(text, from, 'latin1')
  ) {
    parts.push(bytes.subarray(from, at))
    from = at + text.length
  }
  if (from === 0) return bytes
  parts.push(bytes.subarray(from))
  return Buffer.concat(parts)
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The CSP hash sources of every inline script of a page (those without src). */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The kept page of `key`, rendering it when it is not kept yet: requests that miss together
 * share one render. `render` is called at most once per miss; a page that may not be kept is
 * remembered as such (null) for the time to live, and the caller renders it for its visitor.
 */
export function keptPage(
  db: Database,
  { key, keeping }: Pick<SharedPage, 'key' | 'keeping'>,
  render: () => Promise<KeptPage | null>,
): Promise<KeptPage | null> {
  return kept[keeping].of(db).get(key, render)
}

export function sendKeptPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  policy: (scriptSources: string[]) => string | null,
) {
  for (const [name, value] of page.headers) reply.header(name, value)
  const header = policy(page.scriptHashes)
  if (header) reply.header('content-security-policy', header)
  return sendCachedBody(req, reply, page.body, page.type)
}
