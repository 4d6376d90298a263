import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { domainAnswer } from './http/errors.ts'
import { OutsideUnavailable, outsideService, RETRY_SOON_SECONDS } from './outside.ts'

let clock = 0
beforeEach(() => {
  clock = 1_000_000
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

const mercari = () =>
  outsideService({
    service: 'Mercari',
    timeoutMs: 3_000,
    failuresToOpen: 3,
    openMs: 30_000,
    now: () => clock,
  })

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  )

test('an answer in time is the answer; the breaker stays closed', async () => {
  const guard = mercari()
  await expect(guard.call(async () => 'items')).resolves.toBe('items')
  expect(guard.state()).toBe('closed')
})

test('a call past its time is aborted and answered as the service unavailable', async () => {
  const guard = mercari()
  let aborted = false
  const hanging = refusal(
    guard.call(
      (signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true
          })
          setTimeout(resolve, 60_000)
        }),
    ),
  )
  await vi.advanceTimersByTimeAsync(2_999)
  expect(aborted).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  const error = await hanging
  expect(error).toBeInstanceOf(OutsideUnavailable)
  expect(error).toMatchObject({
    service: 'Mercari',
    reason: 'timeout',
    key: 'outsideUnavailable',
    retryAfter: RETRY_SOON_SECONDS,
  })
  expect(aborted).toBe(true)
})

test('a failure is the service unavailable, with the cause kept', async () => {
  const guard = mercari()
  const error = await refusal(guard.call(() => Promise.reject(new Error('HTTP 502'))))
  // A first failure: the client may try again soon.
  expect(error).toMatchObject({
    reason: 'failed',
    vars: { service: 'Mercari' },
    retryAfter: RETRY_SOON_SECONDS,
  })
  expect((error as Error).cause).toEqual(new Error('HTTP 502'))
})

test('after three failures in a row the service is not asked for 30 s, then one call tries', async () => {
  const guard = mercari()
  const work = vi.fn(() => Promise.reject(new Error('down')))
  await refusal(guard.call(work))
  await refusal(guard.call(work))
  // The failure that opens the breaker says how long it stays open.
  expect(await refusal(guard.call(work))).toMatchObject({ reason: 'failed', retryAfter: 30 })
  expect(guard.state()).toBe('open')

  // Refused at once, without asking, with how long to wait.
  clock += 10_000
  expect(await refusal(guard.call(work))).toMatchObject({ reason: 'open', retryAfter: 20 })
  expect(work).toHaveBeenCalledTimes(3)

  // Past the 30 s, one call tries while the others are still refused; it fails: open again.
  clock += 20_000
  expect(guard.state()).toBe('trying')
  let fail = (_: Error) => {}
  const trial = refusal(
    guard.call(
      () =>
        new Promise((_, reject) => {
          fail = reject
        }),
    ),
  )
  expect(await refusal(guard.call(work))).toMatchObject({ reason: 'open' })
  fail(new Error('still down'))
  expect(await trial).toMatchObject({ reason: 'failed' })
  expect(guard.state()).toBe('open')

  // The next trial answers: closed again, and calls go through.
  clock += 30_000
  await expect(guard.call(async () => 'back')).resolves.toBe('back')
  expect(guard.state()).toBe('closed')
  await expect(guard.call(async () => 'again')).resolves.toBe('again')
})

test('a success between failures starts the count again', async () => {
  const guard = mercari()
  const down = () => Promise.reject(new Error('down'))
  await refusal(guard.call(down))
  await refusal(guard.call(down))
  await guard.call(async () => 'ok')
  await refusal(guard.call(down))
  await refusal(guard.call(down))
  expect(guard.state()).toBe('closed')
})

test('the answer is a 503 naming the service, in the reader’s language, with when to retry', async () => {
  const guard = mercari()
  for (let i = 0; i < 3; i++) await refusal(guard.call(() => Promise.reject(new Error('down'))))
  const error = (await refusal(guard.call(async () => 'never'))) as OutsideUnavailable
  expect(domainAnswer(error, 'vi')).toEqual({
    status: 503,
    headers: { 'retry-after': '30' },
    message: 'Mercari hiện không phản hồi, vui lòng thử lại sau ít phút',
    errors: undefined,
  })
  expect(domainAnswer(error, 'ja').message).toBe(
    'Mercari から応答がありません。しばらくしてから再度お試しください',
  )
})
