import { expect, test } from 'vitest'
import { bidDigits, bidFigures, stepSuffix } from './bid-amount.ts'

test('§5: a step that is a power of ten shows its zeros after the digits, then ¥', () => {
  expect(stepSuffix(1_000)).toBe(',000 ¥')
  expect(stepSuffix(10_000)).toBe('0,000 ¥')
  expect(stepSuffix(100)).toBe('00 ¥')
  expect(stepSuffix(1_000_000)).toBe(',000,000 ¥')
  expect(stepSuffix(1)).toBe('¥')
})

test('another step reads as a multiplication', () => {
  expect(stepSuffix(500)).toBe('× ¥500')
  expect(stepSuffix(5_000)).toBe('× ¥5,000')
})

test('§5: the input keeps digits only, no leading zero, and no more than 100,000,000 yen', () => {
  expect(bidDigits('12abc', 1_000)).toBe('12')
  expect(bidDigits('1 2.5', 1_000)).toBe('125')
  expect(bidDigits('007', 1_000)).toBe('7')
  expect(bidDigits('-3', 1_000)).toBe('3')
  // 100,000 steps of ¥1,000 is the most: six digits.
  expect(bidDigits('1234567', 1_000)).toBe('123456')
  expect(bidDigits('1234567890', 1)).toBe('123456789')
})

test('§5: the amount is the number typed times the smallest step unit', () => {
  const lot = { bid_step_unit: [5_000, 1_000, 10_000] }
  expect(bidFigures('12', lot, 82_000)).toEqual({
    step: 1_000,
    least: 82_000,
    leastSteps: 82,
    amount: 12_000,
    suffix: ',000 ¥',
  })
  expect(bidFigures('', lot, 82_000).amount).toBeNull()
  expect(bidFigures('0', lot, 82_000).amount).toBeNull()
  expect(bidFigures('7', { bid_step_unit: [500, 1_000] }, 20_500)).toMatchObject({
    amount: 3_500,
    leastSteps: 41,
    suffix: '× ¥500',
  })
})
