// §4 auctions: Yahoo! Auctions' bid increments, proxy bidding, Ecoring's step units and the
// Japan time bids are stated in. Rules both sides apply: the page shows the least it may bid,
// the server refuses less.

/** The two suppliers a customer needs a permission for (§4 Auction permission). */
export const AUCTION_SUPPLIERS = ['YahooAuction', 'Ecoring'] as const
export type AuctionSupplier = (typeof AUCTION_SUPPLIERS)[number]

/** §4 Bid log status, as the server keeps each bid. */
export const BID_STATUSES = [
  'success',
  'missing-top',
  'final-missing-top',
  'final-success',
] as const
export type BidStatus = (typeof BID_STATUSES)[number]

/** The snipes the bid forms offer: seconds before the end a kept-back bid enters. */
export const SNIPE_CHOICES = [30, 60, 300] as const

/** Yahoo! Auctions' bid increment at a current price in yen. */
export function bidIncrement(price: number): number {
  if (price < 1_000) return 10
  if (price < 5_000) return 100
  if (price < 10_000) return 250
  if (price < 50_000) return 500
  return 1_000
}

/** The least a new maximum bid may be: the current price plus one increment. */
export const minimumBid = (current: number): number => current + bidIncrement(current)

/** A customer's maximum bid on an auction; `at` is when it was set (the earlier wins a tie). */
export type MaxBid = { id: number; max: number; at: number }

export type Standing<B extends MaxBid> = { leader: B | null; price: number }

/**
 * Proxy bidding (issue 20): the highest maximum leads, the earlier of two equal ones; the price
 * is the second-highest maximum plus one increment at that price, never above the leader's own
 * maximum. With one bidder the price stays where the auction started.
 */
export function standingOf<B extends MaxBid>(
  start: number,
  bids: readonly B[],
  increment: (price: number) => number = bidIncrement,
): Standing<B> {
  const ranked = [...bids].sort((a, b) => b.max - a.max || a.at - b.at || a.id - b.id)
  const [leader, second] = ranked
  if (!leader) return { leader: null, price: start }
  if (!second) return { leader, price: start }
  return { leader, price: Math.min(leader.max, second.max + increment(second.max)) }
}

/** §4: the smallest step an Ecoring lot's bids move by (its amounts are multiples of it). */
export function ecoringStep(stepUnits: readonly number[]): number {
  const steps = stepUnits.filter((step) => Number.isInteger(step) && step > 0)
  return steps.length > 0 ? Math.min(...steps) : 1
}

/** Ecoring's amount for a number entered: that many of the smallest step unit (§5). */
export function ecoringBidAmount(entered: number, stepUnits: readonly number[]): number {
  return entered * ecoringStep(stepUnits)
}

const JAPAN_OFFSET_MS = 9 * 3_600_000
const JAPAN_TIME = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/**
 * `YYYY/MM/DD HH:mm:ss` in Japan time (UTC+9 all year: Japan has no summer time) as epoch
 * seconds; null when it is not that shape or not a real moment (2026/02/30, 24:00:00).
 */
export function parseJapanTime(text: string): number | null {
  const match = JAPAN_TIME.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const utc = Date.UTC(year, month - 1, day, hour, minute, second)
  const back = new Date(utc)
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second
  return real ? (utc - JAPAN_OFFSET_MS) / 1000 : null
}

/** Epoch seconds as `YYYY/MM/DD HH:mm:ss` in Japan time (what the bid form sends). */
export function formatJapanTime(epochSeconds: number): string {
  const at = new Date(epochSeconds * 1000 + JAPAN_OFFSET_MS)
  const two = (n: number) => String(n).padStart(2, '0')
  return (
    `${at.getUTCFullYear()}/${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())} ` +
    `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
  )
}

/** A bidder's name as other customers see it in the bid list: its first and last letter. */
export function maskBidder(name: string): string {
  const letters = [...name.trim()]
  if (letters.length === 0) return '***'
  if (letters.length <= 2) return `${letters[0]}***`
  return `${letters[0]}***${letters[letters.length - 1]}`
}

// §4 Ecoring: its tabs, list pages and lots' states (zod-free, for the pages' own code).

/** §9 Ecoring tabs. Realtime auctions are not offered yet (a coming-soon picture). */
export const ECORING_TABS = ['preview', 'timelimit', 'realtime'] as const
export type EcoringTab = (typeof ECORING_TABS)[number]

/** Lots a list page holds (§9: the lists show 15 skeletons while they load). */
export const ECORING_PAGE_SIZE = 15
/** The deepest list page served. */
export const ECORING_MAX_PAGE = 200

/**
 * §4: a lot is previewed before its start (no bids), open from its start until its end, ended
 * when now is not before end_time.
 */
export const ECORING_STATES = ['preview', 'open', 'ended'] as const
export type EcoringState = (typeof ECORING_STATES)[number]

export function ecoringStateAt(
  lot: { start_time: number; end_time: number },
  nowSeconds: number,
): EcoringState {
  if (nowSeconds < lot.start_time) return 'preview'
  return nowSeconds < lot.end_time ? 'open' : 'ended'
}

/** The least bid a lot takes: its start price with no bid yet, else the price plus one step. */
export function ecoringMinimumBid(price: number, stepUnits: readonly number[], bids: number) {
  const step = ecoringStep(stepUnits)
  const least = bids > 0 ? price + step : price
  return Math.ceil(least / step) * step
}
