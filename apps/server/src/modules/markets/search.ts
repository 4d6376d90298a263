import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  type CrossSearch,
  type CrossSearchItem,
  isBrowsableMarket,
  MARKET_PAGE_SIZE,
  type MarketItem,
} from '@kaimono/contracts'
import { OutsideUnavailable } from '../../platform/outside.ts'
import type { Markets } from './service.ts'

export type CrossSearchOptions = {
  query: string
  page: number
  sort?: 'price_asc' | 'price_desc'
  /** Only these markets (the result's chips); every market when none. */
  markets?: readonly BrowsableMarket[]
}

/** What one market answered: its first pages' items, and whether it has more. */
type Answer = { market: BrowsableMarket; items: MarketItem[]; more: boolean }

/**
 * §7 GET /market/v3/search: the words asked of every market at once, each behind its own guard
 * (a timeout, a breaker: guarded.ts), so a market that hangs is given up on after its timeout
 * and named in `missing`, never waited for longer. Page n of the result needs each market's
 * first n pages (its first 30·n items are all that can be among the result's first 30·n); they
 * are asked at once, and each is the market's own cached list.
 */
export async function searchMarkets(
  markets: Markets,
  options: CrossSearchOptions,
): Promise<CrossSearch> {
  const asked = options.markets?.length ? options.markets : BROWSABLE_MARKETS
  const settled = await Promise.all(asked.map((market) => answerOf(markets, market, options)))
  const answers = settled.filter((answer): answer is Answer => answer !== null)
  const missing = asked.filter((market) => !answers.some((answer) => answer.market === market))
  const merged = options.sort ? byPrice(answers, options.sort) : inTurn(answers)
  const end = options.page * MARKET_PAGE_SIZE
  return {
    items: merged.slice(end - MARKET_PAGE_SIZE, end),
    pagination: {
      page: options.page,
      is_allow_next: merged.length > end || answers.some((answer) => answer.more),
    },
    partial: missing.length > 0,
    missing,
    found: answers.filter((answer) => answer.items.length > 0).map((answer) => answer.market),
  }
}

/** A market's first `page` pages of the words; null when it did not answer in time. */
async function answerOf(
  markets: Markets,
  market: BrowsableMarket,
  { query, page, sort }: CrossSearchOptions,
): Promise<Answer | null> {
  const reader = markets.reader(market)
  const pages = Array.from({ length: page }, (_, index) => index + 1)
  try {
    const lists = await Promise.all(
      pages.map((number) =>
        reader.list(
          { search: query, page: number, ...(sort && { sort }) },
          new AbortController().signal,
        ),
      ),
    )
    // A page past the market's last is empty: what comes before it is all there is.
    return {
      market,
      items: lists.flatMap((list) => list.items),
      more: lists.at(-1)?.pagination.is_allow_next ?? false,
    }
  } catch (error) {
    if (error instanceof OutsideUnavailable) return null
    throw error
  }
}

const withMarket = (market: BrowsableMarket, item: MarketItem): CrossSearchItem => ({
  ...item,
  shop_id: market,
})

/** Every market's items by price; at one price, in the markets' order, then each market's. */
function byPrice(answers: Answer[], sort: 'price_asc' | 'price_desc'): CrossSearchItem[] {
  const sign = sort === 'price_asc' ? 1 : -1
  return answers
    .flatMap(({ market, items }) => items.map((item) => withMarket(market, item)))
    .sort((a, b) => sign * (a.price - b.price))
}

/** Each market's items in its own order, taken in turn: the first of each, then the second… */
function inTurn(answers: Answer[]): CrossSearchItem[] {
  const merged: CrossSearchItem[] = []
  const longest = Math.max(0, ...answers.map((answer) => answer.items.length))
  for (let at = 0; at < longest; at++) {
    for (const { market, items } of answers) {
      const item = items[at]
      if (item) merged.push(withMarket(market, item))
    }
  }
  return merged
}

/** The `markets` parameter as markets: unknown names are left out. */
export const marketsParam = (text: string | undefined): BrowsableMarket[] =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isBrowsableMarket)
