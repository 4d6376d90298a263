import { describe, expect, test } from 'vitest'
import { isCleanLine, isCleanText, toCleanLine } from './text-rules.ts'

describe('text rules', () => {
  test('ordinary Vietnamese and Japanese text is clean', () => {
    for (const value of ['Nguyễn Văn An', '山田 太郎', 'Kem chống nắng 50ml', '']) {
      expect(isCleanLine(value)).toBe(true)
      expect(isCleanText(value)).toBe(true)
    }
  })

  test('NUL, escape, DEL and C1 codes are refused everywhere', () => {
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb']) {
      expect(isCleanLine(value)).toBe(false)
      expect(isCleanText(value)).toBe(false)
    }
  })

  test('bidirectional overrides, embeddings and isolates are refused everywhere', () => {
    for (const value of ['a\u202eb', 'a\u202ab', 'a\u2066b', 'a\u2069b']) {
      expect(isCleanLine(value)).toBe(false)
      expect(isCleanText(value)).toBe(false)
    }
    // Marks that only set a direction (left-to-right, right-to-left) are ordinary text.
    expect(isCleanLine('a\u200eb\u200fc')).toBe(true)
  })

  test('tabs and line breaks are kept in multi-line text only', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb', 'a\u2028b', 'a\u2029b']) {
      expect(isCleanLine(value)).toBe(false)
      expect(isCleanText(value)).toBe(true)
    }
  })

  test('toCleanLine makes runs of control characters and spaces one space', () => {
    expect(toCleanLine(' Nguyễn\u0000\n\tVăn  An\u009f ')).toBe('Nguyễn Văn An')
    expect(isCleanLine(toCleanLine('a\u001b[31mb'))).toBe(true)
  })
})
