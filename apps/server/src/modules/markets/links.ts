import { type BrowsableMarket, LANGS, type Lang, MARKET_TOKEN, shopName } from '@kaimono/contracts'
import { Invalid, TooMany } from '../../platform/errors.ts'
import { outsideService } from '../../platform/outside.ts'
import { fixedWindowLimiter, type RateLimiter } from '../../platform/rate-limit.ts'

/**
 * Links people paste (§4 Search, §7 POST /common/get-product-info-by-url): an item page of a
 * market as it is shared from the desktop site, the phone site or the app, with its query string
 * and tracking parameters, or the market's own short link. Only the hosts below are known; any
 * other (a look-alike, a host that ends with a market's name, an address with credentials or a
 * port) names no item. The text may be a whole shared message ("【メルカリ】… https://…"): its
 * first web address is read.
 */
export type LinkedItem = { market: BrowsableMarket; id: string }

export type ParsedLink =
  | { kind: 'item'; item: LinkedItem }
  /** A market's short link: where it leads is asked of its host (ShortLinks). */
  | { kind: 'short'; url: URL }
  /** No web address in the text, or one of no market: said to the customer as such. */
  | { kind: 'none' }

type Shape = {
  hosts: readonly string[]
  /** Matched against the path alone (the query string and the fragment are not read). */
  path: RegExp
  id: (match: RegExpExecArray) => string
}

const first = (match: RegExpExecArray) => match[1] as string

/** Each market's item pages, from what the markets link to today. */
const SHAPES: Record<BrowsableMarket, readonly Shape[]> = {
  mercari: [
    // jp.mercari.com/item/m…, with a language first on the English and Chinese sites.
    {
      hosts: ['jp.mercari.com', 'mercari.com', 'www.mercari.com'],
      path: /^\/(?:[a-z]{2}(?:-[A-Za-z]{2,4})?\/)?item\/(m\d{6,14})\/?$/,
      id: first,
    },
    // The old site's address, still in people's bookmarks and old shares.
    { hosts: ['item.mercari.com'], path: /^\/jp\/(m\d{6,14})\/?$/, id: first },
    // Mercari Shops.
    {
      hosts: ['jp.mercari.com'],
      path: /^\/(?:[a-z]{2}(?:-[A-Za-z]{2,4})?\/)?shops\/product\/([A-Za-z0-9]{10,40})\/?$/,
      id: first,
    },
  ],
  paypay: [
    {
      hosts: ['paypayfleamarket.yahoo.co.jp'],
      path: /^\/item\/([a-z]\d{6,14})\/?$/,
      id: first,
    },
  ],
  rakuma: [{ hosts: ['item.fril.jp'], path: /^\/([0-9a-f]{32})\/?$/, id: first }],
  rakuten: [
    {
      hosts: ['item.rakuten.co.jp'],
      path: /^\/([\w-]{1,40})\/([\w-]{1,38})\/?$/,
      id: (match) => `${match[1]}:${match[2]}`,
    },
  ],
  yahoo: [
    {
      hosts: ['store.shopping.yahoo.co.jp'],
      path: /^\/([\w-]{1,40})\/([\w-]{1,38})\.html$/,
      id: (match) => `${match[1]}_${match[2]}`,
    },
    // PayPay Mall, merged into Yahoo! Shopping: its old item addresses.
    {
      hosts: ['paypaymall.yahoo.co.jp'],
      path: /^\/store\/([\w-]{1,40})\/item\/([\w-]{1,38})\/?$/,
      id: (match) => `${match[1]}_${match[2]}`,
    },
  ],
  'yahoo-auction': [
    {
      hosts: ['page.auctions.yahoo.co.jp', 'auctions.yahoo.co.jp'],
      path: /^\/(?:jp\/)?auction\/([a-z]\d{6,14})\/?$/,
      id: first,
    },
  ],
  amazon: [
    // /dp/ASIN, /Name-of-the-item/dp/ASIN/ref=…, /gp/product/ASIN, the phone site's /gp/aw/d/ASIN.
    {
      hosts: ['www.amazon.co.jp', 'amazon.co.jp'],
      path: /^(?:\/[^/]+)?\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/ASIN)\/([A-Z0-9]{10})(?:\/.*)?$/,
      id: first,
    },
  ],
  yodobashi: [
    {
      hosts: ['www.yodobashi.com', 'yodobashi.com'],
      path: /^\/(?:ec\/)?product\/(\d{6,20})\/?$/,
      id: first,
    },
  ],
  hardoff: [
    // Hard Off sells online as netmall: its links name the market "netmall" (§4).
    { hosts: ['netmall.hardoff.co.jp'], path: /^\/product\/(\d{4,12})\/?$/, id: first },
  ],
  nike: [
    // /jp/t/{name}/{style}-{colour}, with /ja/ on some shares.
    {
      hosts: ['www.nike.com', 'nike.com'],
      path: /^\/jp\/(?:ja\/)?t\/[^/]+\/([A-Za-z0-9]{5,7}-\d{3})\/?$/,
      id: (match) => first(match).toUpperCase(),
    },
  ],
  tonoike: [
    {
      hosts: ['www.tonoike-shop.jp', 'tonoike-shop.jp'],
      path: /^\/products\/([\w-]{1,40})\/?$/,
      id: first,
    },
  ],
}

