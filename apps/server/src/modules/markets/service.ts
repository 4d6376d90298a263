import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  isBrowsableMarket,
  MARKET_FILTERS,
  MARKET_RECOMMENDS,
  MARKET_SORTS,
  type MarketCategory,
  type MarketDetail,
  type MarketDetailQuery,
  type MarketEvent,
  type MarketList,
  type MarketListQuery,
  parseMarketFilters,
  shopEntry,
  shopName,
  type z,
} from '@kaimono/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { TtlCache } from '../../platform/cache.ts'
import { forgetOnChange } from '../../platform/changes.ts'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import { BadRequest, NotFound } from '../../platform/errors.ts'
import { CachedBody } from '../../platform/http/cached-body.ts'
import { memoryCache, redisCache, type SharedCache } from '../../platform/shared-cache.ts'
import {
  identityProvider,
  type SearchTranslation,
  searchInJapanese,
  type TranslateProvider,
} from '../translate/index.ts'
import type { MarketAdapter } from './adapter.ts'
import { mirrorAdapter } from './adapters/mirror.ts'
import { rakutenAdapter } from './adapters/rakuten.ts'
import { yahooAdapter } from './adapters/yahoo.ts'
import {
  DEFAULT_MARKET_GUARD,
  type GuardedAdapter,
  guardedAdapter,
  MARKET_TTL,
  type MarketGuard,
} from './guarded.ts'
import { type LinkedItem, linkResolver, parseMarketLink, type ShortLinkHop } from './links.ts'

/** Where a market's goods come from: the mirror, or its official API when its key is set. */
export type AdapterKind = 'mirror' | 'official'

export type Markets = {
  /** A market's adapter behind its guard and the shared cache; a 404 for an unknown market. */
  reader(market: string): GuardedAdapter
  kindOf(market: BrowsableMarket): AdapterKind
  /**
   * An answer of the market API as sent (JSON, compressed once), kept in this process under
   * `key` (its address): a page of 30 items is 50 kB of JSON, whose validation, writing and
   * compression on every request cost ten times the rest of it.
   */
  answer(key: string, produce: () => Promise<unknown>): Promise<CachedBody>
  /** The same, for an answer already written as JSON text (a list: GuardedAdapter.listJson). */
  answerJson(key: string, produce: () => Promise<string>): Promise<CachedBody>
  /** The market item a pasted link (or a shared message with one) names (links.ts). */
  resolveLink(text: string, client: string): Promise<LinkedItem>
  /**
   * `is_translate_search`: words in Vietnamese or English as Japanese sellers write them (the
   * glossary, then the translation provider).
   */
  inJapanese(
    query: string,
    log: { warn(object: object, message: string): void },
  ): Promise<SearchTranslation>
  close(): Promise<void>
}

export type MarketsOptions = {
  config: Pick<Config, 'RAKUTEN_APPLICATION_ID' | 'YAHOO_APP_ID' | 'REDIS_URL'>
  db: Database
  log: FastifyBaseLogger
  /** Tests give their own cache, guard or adapters (a replay server's official client). */
  cache?: SharedCache
  guard?: MarketGuard
  adapters?: Partial<Record<BrowsableMarket, MarketAdapter>>
  /** How short links' hosts are asked where they lead (tests: a local stand-in). */
  shortLinkHop?: ShortLinkHop
  /** The translation provider searches use past the glossary; none by default. */
  translator?: TranslateProvider
}

/**
 * What a market's goods are read from: its official API where it has one, else the mirror. The
 * official searches know no category tree (each is another API): the market's tree is the
 * mirror's, brought by a feed (docs/market-feed.md), its ids the API's genre ids.
 */
function sourceOf(official: MarketAdapter | undefined, mirror: MarketAdapter): MarketAdapter {
  return official ? { ...official, categories: (signal) => mirror.categories(signal) } : mirror
}

