import type { PriceList } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { formatKg, formatNumber, formatPercent } from './price-format.ts'
import { tierRange } from './service-fee-table.tsx'

const NBSP = '\u00a0'

test('rates, weights and divisors read in the page’s language', () => {
  expect(formatPercent('4.5', 'vi')).toBe('4,5%')
  expect(formatPercent('7', 'en')).toBe('7%')
  expect(formatKg(100, 'vi')).toBe(`0,1${NBSP}kg`)
  expect(formatKg(1000, 'ja')).toBe(`1${NBSP}kg`)
  expect(formatNumber(6000, 'vi')).toBe('6.000')
})

test('a tier reads as below the next, between two, or from its start on', () => {
  const t = createI18n('en', allMessages.en).t
  const tiers = [
    { from_vnd: 0, percent: '5', min_fee_vnd: 20000 },
    { from_vnd: 1000000, percent: '4', min_fee_vnd: 0 },
    { from_vnd: 5000000, percent: '3', min_fee_vnd: 0 },
  ] as PriceList['service_fee_tiers']
  const ranges = tiers.map((tier, i) => tierRange(t, tier, tiers[i + 1], 'en'))
  expect(ranges).toEqual([
    `Below 1,000,000${NBSP}đ`,
    `From 1,000,000${NBSP}đ to below 5,000,000${NBSP}đ`,
    `5,000,000${NBSP}đ and above`,
  ])
})
