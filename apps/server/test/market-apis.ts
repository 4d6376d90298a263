import { marketFixture, type ReplayAnswer, type ReplayResponder } from './market-replay.ts'

// Stand-ins for the official search APIs that read their documented parameters (search words,
// item code, sort, page size and position) over a pool of items in the recorded format, so an
// adapter can be held to the same behaviours as the mirror (adapters/contract.test.ts).

type Json = Record<string, unknown>

const json = (body: unknown): ReplayAnswer => ({ status: 200, body: JSON.stringify(body) })

/** `count` items made from the recorded ones, with distinct prices in no particular order. */
function pool(
  templates: Json[],
  count: number,
  make: (template: Json, n: number, price: number) => Json,
) {
  return Array.from({ length: count }, (_, n) => {
    const template = templates[n % templates.length] as Json
    // 7919 is prime: n ↦ 7919·n mod count is a shuffle of 0…count-1.
    return make(template, n, 500 + ((n * 7919) % count) * 10)
  })
}

const hasWords = (text: string, words: string | null) =>
  !words || words.split(/\s+/).every((word) => text.includes(word))

function sortBy(items: Json[], field: string, sort: string | null): Json[] {
  const price = (item: Json) => Number(item[field])
  if (sort === `+${field}`) return [...items].sort((a, b) => price(a) - price(b))
  if (sort === `-${field}`) return [...items].sort((a, b) => price(b) - price(a))
  return items
}

/** Rakuten Ichiba Item Search 2022-06-01 over `count` items like the recorded ones. */
export function rakutenSearchApi(count: number): ReplayResponder {
  const recorded = JSON.parse(marketFixture('rakuten-search.json')).Items.map(
    (entry: { Item: Json }) => entry.Item,
  )
  const items = pool(recorded, count, (template, n, price) => {
    const code = `item-${n}`
    return {
      ...template,
      itemName: `${template.itemName} ${n}`,
      itemCode: `${template.shopCode}:${code}`,
      itemUrl: `https://item.rakuten.co.jp/${template.shopCode}/${code}/`,
      itemPrice: price,
    }
  })
  return (url) => {
    const params = url.searchParams
    const code = params.get('itemCode')
    const found = items.filter(
      (item) =>
        (!code || item.itemCode === code) && hasWords(String(item.itemName), params.get('keyword')),
    )
    // Rakuten answers a search that finds nothing with 404 not_found.
    if (found.length === 0) return { status: 404, body: marketFixture('rakuten-error-404.json') }
    const hits = Number(params.get('hits') ?? 30)
    const page = Number(params.get('page') ?? 1)
    const sorted = sortBy(found, 'itemPrice', params.get('sort'))
    const slice = sorted.slice((page - 1) * hits, page * hits)
    return json({
      count: found.length,
      page,
      first: (page - 1) * hits + 1,
      last: (page - 1) * hits + slice.length,
      hits: slice.length,
      carrier: 0,
      pageCount: Math.ceil(found.length / hits),
      Items: slice.map((Item) => ({ Item })),
      GenreInformation: [],
      TagInformation: [],
    })
  }
}

/** Yahoo! Shopping itemSearch v3 over `count` hits like the recorded ones. */
export function yahooSearchApi(count: number): ReplayResponder {
  const recorded: Json[] = JSON.parse(marketFixture('yahoo-search.json')).hits
  const hits = pool(recorded, count, (template, n, price) => {
    const seller = template.seller as { sellerId: string }
    return {
      ...template,
      name: `${template.name} ${n}`,
      code: `${seller.sellerId}_item-${n}`,
      url: `https://store.shopping.yahoo.co.jp/${seller.sellerId}/item-${n}.html`,
      price,
    }
  })
  return (url) => {
    const params = url.searchParams
    const seller = params.get('seller_id')
    // Yahoo's query matches the name and the item code.
    const found = hits.filter(
      (hit) =>
        (!seller || (hit.seller as { sellerId: string }).sellerId === seller) &&
        hasWords(`${hit.name} ${hit.code}`, params.get('query')),
    )
    const results = Number(params.get('results') ?? 20)
    const start = Number(params.get('start') ?? 1)
    const slice = sortBy(found, 'price', params.get('sort')).slice(start - 1, start - 1 + results)
    return json({
      totalResultsAvailable: found.length,
      totalResultsReturned: slice.length,
      firstResultsPosition: start,
      request: { query: params.get('query') ?? '' },
      hits: slice.map((hit, index) => ({ ...hit, index: start + index })),
    })
  }
}
