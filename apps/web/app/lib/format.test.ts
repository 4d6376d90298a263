import { describe, expect, test } from 'vitest'
import { formatDate, formatDateCompact, formatJpy, formatRate, formatVnd } from './format.ts'

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
