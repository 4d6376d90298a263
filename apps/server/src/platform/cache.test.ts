import { afterEach, expect, test, vi } from 'vitest'
import { TtlCache } from './cache.ts'

afterEach(() => vi.useRealTimers())

test('requests that miss together share one computation; a hit costs none', async () => {
  const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 1000 })
  let runs = 0
  const produce = async () => {
    runs++
    return 42
  }
  expect(await Promise.all([cache.get('a', produce), cache.get('a', produce)])).toEqual([42, 42])
  expect(await cache.get('a', produce)).toBe(42)
  expect(runs).toBe(1)
})

test('entries expire after their time to live', async () => {
  vi.useFakeTimers()
  const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 1000 })
  let runs = 0
  const produce = async () => ++runs
  await cache.get('a', produce)
  vi.advanceTimersByTime(999)
  expect(await cache.get('a', produce)).toBe(1)
  vi.advanceTimersByTime(2)
  expect(await cache.get('a', produce)).toBe(2)
})

test('the least recently used entry goes first when the cache is full', async () => {
  const cache = new TtlCache<string>({ maxEntries: 2, ttlMs: 60_000 })
  await cache.get('a', async () => 'a1')
  await cache.get('b', async () => 'b1')
  await cache.get('a', async () => 'a2')
  await cache.get('c', async () => 'c1')
  expect(cache.size).toBe(2)
  expect(await cache.get('a', async () => 'a3')).toBe('a1')
  expect(await cache.get('b', async () => 'b2')).toBe('b2')
})

test('a failure is not kept, and clear() drops answers still being computed', async () => {
  const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 60_000 })
  await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow()
  expect(await cache.get('a', async () => 'ok')).toBe('ok')

  let release: (value: string) => void = () => {}
  const slow = cache.get('b', () => new Promise((resolve) => (release = resolve)))
  cache.clear()
  release('stale')
  expect(await slow).toBe('stale')
  expect(await cache.get('b', async () => 'fresh')).toBe('fresh')
})

test('with a byte bound, the least recently used go once the values weighed pass it', async () => {
  const cache = new TtlCache<string>({
    maxEntries: 10,
    ttlMs: 60_000,
    maxBytes: 10,
    bytesOf: (value) => value.length,
  })
  await cache.get('a', async () => 'aaaa')
  await cache.get('b', async () => 'bbbb')
  expect(cache.bytes).toBe(8)
  await cache.get('a', async () => 'not read again')
  await cache.get('c', async () => 'cccc')
  // b was the least recently used: gone, a and c kept.
  expect([cache.size, cache.bytes]).toEqual([2, 8])
  expect(await cache.get('a', async () => 'a2')).toBe('aaaa')
  expect(await cache.get('b', async () => 'b2')).toBe('b2')
  // One value larger than the bound is kept alone.
  await cache.get('d', async () => 'd'.repeat(20))
  expect([cache.size, cache.bytes]).toEqual([1, 20])
  cache.clear()
  expect([cache.size, cache.bytes]).toEqual([0, 0])
})
