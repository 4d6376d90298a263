import { refusalOf } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { authErrorKey, fieldError } from './auth-errors.ts'

test('a profile refusal names its field in the reader’s language', () => {
  const body = { message: 'Dữ liệu không hợp lệ', errors: { name: ['Nội dung quá dài'] } }
  expect(fieldError(refusalOf(422, body), 'name')).toBe('Nội dung quá dài')
  expect(fieldError(refusalOf(422, body), 'image')).toBeNull()
  expect(fieldError(refusalOf(400, { code: 'PASSWORD_TOO_SHORT' }), 'name')).toBeNull()
  expect(fieldError(refusalOf(422, null), 'name')).toBeNull()
})

test('other refusals keep their identity error codes', () => {
  expect(authErrorKey(refusalOf(400, { code: 'PASSWORD_TOO_SHORT' }))).toBe('weak-password')
  expect(authErrorKey(refusalOf(429, { message: 'Quá nhiều yêu cầu' }))).toBe('too-many-requests')
})
