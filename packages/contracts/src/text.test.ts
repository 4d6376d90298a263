import { describe, expect, test } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE, line, text } from './text.ts'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message)

describe('line() and text(): every string a request body takes', () => {
  test('trimmed, and refused with the control-character message', () => {
    expect(line().parse('  Nguyễn Văn An ')).toBe('Nguyễn Văn An')
    expect(messages(line().safeParse('a\u0000b'))).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messages(text().safeParse('a\u001bb'))).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })

  test('line breaks and tabs inside are text, not a line', () => {
    expect(text().parse('Tầng 3\nPhòng 301\tB')).toBe('Tầng 3\nPhòng 301\tB')
    expect(messages(line().safeParse('Tầng 3\nPhòng 301'))).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })

  test('the type error says what the caller asked for, and further checks chain on', () => {
    expect(messages(line('validation.required').safeParse(undefined))).toEqual([
      'validation.required',
    ])
    expect(line().max(3, 'validation.tooLong').safeParse('abcd').success).toBe(false)
  })
})
