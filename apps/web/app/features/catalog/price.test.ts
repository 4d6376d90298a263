import { expect, test } from 'vitest'
import { formatDisplayVnd, jpyToVnd, roundVndForDisplay } from './price.ts'

test('prices are shown to the nearest 1.000 đ, halves up', () => {
  expect(roundVndForDisplay(1_234_499)).toBe(1_234_000)
  expect(roundVndForDisplay(1_234_500)).toBe(1_235_000)
  expect(roundVndForDisplay(1_234_000)).toBe(1_234_000)
  expect(roundVndForDisplay(172_500)).toBe(173_000)
  expect(roundVndForDisplay(1_000)).toBe(1_000)
})

test('an amount under 1.000 đ is shown as it is, never as 0 đ', () => {
  expect(roundVndForDisplay(173)).toBe(173)
  expect(roundVndForDisplay(999.6)).toBe(1_000)
  expect(roundVndForDisplay(0)).toBe(0)
  expect(roundVndForDisplay(Number.NaN)).toBe(0)
})

test('a yen price in dong as a shop shows it, in each language', () => {
  // ¥7,154 at 172.5 đ is 1.234.065 đ exactly.
  expect(jpyToVnd(7154, '172.5')).toBe(1_234_065)
  expect(formatDisplayVnd(7154, '172.5', 'vi')).toBe('1.234.000\u00a0đ')
  expect(formatDisplayVnd(7154, '172.5', 'en')).toBe('1,234,000\u00a0đ')
  expect(formatDisplayVnd(1, '172.5', 'vi')).toBe('173\u00a0đ')
})
