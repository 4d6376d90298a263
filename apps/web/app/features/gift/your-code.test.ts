import { expect, test } from 'vitest'
import { activationStatus } from './your-code.tsx'

test("a friend's activation is used, available once earned, or else pending", () => {
  expect(activationStatus({ used: true, earned: true })).toBe('gift.used')
  expect(activationStatus({ used: false, earned: true })).toBe('gift.available')
  expect(activationStatus({ used: false, earned: false })).toBe('gift.pending')
})
