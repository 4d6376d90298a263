import type { AmountWithConditions } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '../../lib/api.server.ts'

const QUERY = new URLSearchParams({
  'filter[type]': 'exchange-rates',
  'filter[from]': 'JPY',
  'filter[to]': 'VND',
})

/**
 * §7 "app start: fetch the JPY to VND rate": once per page, in-process (the API keeps the
 * current rate in memory for a minute). §1: 1 when it cannot be had.
 */
export async function loadExchangeRate(
  context: Readonly<RouterContextProvider>,
  lang: string,
): Promise<string> {
  const result = await api(context, lang).get<AmountWithConditions>(
    `/api/amount-with-conditions?${QUERY}`,
  )
  return result.ok ? result.data.data.amount : '1'
}
