import { expect, test } from 'vitest'
import { fixedWindowLimiter } from './rate-limit.ts'

const rule = { window: 60, max: 3 }

test('allows max requests per window, then refuses with the seconds left', async () => {
  let now = 0
  const limiter = fixedWindowLimiter(() => now)
  for (let i = 0; i < 3; i++) expect((await limiter.consume('ip', rule)).allowed).toBe(true)
  now = 45_000
  expect(await limiter.consume('ip', rule)).toEqual({ allowed: false, retryAfter: 15 })
})

test('the window starts at the first request and does not move with later ones', async () => {
  let now = 0
  const limiter = fixedWindowLimiter(() => now)
  for (const at of [0, 20_000, 40_000]) {
    now = at
    await limiter.consume('ip', rule)
  }
  now = 59_999
  expect((await limiter.consume('ip', rule)).allowed).toBe(false)
  now = 60_000
  expect((await limiter.consume('ip', rule)).allowed).toBe(true)
})

test('keys are counted apart', async () => {
  const limiter = fixedWindowLimiter(() => 0)
  for (let i = 0; i < 3; i++) await limiter.consume('a', rule)
  expect((await limiter.consume('a', rule)).allowed).toBe(false)
  expect((await limiter.consume('b', rule)).allowed).toBe(true)
})
