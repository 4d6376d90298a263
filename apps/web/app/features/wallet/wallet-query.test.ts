import { listQueryText } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import {
  dayStart,
  parseWalletQuery,
  toggledSort,
  transactionsApiQuery,
  voucherDateRange,
  walletHref,
} from './wallet-query.ts'

const parse = (query: string) => parseWalletQuery(new URLSearchParams(query))
const api = (query: string) =>
  Object.fromEntries(new URLSearchParams(listQueryText(transactionsApiQuery(7, parse(query)))))

describe('parseWalletQuery', () => {
  test('reads the sort, the days, the reference and transactions_page', () => {
    expect(
      parse(
        'sort=amount&date_from=2026-11-01&date_to=2026-11-05&reference=FT26&transactions_page=3',
      ),
    ).toEqual({
      sort: 'amount',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-05',
      reference: 'FT26',
      page: 3,
    })
  })

  test('leaves out what makes no sense: newest voucher first on page 1', () => {
    expect(
      parse(
        'sort=balance&date_from=2026-02-30&date_to=tomorrow&reference=%20%20&transactions_page=0',
      ),
    ).toEqual({ sort: '-voucher_date', dateFrom: null, dateTo: null, reference: null, page: 1 })
    expect(parse('transactions_page=2.5').page).toBe(1)
  })
})

describe('the date range (§5)', () => {
  test('a day starts at midnight in Vietnam', () => {
    expect(dayStart('2026-11-23')).toBe(Date.UTC(2026, 10, 22, 17) / 1000)
    expect(dayStart('2026-13-01')).toBeNull()
    expect(dayStart('0002-11-23')).toBeNull()
  })

  test('is sent only with both days, from the first second of one to the last of the other', () => {
    const from = Date.UTC(2026, 9, 31, 17) / 1000
    const to = Date.UTC(2026, 10, 5, 17) / 1000 - 1
    expect(voucherDateRange({ dateFrom: '2026-11-01', dateTo: '2026-11-05' })).toEqual([from, to])
    expect(api('date_from=2026-11-01&date_to=2026-11-05')['filter_between[voucher_date]']).toBe(
      `${from},${to}`,
    )
    expect(api('date_from=2026-11-01')).not.toHaveProperty('filter_between[voucher_date]')
    expect(api('date_to=2026-11-05')).not.toHaveProperty('filter_between[voucher_date]')
    expect(voucherDateRange({ dateFrom: '2026-11-05', dateTo: '2026-11-01' })).toBeNull()
  })

  test('one day is that whole day', () => {
    const [from, to] = voucherDateRange({ dateFrom: '2026-11-23', dateTo: '2026-11-23' }) ?? []
    expect((to ?? 0) - (from ?? 0)).toBe(86_399)
  })
})

describe('transactionsApiQuery', () => {
  test("asks for the wallet's page with types and references", () => {
    expect(api('')).toEqual({
      'filter[wallet_id]': '7',
      include: 'transactionType',
      append: 'references',
      sort: '-voucher_date',
      page: '1',
    })
  })

  test('sends the reference only when it is not empty (§5)', () => {
    expect(api('reference=ft2611')['filter[reference]']).toBe('ft2611')
    expect(api('reference=')).not.toHaveProperty('filter[reference]')
  })
})

describe('links', () => {
  test('sorts toggle between field and -field (§4)', () => {
    expect(toggledSort('-voucher_date', 'voucher_date')).toBe('voucher_date')
    expect(toggledSort('voucher_date', 'voucher_date')).toBe('-voucher_date')
    expect(toggledSort('-voucher_date', 'amount')).toBe('amount')
    expect(toggledSort('amount', 'amount')).toBe('-amount')
    expect(toggledSort('-amount', 'amount')).toBe('amount')
  })

  test('the page query leaves out defaults', () => {
    expect(walletHref(parse(''))).toBe('?')
    expect(walletHref({ ...parse('reference=FT&sort=amount'), page: 2 })).toBe(
      '?sort=amount&reference=FT&transactions_page=2',
    )
  })
})
