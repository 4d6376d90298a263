import { expect, test } from 'vitest'
import { splitClock } from './lot-clock.ts'

test('the clock shows whole days apart, then hours, minutes and seconds', () => {
  expect(splitClock(0)).toEqual({ days: 0, time: '00:00:00' })
  expect(splitClock(59)).toEqual({ days: 0, time: '00:00:59' })
  expect(splitClock(3_600 + 2 * 60 + 3)).toEqual({ days: 0, time: '01:02:03' })
  expect(splitClock(2 * 86_400 + 23 * 3_600 + 59 * 60 + 59.9)).toEqual({
    days: 2,
    time: '23:59:59',
  })
  expect(splitClock(-5)).toEqual({ days: 0, time: '00:00:00' })
})
