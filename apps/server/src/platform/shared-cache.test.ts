import { afterAll, beforeAll, expect, test } from 'vitest'
import { REDIS_URL, reachable } from '../../test/redis.ts'
import { cachedLoader, memoryCache, redisCache, type SharedCache } from './shared-cache.ts'

let clock = 0
const silent = { warn: () => {} }

test('kept until its own time to live; the least recently put go past the bound', async () => {
  clock = 1_000
  const cache = memoryCache({ maxEntries: 2, now: () => clock })
  await cache.set('a', { items: [1] }, 10)
  await cache.set('b', 'two', 60)
  clock += 9_999
  expect(await cache.get('a')).toEqual({ items: [1] })
  clock += 1
  expect(await cache.get('a')).toBeUndefined()
  expect(await cache.get('b')).toBe('two')
  await cache.set('c', null, 60)
  await cache.set('d', 4, 60)
  expect(await cache.get('b')).toBeUndefined()
  expect(await cache.get('c')).toBeNull()
  expect(await cache.get('d')).toBe(4)
})

test('misses of one key at once load once; a failed load is not kept', async () => {
  const cached = cachedLoader(memoryCache({ maxEntries: 10 }))
  let loads = 0
  const load = async () => {
    loads++
    return { page: loads }
  }
  const [one, two] = await Promise.all([cached('k', 60, load), cached('k', 60, load)])
  expect(one).toEqual({ page: 1 })
  expect(two).toEqual({ page: 1 })
  expect(await cached('k', 60, load)).toEqual({ page: 1 })
  expect(loads).toBe(1)

  await expect(cached('bad', 60, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect(await cached('bad', 60, async () => 'back')).toBe('back')
})

const withRedis = await reachable(REDIS_URL)

test.runIf(withRedis)('in Redis, what one process keeps another finds', async () => {
  const prefix = `kaimono:test:${process.pid}:${Date.now()}:`
  const one: SharedCache = await redisCache(REDIS_URL, silent, prefix)
  const other: SharedCache = await redisCache(REDIS_URL, silent, prefix)
  try {
    await one.set('market:mercari:list', { items: ['x'] }, 60)
    expect(await other.get('market:mercari:list')).toEqual({ items: ['x'] })
    expect(await other.get('market:mercari:absent')).toBeUndefined()
  } finally {
    await one.close()
    await other.close()
  }
})

let down: SharedCache | undefined
beforeAll(async () => {
  if (withRedis) down = await redisCache(REDIS_URL, silent, `kaimono:test:down:${process.pid}:`)
})
afterAll(() => down?.close())

test.runIf(withRedis)('Redis gone after the start is a miss, not a failure', async () => {
  const cache = down as SharedCache
  await cache.close()
  expect(await cache.get('anything')).toBeUndefined()
  await expect(cache.set('anything', 1, 60)).resolves.toBeUndefined()
})
