// Issue 16 targets of `npm run bench`: the URLs shoppers ask for, drawn from the running
// server's own catalogue. One URL asked again and again measures the answer cache; shoppers
// spread over search words, categories, pages, sorts and products, and it is that spread the
// queries have to serve. Every list is shuffled by a seeded generator, so two runs on the same
// catalogue ask for the same URLs in the same order and their figures compare.
import http from 'node:http'
import { PRODUCT_SORTS } from '@kaimono/contracts/catalog-rules'
import { OWN_SHOPS } from '@kaimono/contracts/markets'
import { CATALOGUE } from '../../apps/server/src/modules/catalog/demo/data.ts'
import { seededRandom } from '../../apps/server/src/modules/catalog/demo/products.ts'

/** Changing it draws other URLs: figures of runs with different seeds do not compare. */
const SEED = 16

// A few thousand URLs a list: more than the answer cache holds (1,000 answers), so most
// requests of a 10 s run miss it, yet few enough to build in seconds at 100,000 products.
const MAX_URLS = 3000
// Random products: the API's answer for one costs little to name, so more of them.
const MAX_PRODUCT_IDS = 4000
// Product pages: each one's shop is looked up first (a wrong shop answers a redirect). The
// drawn products past these are the first-visit pages' (a page not yet rendered).
const MAX_PRODUCT_PAGES = 2000

// How deep shoppers page: a search's first pages, further into a category, and the listing's
// page numbers as far as its pagination offers them.
const SEARCH_PAGES = 5
const CATEGORY_PAGES = 30
const LISTING_PAGES = 50
/** The web listing's page size (§9), so its pages are the API's pages of that size. */
const LISTING_PER_PAGE = 12
/** The listing's and the API's default sort: the listing leaves it out of its addresses. */
const DEFAULT_SORT = '-updated_at'
/** The listings of the web app: each own shop, and both ('all'). */
const LISTING_SHOPS = [...Object.keys(OWN_SHOPS), 'all']

// Probes run a few at a time: at 100,000 products one category page alone takes up to 250 ms.
const PROBE_CONCURRENCY = 4

/**
 * Searches of the demo catalogue's words (modules/catalog/demo/data.ts) as shoppers type them:
 * Vietnamese with and without tone marks, Japanese (one- and two-character words take another
 * index than longer ones), English; common words that find hundreds of products and rare ones
 * that find a few, since a search's cost may depend on how common its word is.
 */
const SEARCH_TERMS = [
  // Vietnamese, as typed with tone marks
  'sữa rửa mặt',
  'chống nắng',
  'bỉm',
  'dầu gội',
  'viên uống',
  'trà xanh',
  'khăn tắm',
  'nước tương',
  'giày',
  'dao bếp',
  // …and without, as typed on a keyboard without Vietnamese input
  'sua',
  'kem duong',
  'bim quan',
  'banh quy bo',
  'ca phe',
  'tat cotton',
  'o gap',
  // Japanese
  '抹茶',
  '化粧水',
  'おむつ',
  'タオル',
  '洗剤',
  '青汁',
  '茶',
  'せんべい',
  'シャンプー',
  'ナットウキナーゼ',
  // English
  'matcha',
  'Shampoo',
  'baby wipes',
  'cream',
  'collagen',
  'sneakers',
  'soy sauce',
  'vitamin c',
  // Rare: one template or one brand
  'nattokinase',
  'santoku',
  'genmaicha',
  'melamine',
  'imabari',
  'oxford',
  'hanamizu',
]

// Words drawn from the demo catalogue's names on top of SEARCH_TERMS, for the API's search:
// with 5 pages and 4 sorts a term, the hand-picked ones alone make fewer URLs than the answer
// cache holds, and a cached search would pass any budget. Each term costs one look-up first.
const DRAWN_TERMS = 160

const stripMarks = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC')

/** Words of the English names nobody searches by. */
const ENGLISH_GLUE = new Set(['with', 'from', 'pairs'])
/** Katakana (two or more), kanji (any), hiragana (three or more: shorter runs are particles). */
const JAPANESE_WORD = /[\u30a0-\u30ff]{2,}|[\u4e00-\u9fff]+|[\u3040-\u309f]{3,}/gu

/**
 * What shoppers would type to find the demo catalogue's products, from their names (template,
 * shade, scent, flavour) and brands: Vietnamese pairs of words (its words are syllables: 'rửa
 * mặt', not 'rửa') with and without tone marks, English words, Japanese runs of katakana,
 * kanji or hiragana (names have no spaces: '極潤ヒアルロン化粧水' is found as 'ヒアルロン').
 */
