import { describe, expect, test } from 'vitest'
import {
  formatCount,
  formatDate,
  formatDateCompact,
  formatJpy,
  formatRate,
  formatVnd,
} from './format.ts'

const NBSP = '\u00a0'

describe('formatVnd', () => {
  test('vi groups with dots, en and ja with commas, then a no-break space and đ', () => {
    expect(formatVnd(1_234_567, 'vi')).toBe(`1.234.567${NBSP}đ`)
    expect(formatVnd(1_234_567, 'en')).toBe(`1,234,567${NBSP}đ`)
    expect(formatVnd(1_234_567, 'ja')).toBe(`1,234,567${NBSP}đ`)
  })

  test('a whole number: fractions are rounded, small and zero amounts are plain', () => {
    expect(formatVnd(20_000.6, 'vi')).toBe(`20.001${NBSP}đ`)
    expect(formatVnd(999, 'vi')).toBe(`999${NBSP}đ`)
    expect(formatVnd(0, 'en')).toBe(`0${NBSP}đ`)
  })

  test('negative balances keep their sign', () => {
    expect(formatVnd(-1_500_000, 'vi')).toBe(`-1.500.000${NBSP}đ`)
  })
})

describe('formatJpy', () => {
  test('yen sign first, comma groups, no decimals', () => {
    expect(formatJpy(1234)).toBe('¥1,234')
    expect(formatJpy(1_234_567.4)).toBe('¥1,234,567')
    expect(formatJpy(0)).toBe('¥0')
    expect(formatJpy(-500)).toBe('-¥500')
  })
})

describe('dates (en-GB, Vietnam time)', () => {
  test('full and compact forms', () => {
    const date = new Date('2026-11-22T03:00:00Z')
    expect(formatDate(date)).toBe('22/11/2026')
    expect(formatDateCompact(date)).toBe('22/11/26')
  })

  test('unix seconds are accepted, and the day follows Vietnam time (UTC+7)', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 18, 30) / 1000
    expect(formatDate(lateUtc)).toBe('22/11/2026')
  })
})

describe('formatRate', () => {
  test('one yen in dong: a decimal comma in vi, a point elsewhere, groups for large rates', () => {
    expect(formatRate('172.5', 'vi')).toBe(`1${NBSP}¥ = 172,5${NBSP}đ`)
    expect(formatRate('172.5', 'en')).toBe(`1${NBSP}¥ = 172.5${NBSP}đ`)
    expect(formatRate('176.8841', 'ja')).toBe(`1${NBSP}¥ = 176.8841${NBSP}đ`)
    expect(formatRate('1', 'vi')).toBe(`1${NBSP}¥ = 1${NBSP}đ`)
    expect(formatRate('26187', 'vi')).toBe(`1${NBSP}¥ = 26.187${NBSP}đ`)
  })
})

describe('numbers written by hand are what Intl writes', () => {
  const intl = {
    vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
    en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  }
  const amounts = [
    0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 123_456, 999_999,
    1_000_000, 12_345_678, 987_654_321, 1_234_567_890, 99_999_999_999, 9_007_199_254_740_991,
  ]

  test('whole dong in vi, ja and en, both signs, rounded halves as Math.round', () => {
    for (const amount of amounts) {
      for (const value of [amount, -amount, amount + 0.4, amount + 0.5]) {
        if (Object.is(Math.round(value), -0) || value === 0) continue
        expect(formatVnd(value, 'vi')).toBe(`${intl.vi.format(Math.round(value))}${NBSP}đ`)
        expect(formatVnd(value, 'en')).toBe(`${intl.en.format(Math.round(value))}${NBSP}đ`)
        expect(formatVnd(value, 'ja')).toBe(`${intl.en.format(Math.round(value))}${NBSP}đ`)
      }
    }
    expect(formatVnd(-0.4, 'vi')).toBe(`0${NBSP}đ`)
  })

  test('rates with up to four decimals, trailing zeros dropped; more decimals rounded by Intl', () => {
    const rate = {
      vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 4 }),
      en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }),
    }
    for (const text of ['172.5', '172', '172.50', '0.0065', '1234.5678', '172.0000', '98765']) {
      for (const lang of ['vi', 'en'] as const) {
        const expected = rate[lang].format(text as Intl.StringNumericLiteral)
        expect(formatRate(text, lang)).toBe(`1${NBSP}¥ = ${expected}${NBSP}đ`)
      }
    }
    expect(formatRate('172.123456', 'vi')).toBe(`1${NBSP}¥ = 172,1235${NBSP}đ`)
  })
})

describe('formatCount', () => {
  test('grouped as the language writes numbers', () => {
    expect(formatCount(34_336, 'vi')).toBe('34.336')
    expect(formatCount(34_336, 'en')).toBe('34,336')
    expect(formatCount(34_336, 'ja')).toBe('34,336')
    expect(formatCount(7, 'vi')).toBe('7')
  })
})