/** The markets' short links: where one leads is asked of its host (and only of these). */
export const SHORT_LINK_HOSTS: readonly string[] = [
  'merc.li',
  'a.r10.to',
  'r10.to',
  'amzn.asia',
  'amzn.to',
  'yahoo.jp',
]

const BY_HOST = new Map<string, { market: BrowsableMarket; shape: Shape }[]>()
for (const [market, shapes] of Object.entries(SHAPES) as [BrowsableMarket, Shape[]][]) {
  for (const shape of shapes) {
    for (const host of shape.hosts)
      BY_HOST.set(host, [...(BY_HOST.get(host) ?? []), { market, shape }])
  }
}

/** The markets whose links are known, in the order the message names them. */
export const LINKED_MARKETS = Object.keys(SHAPES) as BrowsableMarket[]

/** The longest text read for a link: a shared message with its title fits; 10 kB does not. */
export const LINK_TEXT_MOST = 2048

/** The first web address of a text: `https://…`, or a known host written without its scheme. */
function addressIn(text: string): string | undefined {
  const written = /\bhttps?:\/\/[^\s<>"'「」【】（）()]+/i.exec(text)
  if (written) return written[0]
  const bare = /^([a-z0-9.-]+\.[a-z]{2,}\.?)(\/\S*)?$/i.exec(text.trim())
  const host = bare ? hostOf(bare[1] as string) : ''
  return BY_HOST.has(host) || SHORT_LINK_HOSTS.includes(host) ? `https://${text.trim()}` : undefined
}

const hostOf = (host: string) => host.toLowerCase().replace(/\.$/, '')

/** What a link (or a text with a link in it) names. */
export function parseMarketLink(text: string): ParsedLink {
  if (text.length > LINK_TEXT_MOST) return { kind: 'none' }
  const address = addressIn(text)
  if (address === undefined) return { kind: 'none' }
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { kind: 'none' }
  }
  return parsedUrl(url)
}

/** What an address names: its host must be a market's, with no credentials and no other port. */
export function parsedUrl(url: URL): ParsedLink {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' }
  if (url.username !== '' || url.password !== '' || url.port !== '') return { kind: 'none' }
  const host = hostOf(url.hostname)
  if (SHORT_LINK_HOSTS.includes(host)) {
    return /^\/[\w-]{2,40}\/?$|^\/d\/[\w-]{2,40}\/?$/.test(url.pathname)
      ? { kind: 'short', url }
      : { kind: 'none' }
  }
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return { kind: 'none' }
  }
  for (const { market, shape } of BY_HOST.get(host) ?? []) {
    const match = shape.path.exec(path)
    if (!match) continue
    const id = shape.id(match)
    if (MARKET_TOKEN.test(id)) return { kind: 'item', item: { market, id } }
  }
  return { kind: 'none' }
}

