import { expect, test } from 'vitest'
import { parseVariantLineKey, variantLineKey } from './variant-rules.ts'

test('a line key names the product and its choice, and reads back', () => {
  expect(variantLineKey(123, {})).toBe('123')
  expect(variantLineKey(123, { color: 'black', size: 'M' })).toBe('123~size=M~color=black')
  expect(parseVariantLineKey('123~size=M~color=black')).toEqual({
    productId: '123',
    choice: { size: 'M', color: 'black' },
  })
  expect(parseVariantLineKey('123')).toEqual({ productId: '123', choice: {} })
})

test('a key with an unknown, repeated or empty part is not one', () => {
  for (const key of ['', '123~weight=5', '123~size=M~size=L', '123~size=', '123~size=M=L']) {
    expect(parseVariantLineKey(key), key).toBeNull()
  }
})
