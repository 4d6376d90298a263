import type { MarketItem, MarketList } from '@kaimono/contracts'
import { afterEach, expect, test, vi } from 'vitest'
import { OutsideUnavailable } from '../../platform/outside.ts'
import { memoryCache } from '../../platform/shared-cache.ts'
import type { MarketAdapter } from './adapter.ts'
import { guardedAdapter, queryKey } from './guarded.ts'

afterEach(() => vi.useRealTimers())

const page = (n: number): MarketList => ({
  items: [],
  sub_categories: [],
  suggest_categories: [],
  pagination: { page: n, is_allow_next: false },
})

/** A market's adapter as the guard sees it: answers, hangs or fails as the test says. */
function source(answer: (call: string) => Promise<unknown>) {
  const calls: string[] = []
  const ask = <T>(call: string, kind: string) => {
    calls.push(call)
    return answer(kind) as Promise<T>
  }
  const adapter: MarketAdapter = {
    list: (query) => ask<MarketList>(`list ${query.page}`, 'list'),
    detail: (id) => ask<MarketItem | null>(`detail ${id}`, 'detail'),
    categories: () => ask('categories', 'categories'),
    sellerShop: (id) => ask(`seller ${id}`, 'seller'),
    sellerReview: (id) => ask(`review ${id}`, 'review'),
  }
  return { adapter, calls }
}

const guard = { timeoutMs: 5_000, failuresToOpen: 2, openMs: 30_000 }

test('an answer is kept: the same query, its filters in any order, asks the market once', async () => {
  const { adapter, calls } = source(async () => page(1))
  const mercari = guardedAdapter(
    { id: 'mercari', name: 'Mercari' },
    adapter,
    memoryCache({ maxEntries: 100 }),
    guard,
  )
  const query = { page: 1, filters: { condition: 'new', price_max: '5000' } }
  const signal = new AbortController().signal
  expect(await mercari.list(query, signal)).toEqual(page(1))
  expect(
    await mercari.list({ page: 1, filters: { price_max: '5000', condition: 'new' } }, signal),
  ).toEqual(page(1))
  await mercari.list({ ...query, page: 2 }, signal)
  expect(calls).toEqual(['list 1', 'list 2'])
  expect(queryKey(query)).toBe(
    queryKey({ filters: { price_max: '5000', condition: 'new' }, page: 1 }),
  )
})

test('an item the market does not have is kept as none, and asked again after its time', async () => {
  const { adapter, calls } = source(async () => null)
  const rakuten = guardedAdapter(
    { id: 'rakuten', name: 'Rakuten' },
    adapter,
    memoryCache({ maxEntries: 100 }),
    guard,
  )
  const signal = new AbortController().signal
  expect(await rakuten.detail('shop:item', signal)).toBeNull()
  expect(await rakuten.detail('shop:item', signal)).toBeNull()
  expect(calls).toEqual(['detail shop:item'])
})

test('a market that hangs answers a 503 naming it after its timeout, and is not waited for again', async () => {
  vi.useFakeTimers()
  const { adapter, calls } = source(() => new Promise(() => {}))
  const cache = memoryCache({ maxEntries: 100 })
  const mercari = guardedAdapter({ id: 'mercari', name: 'Mercari' }, adapter, cache, guard)
  const signal = new AbortController().signal
  for (const n of [1, 2]) {
    const refused = mercari.list({ page: n }, signal).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await refused).toMatchObject({ service: 'Mercari', reason: 'timeout' })
  }
  // Two timeouts in a row: refused at once, without asking or waiting.
  await expect(mercari.list({ page: 3 }, signal)).rejects.toBeInstanceOf(OutsideUnavailable)
  expect(calls).toEqual(['list 1', 'list 2'])

  // Another market has a guard of its own and answers.
  const { adapter: yahoo } = source(async () => page(1))
  const yahooShopping = guardedAdapter(
    { id: 'yahoo', name: 'Yahoo! Shopping' },
    yahoo,
    cache,
    guard,
  )
  expect(await yahooShopping.list({ page: 1 }, signal)).toEqual(page(1))
})

test('a failure is not kept: the next call asks again', async () => {
  let up = false
  const { adapter, calls } = source(async () => {
    if (!up) throw new Error('HTTP 500')
    return []
  })
  const hardoff = guardedAdapter(
    { id: 'hardoff', name: 'HardOff' },
    adapter,
    memoryCache({ maxEntries: 100 }),
    guard,
  )
  const signal = new AbortController().signal
  await expect(hardoff.categories(signal)).rejects.toMatchObject({
    reason: 'failed',
    service: 'HardOff',
  })
  up = true
  expect(await hardoff.categories(signal)).toEqual([])
  expect(calls).toEqual(['categories', 'categories'])
})