/** One answer of a short link's host: its status and where it sends the visitor. */
export type Hop = { status: number; location: string | null }
/** Asks a host for an address and reads only the answer's head (no body is read). */
export type ShortLinkHop = (url: URL, signal: AbortSignal) => Promise<Hop>

/** Redirects followed at most: a short link is one or two, a chain longer than this is refused. */
export const MOST_HOPS = 5

/**
 * Where a short link leads, asked of its host, then of each host it sends to while that is a
 * short link's host too: the first address of a market's item is the answer. An address of any
 * other host is never asked for (it may be anything); nor is a chain longer than MOST_HOPS.
 */
export async function followShortLink(
  start: URL,
  hop: ShortLinkHop,
  signal: AbortSignal,
): Promise<ParsedLink> {
  let url = start
  for (let hops = 0; hops < MOST_HOPS; hops++) {
    const { status, location } = await hop(url, signal)
    if (status < 300 || status >= 400 || location === null) return { kind: 'none' }
    let next: URL
    try {
      next = new URL(location, url)
    } catch {
      return { kind: 'none' }
    }
    const parsed = parsedUrl(next)
    if (parsed.kind !== 'short') return parsed
    url = parsed.url
  }
  return { kind: 'none' }
}

/**
 * The hop over HTTP: a GET (some hosts refuse HEAD) whose redirect is read, not followed, and
 * whose body is let go unread. `origin` sends every hop to one server instead, the host first in
 * the path (`{origin}/merc.li/AbCd`): tests' stand-in for the short links' hosts.
 */
export function httpHop(origin?: string): ShortLinkHop {
  return async (url, signal) => {
    const target = origin ? `${origin}/${url.hostname}${url.pathname}${url.search}` : url
    const response = await fetch(target, {
      redirect: 'manual',
      signal,
      headers: { 'user-agent': 'Kaimono link reader' },
    })
    await response.body?.cancel()
    return { status: response.status, location: response.headers.get('location') }
  }
}

/**
 * Short links one client may have followed a minute: a customer pastes one or two; more is a
 * script making the server knock on the short link hosts for it.
 */
export const SHORT_LINKS_A_CLIENT = { window: 60, max: 20 }

/** A short link's hosts are waited for this long (every hop of one link together). */
export const SHORT_LINK_TIMEOUT_MS = 3_000

const SHORT_LINKS_NAMES = {
  vi: 'Dịch vụ liên kết rút gọn',
  ja: '短縮リンクのサービス',
  en: 'The short link service',
}

/**
 * The market item a pasted text links to. A link of no known market is a 422 on `url` naming
 * the markets whose links are known; a short link whose hosts do not answer in time, a 503.
 */
export function linkResolver(
  hop: ShortLinkHop = httpHop(),
  timeoutMs = SHORT_LINK_TIMEOUT_MS,
  limiter: RateLimiter = fixedWindowLimiter(),
) {
  const shortLinks = outsideService({
    service: 'short links',
    names: SHORT_LINKS_NAMES,
    timeoutMs,
    failuresToOpen: 5,
    openMs: 30_000,
  })
  /** `client`: who asks (their address): each may have a few short links followed a minute. */
  return async (text: string, client: string): Promise<LinkedItem> => {
    let parsed = parseMarketLink(text)
    if (parsed.kind === 'short') {
      const { url } = parsed
      const { allowed, retryAfter } = await limiter.consume(
        `short-link:${client}`,
        SHORT_LINKS_A_CLIENT,
      )
      if (!allowed) throw new TooMany(retryAfter ?? undefined)
      parsed = await shortLinks.call((signal) => followShortLink(url, hop, signal))
    }
    if (parsed.kind === 'item') return parsed.item
    const vars = { markets: marketNames() }
    throw new Invalid(
      { url: [{ key: 'markets.linkUnsupported', vars }] },
      'markets.linkUnsupported',
      vars,
    )
  }
}

/** The markets whose links are known, named in each language. */
const marketNames = () =>
  Object.fromEntries(
    LANGS.map((lang) => [lang, LINKED_MARKETS.map((market) => shopName(market, lang)).join(', ')]),
  ) as Record<Lang, string>
