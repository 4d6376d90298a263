import { describe, expect, test } from 'vitest'
import { id, idText } from './ids.ts'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message)

describe('id() and idText(): row ids are PostgreSQL integers', () => {
  test.each([1, 2_147_483_647])('%d is an id', (value) => {
    expect(id().parse(value)).toBe(value)
    expect(idText().parse(String(value))).toBe(value)
  })

  test.each([0, -1, 1.5, 2_147_483_648, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])(
    '%d is not',
    (value) => {
      expect(messages(id().safeParse(value))?.[0]).toBe('validation.id')
      expect(idText().safeParse(String(value)).success).toBe(false)
    },
  )

  test('a body id is a number; a path or query id is its digits', () => {
    expect(id().safeParse('12').success).toBe(false)
    expect(idText().safeParse('99999999999999').success).toBe(false)
    expect(messages(id('wallet.customer').safeParse('x'))).toEqual(['wallet.customer'])
  })
})