/** Answers kept in this process when there is no Redis: enough for every market's busy pages. */
const MEMORY_ENTRIES = 5_000
/**
 * What those answers take at most, as JSON text (about 100 kB for a page of Japanese items): they
 * are on the JavaScript heap, which the server bounds to 160 MB (scripts/lib/bootstrap.mjs), and
 * the answers as sent (below) are kept beside them.
 */
const MEMORY_BYTES = 16 * 1024 * 1024
/**
 * Answers kept as sent, compressed (8 to 10 kB a page of items): as many as the bench's spread
 * of 12,000 list and item addresses asks for. They live as long as an item's answer does (a
 * list's shared copy lives longer, and is read again from there).
 */
const SENT = { maxEntries: 20_000, maxBytes: 96 * 1024 * 1024, ttlMs: MARKET_TTL.detail * 1000 }

/**
 * Every market's adapter, chosen by configuration (docs/markets.md): Rakuten and Yahoo!
 * Shopping through their official APIs when RAKUTEN_APPLICATION_ID and YAHOO_APP_ID are set,
 * every market through the mirror otherwise. Each is guarded (timeout, breaker) and cached,
 * in Redis when REDIS_URL is set.
 */
export async function createMarkets(options: MarketsOptions): Promise<Markets> {
  const { config, db, log } = options
  const memory = memoryCache({ maxEntries: MEMORY_ENTRIES, maxBytes: MEMORY_BYTES })
  const sent = new TtlCache<CachedBody>({ ...SENT, bytesOf: (body) => body.storedBytes })
  const cache =
    options.cache ??
    (config.REDIS_URL ? await redisCache(config.REDIS_URL, log, 'kaimono:market:') : memory)
  // The mirror's answers kept here go when it changes (ADR 020: an import, the seed); those kept
  // in Redis live out their time to live (MARKET_TTL), as an official API's do.
  const forget = forgetOnChange((changedDb) => {
    if (changedDb !== db) return
    memory.clear()
    sent.clear()
  })
  // Without Redis, a list's text is kept once, as sent (`sent`), not also in `memory`: a page is
  // 100 kB of string, and every list asked for the first time put one more on the heap.
  const listTexts = options.cache ?? (config.REDIS_URL ? cache : null)
  const official: Partial<Record<BrowsableMarket, MarketAdapter>> = {
    ...(config.RAKUTEN_APPLICATION_ID
      ? { rakuten: rakutenAdapter({ applicationId: config.RAKUTEN_APPLICATION_ID }) }
      : {}),
    ...(config.YAHOO_APP_ID ? { yahoo: yahooAdapter({ appId: config.YAHOO_APP_ID }) } : {}),
    ...options.adapters,
  }
  const readers = new Map<BrowsableMarket, GuardedAdapter>(
    BROWSABLE_MARKETS.map((market) => [
      market,
      guardedAdapter(
        { id: market, name: shopName(market, 'en'), names: shopEntry(market).name },
        sourceOf(official[market], mirrorAdapter({ db, market })),
        cache,
        options.guard ?? DEFAULT_MARKET_GUARD,
        listTexts,
      ),
    ]),
  )
  return {
    reader(market) {
      const reader = isBrowsableMarket(market) ? readers.get(market) : undefined
      if (!reader) throw new NotFound('markets.unknown')
      return reader
    },
    kindOf: (market) => (official[market] ? 'official' : 'mirror'),
    resolveLink: linkResolver(options.shortLinkHop),
    inJapanese: (query, log) =>
      searchInJapanese(options.translator ?? identityProvider, query, log),
    answer: (key, produce) => sent.get(key, async () => CachedBody.json(await produce())),
    answerJson: (key, produce) => sent.get(key, async () => new CachedBody(await produce())),
    async close() {
      forget()
      if (!options.cache) await cache.close()
    },
  }
}

/**
 * §7 GET /market/v3/{shop}: the sort must be one of the market's, each filter one it offers
 * with a value it knows; anything else is a 400 naming the parameter.
 */
