import { expect, test } from 'vitest'
import { backoffWait, memoryFailureStore } from './failure-backoff.ts'

const policy = { free: 3, baseSeconds: 10, maxSeconds: 60 }

test('free failures cost nothing; then the wait doubles from the last failure up to the cap', () => {
  const at = (count: number) => backoffWait({ count, last: 0 }, policy, 0)
  expect([0, 1, 2].map(at)).toEqual([0, 0, 0])
  expect([3, 4, 5, 6, 20].map(at)).toEqual([10, 20, 40, 60, 60])
  expect(backoffWait({ count: 4, last: 0 }, policy, 15_000)).toBe(5)
  expect(backoffWait({ count: 4, last: 0 }, policy, 20_000)).toBe(0)
  expect(backoffWait(null, policy, 0)).toBe(0)
})

test('the store counts per key, forgets a key after its time, and clears on demand', async () => {
  let now = 0
  const store = memoryFailureStore(() => now)
  await store.fail('a', now, 60)
  await store.fail('a', now, 60)
  await store.fail('b', now, 60)
  expect(await store.read('a')).toEqual({ count: 2, last: 0 })
  await store.clear('b')
  expect(await store.read('b')).toBeNull()
  now = 59_999
  await store.fail('a', now, 60)
  expect(await store.read('a')).toEqual({ count: 3, last: 59_999 })
  now = 59_999 + 60_000
  expect(await store.read('a')).toBeNull()
})
