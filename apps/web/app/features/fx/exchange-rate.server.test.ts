import { afterEach, expect, test, vi } from 'vitest'
import { createLoadContext } from '#app/lib/context.ts'
import { loadExchangeRate } from './exchange-rate.server.ts'

/** A page request whose in-process API answers the rate with `answer` and counts the calls. */
function page(answer: () => Response) {
  const calls: string[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path) => {
      calls.push(path)
      return answer()
    },
    brand: 'Kaimono',
    publicUrl: '',
    user: null,
    member: false,
    providers: [],
  })
  return { context, calls }
}
const rate = (amount: string) => () =>
  new Response(JSON.stringify({ data: { amount } }), { status: 200 })

afterEach(() => {
  vi.useRealTimers()
})

test('the rate is asked for at most once every 10 s, then afresh', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
  const first = page(rate('172.5'))
  expect(await loadExchangeRate(first.context, 'vi')).toBe('172.5')
  const second = page(rate('180'))
  expect(await loadExchangeRate(second.context, 'en')).toBe('172.5')
  expect(second.calls).toEqual([])
  vi.setSystemTime(new Date('2026-11-23T10:00:11Z'))
  expect(await loadExchangeRate(second.context, 'en')).toBe('180')
  expect(second.calls).toHaveLength(1)
})

test('a failure shows 1 (§1) and is not remembered', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T11:00:00Z') })
  const failing = page(() => new Response('{}', { status: 503 }))
  expect(await loadExchangeRate(failing.context, 'vi')).toBe('1')
  const working = page(rate('171'))
  expect(await loadExchangeRate(working.context, 'vi')).toBe('171')
  expect(working.calls).toHaveLength(1)
})
