import { expect, test } from 'vitest'
import { customerIdFromInvitationCode, invitationCode } from './invitation.ts'

test.each([
  // position:        0 1 2 3 4 5
  [100001, 'BBCDEG'], // 1→B, 0+1→B, 0+2→C, 0+3→D, 0+4→E, 1+5→G
  [123456, 'BDFHJL'], // each digit + its position: 1,3,5,7,9,11
  [999999, 'JKLMNO'], // 9..14
  [7, 'H'],
])('customer %i has the code %s', (id, code) => {
  expect(invitationCode(id)).toBe(code)
})

test('letters wrap around the alphabet after Z', () => {
  // position 20 with digit 9: A + (29 mod 26) = D
  expect(invitationCode('111111111111111111119')[20]).toBe('D')
})

test('a hyphen becomes its position number', () => {
  expect(invitationCode('12-34')).toBe('BD2GI')
})

test.each([100001, 123456, 999999, 7, 105_432])('the code of %i leads back to it', (id) => {
  expect(customerIdFromInvitationCode(invitationCode(id))).toBe(id)
})

test('codes are read case-insensitively, with surrounding spaces', () => {
  expect(customerIdFromInvitationCode('  bbcdeg ')).toBe(100001)
})

test.each(['', 'ABC1', 'AZ', 'A', 'BBCDEG!', 'ABCDEFGHIJK'])('%j is not a code', (code) => {
  expect(customerIdFromInvitationCode(code)).toBeNull()
})