function catalogueTerms() {
  const terms = new Set()
  const add = (term) => terms.add(term)
  for (const root of CATALOGUE) {
    for (const brand of root.brands) {
      add(brand.latin)
      add(brand.ja)
    }
    for (const leaf of root.leaves) {
      for (const template of leaf.templates) {
        const labels = [
          template.name,
          ...(template.shades ?? []),
          ...(template.scents ?? []),
          ...(template.flavors ?? []),
        ]
        for (const { vi, ja, en } of labels) {
          const words = vi.split(/[\s,&()/+]+/).filter((word) => /\p{L}/u.test(word))
          for (let i = 0; i + 1 < words.length; i++) {
            const pair = `${words[i]} ${words[i + 1]}`.toLowerCase()
            add(pair)
            add(stripMarks(pair))
          }
          for (const word of en.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []) {
            if (!ENGLISH_GLUE.has(word)) add(word.toLowerCase())
          }
          for (const run of ja.match(JAPANESE_WORD) ?? []) add(run)
        }
      }
    }
  }
  return [...terms]
}

/** A generator per list, so one list's URLs do not change when another list changes. */
export function randomFor(seed, list) {
  let hash = seed >>> 0
  for (const char of list) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return seededRandom(hash)
}

/** Fisher-Yates, in place. */
export function shuffle(items, next) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}

/** Shuffled, at most `max`, and as the bench's targets take them: the first for the pre-check. */
export function spread(paths, next, max = MAX_URLS) {
  if (paths.length === 0) throw new Error('no URL to measure')
  const picked = shuffle(paths, next).slice(0, max)
  return { path: picked[0], paths: picked }
}

