import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'

// Every page shows the rate, and the server keeps it for a minute anyway: asking the API once
// every few seconds, not once a page, saves an in-process request per page view.
const REMEMBER_MS = 10_000
let remembered: { rate: Promise<string>; until: number } | null = null

/**
 * §7 "app start: fetch the JPY to VND rate": in-process, at most once every REMEMBER_MS per
 * server process. §1: 1 when it cannot be had (not remembered).
 */
export function loadExchangeRate(
  context: Readonly<RouterContextProvider>,
  lang: string,
): Promise<string> {
  const now = Date.now()
  if (remembered && remembered.until > now) return remembered.rate
  const entry = { rate: Promise.resolve('1'), until: now + REMEMBER_MS }
  entry.rate = api(context, lang)
    .call('GET /api/amount-with-conditions', {
      query: { filter: { type: 'exchange-rates', from: 'JPY', to: 'VND' } },
    })
    .then((result) => {
      if (!result.ok) throw new Error(`rate answered ${result.refusal.status}`)
      return result.data.data.amount
    })
    .catch(() => {
      // A failure is not remembered: the next page asks again.
      if (remembered === entry) remembered = null
      return '1'
    })
  remembered = entry
  return entry.rate
}
