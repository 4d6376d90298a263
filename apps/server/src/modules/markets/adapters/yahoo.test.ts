import { MarketItem, MarketList } from '@kaimono/contracts'
import { afterEach, expect, test, vi } from 'vitest'
import { fakeClock, marketFixture, marketReplay } from '../../../../test/market-replay.ts'
import { OutsideUnavailable } from '../../../platform/outside.ts'
import { memoryCache } from '../../../platform/shared-cache.ts'
import { guardedAdapter } from '../guarded.ts'
import { YAHOO_REQUEST_INTERVAL_MS, yahooAdapter } from './yahoo.ts'

const replays: { close: () => Promise<void> }[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(replays.splice(0).map((replay) => replay.close()))
})

async function yahoo(answer: Parameters<typeof marketReplay>[0]) {
  const replay = await marketReplay(answer)
  replays.push(replay)
  const clock = fakeClock()
  const adapter = yahooAdapter({ appId: 'dj00-test', baseUrl: replay.url, clock })
  return { adapter, replay, clock }
}

const ok = { status: 200, body: marketFixture('yahoo-search.json') }
const signal = () => new AbortController().signal

test('a list asks itemSearch v3 as documented and maps hits[] into §3 items', async () => {
  const { adapter, replay } = await yahoo(ok)
  const list = await adapter.list(
    { search: '抹茶', category: '1358', page: 2, sort: 'price_desc' },
    signal(),
  )
  expect(Object.fromEntries(replay.seen[0]?.searchParams ?? [])).toEqual({
    appid: 'dj00-test',
    query: '抹茶',
    genre_category_id: '1358',
    results: '30',
    start: '31',
    sort: '-price',
  })
  expect(MarketList.parse(list)).toEqual(list)
  // Positions 31 and 32 of 75: more to come.
  expect(list.pagination).toEqual({ page: 2, is_allow_next: true })
  const [matcha, latte] = list.items
  expect(matcha).toMatchObject({
    id: 'ujicha-store_matcha-100',
    name: '宇治抹茶 100g 缶入り',
    price: 2980,
    image_uri: 'https://item-shopping.c.yimg.jp/i/g/ujicha-store_matcha-100',
    label: 'ポイント5倍',
    url: 'https://store.shopping.yahoo.co.jp/ujicha-store/matcha-100.html',
    shop: { id: 'ujicha-store', name: '宇治茶ストア', image_uri: null, rate: { ratio: 4.5 } },
    product_condition: ['new'],
    delivery: ['free_shipping'],
    rate: { count: 57, ratio: 4.3, comments: [] },
    is_sold_out: false,
  })
  expect(latte).toMatchObject({
    id: 'latte-shop_latte-30',
    shop: { id: 'latte-shop', rate: null },
    product_condition: ['used'],
    delivery: [],
    rate: null,
    is_sold_out: true,
    sale_status: ['sold_out'],
  })
})

test('the first page starts at 1 sorted by score; pages past position 1000 are not asked', async () => {
  const { adapter, replay } = await yahoo(ok)
  await adapter.list({ search: '抹茶', page: 1 }, signal())
  expect(replay.seen[0]?.searchParams.get('start')).toBe('1')
  expect(replay.seen[0]?.searchParams.get('sort')).toBe('-score')
  expect((await adapter.list({ search: '抹茶', page: 34 }, signal())).items).toEqual([])
  expect(replay.seen).toHaveLength(1)
})

test('a detail searches the seller for the code and picks the exact item', async () => {
  const { adapter, replay } = await yahoo(ok)
  const item = await adapter.detail('ujicha-store_matcha-100', signal())
  const params = replay.seen[0]?.searchParams
  expect(params?.get('seller_id')).toBe('ujicha-store')
  expect(params?.get('query')).toBe('matcha-100')
  expect(MarketItem.parse(item)).toEqual(item)
  expect(item?.name).toBe('宇治抹茶 100g 缶入り')
  expect(await adapter.detail('ujicha-store_gone', signal())).toBeNull()
  expect(await adapter.sellerReview('ujicha-store', signal())).toBeNull()
})

test('a malformed body throws a clear error', async () => {
  const { adapter, replay } = await yahoo({ status: 200, type: 'text/html', body: '<html>' })
  await expect(adapter.list({ page: 1 }, signal())).rejects.toThrow(
    /Yahoo! Shopping answered a body that is not JSON/,
  )
  const broken = JSON.parse(marketFixture('yahoo-search.json'))
  broken.hits[1].price = '980円'
  replay.answer({ status: 200, body: JSON.stringify(broken) })
  await expect(adapter.list({ page: 1 }, signal())).rejects.toThrow(
    /Yahoo! Shopping answered an unexpected shape at hits\.1\.price/,
  )
})

test('requests are spaced to the daily quota, and a 429 holds the next off', async () => {
  const { adapter, replay, clock } = await yahoo(ok)
  await Promise.all([1, 2].map((page) => adapter.list({ page }, signal())))
  expect(clock.slept).toEqual([YAHOO_REQUEST_INTERVAL_MS])

  clock.slept.length = 0
  clock.advance(10_000)
  replay.answer({
    status: 429,
    headers: { 'retry-after': '4' },
    body: marketFixture('yahoo-error-429.json'),
  })
  await expect(adapter.list({ page: 3 }, signal())).rejects.toThrow(
    'Yahoo! Shopping answered HTTP 429 (Your request was throttled. Please try again later.)',
  )
  replay.answer({ status: 500, body: 'Internal Server Error', type: 'text/plain' })
  await expect(adapter.list({ page: 4 }, signal())).rejects.toThrow(
    'Yahoo! Shopping answered HTTP 500',
  )
  expect(clock.slept).toEqual([4_000])
})

test('a hanging Yahoo! Shopping is given up on when the signal aborts, and through the guard is a 503', async () => {
  const { adapter, replay } = await yahoo('hang')
  const controller = new AbortController()
  const asked = adapter.list({ page: 1 }, controller.signal)
  await vi.waitFor(() => expect(replay.seen).toHaveLength(1))
  controller.abort()
  await expect(asked).rejects.toThrow(/abort/i)

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const guarded = guardedAdapter(
    { id: 'yahoo', name: 'Yahoo! Shopping' },
    yahooAdapter({ appId: 'dj00-test', baseUrl: replay.url, clock: fakeClock() }),
    memoryCache({ maxEntries: 100 }),
    { timeoutMs: 5_000, failuresToOpen: 3, openMs: 30_000 },
  )
  const refused = guarded.list({ page: 1 }, signal()).catch((error: unknown) => error)
  await vi.waitFor(() => expect(replay.seen).toHaveLength(2))
  await vi.advanceTimersByTimeAsync(5_000)
  const error = await refused
  expect(error).toBeInstanceOf(OutsideUnavailable)
  expect(error).toMatchObject({ service: 'Yahoo! Shopping', reason: 'timeout' })
})