export const range = (from, to) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Plain http with no keep-alive agent, as the bench's own requests: no pooled socket left open. */
export function getJson(base, path) {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        if (res.statusCode !== 200) {
          reject(new Error(`GET ${path} answered ${res.statusCode}: ${text.slice(0, 300)}`))
          return
        }
        resolve(JSON.parse(text))
      })
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${path} timed out`)))
    req.on('error', reject)
  })
}

/** `fn` over every item, at most `limit` at once, results in the items' order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** A query string with its brackets as written (`filter[name]=…`), so logs and JSON read. */
const query = (params) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')

/**
 * The URL spreads of the issue 16 targets, each built when its target is about to run (so a
 * list's look-ups never warm the answer cache for a target measured before it) and returned as
 * `{ path, paths }`. Only URLs that answer 2xx are kept: pages that exist, products that exist
 * under their own shop's path.
 */
export function catalogUrls(base, { seed = SEED, log = () => {} } = {}) {
  const once = (make) => {
    let value
    return () => {
      value ??= make()
      return value
    }
  }
  /** Every category, roots and leaves, read the way the API pages them. */
  const categories = once(async () => {
    const all = []
    for (let page = 1; ; page++) {
      const answer = await getJson(base, `/api/product-categories?per_page=100&page=${page}`)
      all.push(...answer.data)
      if (page >= answer.last_page) return all
    }
  })
  /**
   * Random products that exist, with their shops. Ids are nearly dense (a serial column; a
   * top-up of the catalogue leaves a few gaps), so ids drawn from 1..N, N the count, are looked
   * up and the missing ones dropped: a 404 measures nothing (a run counted 247 of them).
   */
  const products = once(async () => {
    const { total } = await getJson(base, '/api/products?per_page=1')
    if (!total) throw new Error('no product to measure')
    const next = randomFor(seed, 'product ids')
    let ids = shuffle(range(1, total), next)
    if (total > MAX_PRODUCT_IDS) {
      const drawn = new Set()
      while (drawn.size < MAX_PRODUCT_IDS) drawn.add(1 + Math.floor(next() * total))
      ids = [...drawn]
    }
    // Looked up with an include no page asks for: this answer, cached, serves no target.
    const shops = await mapLimit(ids, PROBE_CONCURRENCY, async (id) => {
      try {
        return (await getJson(base, `/api/products/${id}?include=origin`)).data.shop_id
      } catch {
        return null
      }
    })
    const missing = shops.filter((shop) => shop === null).length
    if (missing > 0) log(`products: ${missing} of ${ids.length} drawn ids answered no product`)
    return ids.flatMap((id, i) => (shops[i] ? [{ id, shop: shops[i] }] : []))
  })
  /** The last page of an `/api/products` query (its pages of the default size unless given). */
  const lastPage = async (params) => {
    const answer = await getJson(base, `/api/products?${query(params)}`)
    return { lastPage: answer.total > 0 ? answer.last_page : 0, total: answer.total }
  }

  /** The listing's addresses in three groups (unfiltered, category, search), each shuffled. */
  const listGroups = once(async () => {
    const filters = [
      {},
      ...(await categories()).map(({ id }) => ({ category: id })),
      ...SEARCH_TERMS.map((term) => ({ search: term })),
    ]
    const combos = LISTING_SHOPS.flatMap((shop) => filters.map((filter) => ({ shop, filter })))
    const counted = await mapLimit(combos, PROBE_CONCURRENCY, async ({ shop, filter }) => {
      const params = { per_page: LISTING_PER_PAGE }
      if (shop !== 'all') params['filter[suppliers.id]'] = OWN_SHOPS[shop]
      if (filter.category) params['filter[categories]'] = filter.category
      if (filter.search) params['filter[name]'] = filter.search
      return { shop, filter, ...(await lastPage(params)) }
    })
    const groups = { unfiltered: [], category: [], search: [] }
    for (const { shop, filter, lastPage: last } of counted) {
      const group = filter.category ? 'category' : filter.search ? 'search' : 'unfiltered'
      const deepest = filter.search ? SEARCH_PAGES : LISTING_PAGES
      // What finds nothing (a category of the other shop, a word it does not sell) is left
      // out: no link of the listing leads there.
      for (const page of range(1, Math.min(deepest, last))) {
        for (const sort of PRODUCT_SORTS) {
          const params = new URLSearchParams()
          if (filter.search) params.set('search', filter.search)
          if (filter.category) params.set('category', String(filter.category))
          if (sort !== DEFAULT_SORT) params.set('sort', sort)
          if (page > 1) params.set('page', String(page))
          const text = params.toString()
          groups[group].push(`/products/${shop}${text ? `?${text}` : ''}`)
        }
      }
    }
    // Otherwise categories, with 50 pages each, would make nearly every URL a category's.
    const next = randomFor(seed, 'list page')
    return Object.values(groups).map((group) => shuffle(group, next))
  })

  return {
    /** `/api/products?filter[name]=…&page=…&sort=…`: every term, its first pages, every sort. */
    async search() {
      const drawn = shuffle(
        catalogueTerms().filter((term) => !SEARCH_TERMS.includes(term)),
        randomFor(seed, 'search terms'),
      ).slice(0, DRAWN_TERMS)
      const terms = [...SEARCH_TERMS, ...drawn]
      const counted = await mapLimit(terms, PROBE_CONCURRENCY, async (term) => ({
        term,
        ...(await lastPage({ 'filter[name]': term })),
      }))
      const none = counted.filter((c) => c.total === 0).map((c) => c.term)
      if (none.length > 0) log(`search: no product found by ${none.join(', ')} (page 1 kept)`)
      const paths = counted.flatMap(({ term, lastPage: last }) =>
        range(1, Math.min(SEARCH_PAGES, Math.max(1, last))).flatMap((page) =>
          PRODUCT_SORTS.map(
            (sort) => `/api/products?${query({ 'filter[name]': term, page, sort })}`,
          ),
        ),
      )
      return spread(paths, randomFor(seed, 'search'))
    },

    /** `/api/products?filter[categories]=…&page=…&sort=…`: every category, its pages, every sort. */
    async category() {
      const counted = await mapLimit(await categories(), PROBE_CONCURRENCY, async ({ id }) => ({
        id,
        ...(await lastPage({ 'filter[categories]': id })),
      }))
      const paths = counted.flatMap(({ id, lastPage: last }) =>
        range(1, Math.min(CATEGORY_PAGES, last)).flatMap((page) =>
          PRODUCT_SORTS.map(
            (sort) => `/api/products?${query({ 'filter[categories]': id, page, sort })}`,
          ),
        ),
      )
      return spread(paths, randomFor(seed, 'category'))
    },

    /** `/api/products/{id}` over the whole id range. */
    async product() {
      const paths = (await products()).map(({ id }) => `/api/products/${id}`)
      return spread(paths, randomFor(seed, 'product'), MAX_PRODUCT_IDS)
    },

    /** `/products/{shop}/{id}`, random products, each under its own shop (ikom or awond). */
    async productPage() {
      const paths = (await products())
        .slice(0, MAX_PRODUCT_PAGES)
        .map(({ id, shop }) => `/products/${shop}/${id}`)
      return spread(paths, randomFor(seed, 'product page'), MAX_PRODUCT_PAGES)
    },

    /**
     * `/products/{shop}?…` as the web listing writes it (routes/products.tsx): each own shop and
     * both ('all', where the header's search goes); unfiltered, by category and by a search in
     * about equal parts; pages up to the last (past it the page redirects), every sort, page 1
     * and the default sort left out of the address as the listing's own links leave them.
     */
    async listPage() {
      const groups = await listGroups()
      const third = Math.ceil(MAX_URLS / 3)
      return spread(
        groups.flatMap((group) => group.slice(0, third)),
        randomFor(seed, 'list page'),
      )
    },

    /** The product pages past those of productPage(): none of them asked for before. */
    async productPageFirstVisit() {
      const paths = (await products())
        .slice(MAX_PRODUCT_PAGES)
        .map(({ id, shop }) => `/products/${shop}/${id}`)
      return spread(paths, randomFor(seed, 'product page, first visit'), MAX_PRODUCT_PAGES)
    },

    /**
     * Listing pages past those of listPage() in each group: none of them asked for before (the
     * unfiltered group has no more than listPage() takes, so these are categories and searches).
     */
    async listPageFirstVisit() {
      const groups = await listGroups()
      const third = Math.ceil(MAX_URLS / 3)
      return spread(
        groups.flatMap((group) => group.slice(third, 2 * third)),
        randomFor(seed, 'list page, first visit'),
      )
    },

    /** The home page has one address (the language is a cookie's), so one URL here too. */
    async home() {
      return { path: '/', paths: ['/'] }
    },
  }
}