export function listQuery(market: BrowsableMarket, query: z.output<typeof MarketListQuery>) {
  const sorts = MARKET_SORTS[market]
  if (query.sort !== undefined && !sorts.some((sort) => sort.value === query.sort)) {
    throw new BadRequest('invalidParameter', { param: 'sort' })
  }
  const filters = parseMarketFilters(query.filters)
  const offered = MARKET_FILTERS[market]
  const known = (key: string, value: string) =>
    offered.some((filter) => filter.key === key && filter.options.some((o) => o.value === value))
  if (!filters || !Object.entries(filters).every(([key, value]) => known(key, value))) {
    throw new BadRequest('invalidParameter', { param: 'filters' })
  }
  return {
    category: query.category_id,
    search: query.search || undefined,
    page: query.page,
    sort: query.sort,
    filters,
  }
}

/**
 * The item a detail request names (§7): Rakuten's by its address (`url`, the shop and item code
 * in its path, as `shop:code`), Yahoo! Shopping's by store and item (`shop_id`, `id`, as
 * `store_item`), every other market's by `id`.
 */
export function detailId(market: BrowsableMarket, query: z.output<typeof MarketDetailQuery>) {
  if (market === 'rakuten' && query.url !== undefined) {
    const parsed = parseMarketLink(query.url)
    if (parsed.kind !== 'item' || parsed.item.market !== 'rakuten') {
      throw new BadRequest('invalidParameter', { param: 'url' })
    }
    return parsed.item.id
  }
  if (market === 'yahoo' && query.shop_id !== undefined && query.id !== undefined) {
    return query.id.startsWith(`${query.shop_id}_`) ? query.id : `${query.shop_id}_${query.id}`
  }
  if (query.id === undefined) throw new BadRequest('invalidParameter', { param: 'id' })
  return query.id
}

/** §7 detail: the item, its address at the market, and items like it (the same category). */
export async function marketDetail(reader: GuardedAdapter, id: string): Promise<MarketDetail> {
  const item = await reader.detail(id, new AbortController().signal)
  if (!item) throw new NotFound('markets.productNotFound')
  const category = item.categories.at(-1)?.id
  const near: MarketList = await reader.list(
    { page: 1, ...(category ? { category } : {}) },
    new AbortController().signal,
  )
  return {
    item,
    sharing_data: { supplier_product_url: item.url },
    recommends: near.items.filter((other) => other.id !== item.id).slice(0, MARKET_RECOMMENDS),
  }
}

/** A sale is the items of a category at least this much off. */
const EVENT_DISCOUNT = '10'

async function eventOf(reader: GuardedAdapter, category: MarketCategory) {
  const { items } = await reader.list(
    { page: 1, category: category.id, sort: 'popular', filters: { discount: EVENT_DISCOUNT } },
    new AbortController().signal,
  )
  const first = items[0]
  if (!first) return null
  const name = category.lang
  const event: MarketEvent = {
    id: category.id,
    title: { vi: `Giảm giá ${name.vi}`, ja: `${name.ja}セール`, en: `${name.en} sale` },
    image_uri: first.image_uri,
    category_id: category.id,
  }
  return { event, items }
}

/** §7 Amazon's sales: one per root category with items on sale, from the market's adapter. */
export async function amazonEvents(markets: Markets): Promise<MarketEvent[]> {
  const reader = markets.reader('amazon')
  const roots = (await reader.categories(new AbortController().signal)).filter(
    (category) => category.parent_id === null,
  )
  const events = await Promise.all(roots.map((root) => eventOf(reader, root)))
  return events.flatMap((found) => (found ? [found.event] : []))
}

/** One of Amazon's sales and its items; a 404 when there is no such sale. */
export async function amazonEvent(markets: Markets, id: string) {
  const reader = markets.reader('amazon')
  const category = (await reader.categories(new AbortController().signal)).find(
    (row) => row.id === id && row.parent_id === null,
  )
  const found = category ? await eventOf(reader, category) : null
  if (!found) throw new NotFound()
  return found
}
