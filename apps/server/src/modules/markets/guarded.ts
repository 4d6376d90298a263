import type {
  Lang,
  MarketCategory,
  MarketItem,
  MarketList,
  SellerReview,
  SellerShop,
} from '@kaimono/contracts'
import { type OutsideOptions, outsideService } from '../../platform/outside.ts'
import { cachedLoader, type SharedCache } from '../../platform/shared-cache.ts'
import type { MarketAdapter, MarketQuery } from './adapter.ts'

/** How long each answer of a market is kept, in seconds: lists change faster than categories. */
export const MARKET_TTL = { list: 120, detail: 60, categories: 3_600, seller: 300 } as const

export type MarketGuard = Pick<OutsideOptions, 'timeoutMs' | 'failuresToOpen' | 'openMs' | 'now'>

export const DEFAULT_MARKET_GUARD: MarketGuard = {
  timeoutMs: 5_000,
  failuresToOpen: 5,
  openMs: 30_000,
}

/** A query's key in the cache: the same query in any order of its filters is one key. */
export function queryKey(query: MarketQuery): string {
  const filters = Object.entries(query.filters ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify([
    query.category ?? '',
    query.search ?? '',
    query.page,
    query.sort ?? '',
    filters,
  ])
}

/** A guarded adapter; `freshDetail` asks the market past the cache (buying) and keeps the answer. */
export type GuardedAdapter = MarketAdapter & {
  freshDetail(id: string): Promise<MarketItem | null>
  /** A list as the API sends it: JSON text. */
  listJson(query: MarketQuery): Promise<string>
}

/**
 * A market's adapter behind a timeout, a circuit breaker (platform/outside.ts) and the shared
 * cache: a market that hangs or fails answers a 503 naming it (`name`), never a 500 and never a
 * wait longer than its timeout; what it answered is kept for MARKET_TTL, for every process
 * when Redis is there.
 */
export function guardedAdapter(
  market: { id: string; name: string; names?: Record<Lang, string> },
  adapter: MarketAdapter,
  cache: SharedCache,
  guard: MarketGuard = DEFAULT_MARKET_GUARD,
  /**
   * Where a list's text is kept: the shared cache, or nowhere here (null) when the caller keeps
   * it itself (a process without Redis keeps what it sends: Markets.answerJson).
   */
  listTexts: SharedCache | null = cache,
): GuardedAdapter {
  const service = outsideService({ service: market.name, names: market.names, ...guard })
  const cached = cachedLoader(cache)
  const cachedText = listTexts === null ? null : cachedLoader(listTexts)
  const key = (...parts: string[]) => ['market', market.id, ...parts].join(':')
  return {
    // An adapter that writes its lists as JSON (the mirror) has the text kept, not the list:
    // kept as an object, a list was written to JSON again for the cache (50 kB each, a twelfth
    // of a search across every market).
    list: async (query) => {
      const { listJson } = adapter
      if (!listJson) {
        return cached<MarketList>(key('list', queryKey(query)), MARKET_TTL.list, () =>
          service.call((signal) => adapter.list(query, signal)),
        )
      }
      const text = await cached<string>(key('list-json', queryKey(query)), MARKET_TTL.list, () =>
        service.call((signal) => listJson(query, signal)),
      )
      return JSON.parse(text) as MarketList
    },
    listJson(query) {
      const ask = () =>
        service.call((signal) =>
          adapter.listJson
            ? adapter.listJson(query, signal)
            : adapter.list(query, signal).then((list) => JSON.stringify(list)),
        )
      return cachedText
        ? cachedText(key('list-json', queryKey(query)), MARKET_TTL.list, ask)
        : ask()
    },
    detail: (id) =>
      cached<MarketItem | null>(key('detail', id), MARKET_TTL.detail, () =>
        service.call((signal) => adapter.detail(id, signal)),
      ),
    async freshDetail(id) {
      const item = await service.call((signal) => adapter.detail(id, signal))
      await cache.set(key('detail', id), item, MARKET_TTL.detail)
      return item
    },
    categories: () =>
      cached<MarketCategory[]>(key('categories'), MARKET_TTL.categories, () =>
        service.call((signal) => adapter.categories(signal)),
      ),
    sellerShop: (sellerId, page) =>
      cached<SellerShop | null>(key('seller', sellerId, String(page)), MARKET_TTL.seller, () =>
        service.call((signal) => adapter.sellerShop(sellerId, page, signal)),
      ),
    sellerReview: (sellerId) =>
      cached<SellerReview | null>(key('review', sellerId), MARKET_TTL.seller, () =>
        service.call((signal) => adapter.sellerReview(sellerId, signal)),
      ),
  }
}
