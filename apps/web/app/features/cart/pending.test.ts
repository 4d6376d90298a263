import { describe, expect, test } from 'vitest'
import { clearPendingCookie, PENDING_COOKIE, pendingCookie, readPending } from './pending.ts'

describe('the item waiting for a sign-in', () => {
  test('round-trips through its cookie', () => {
    const item = { intent: 'buy-now', shop_id: 'awond', id: '42', quantity: 3 } as const
    const cookie = pendingCookie(item, false)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).not.toContain('Secure')
    expect(pendingCookie(item, true)).toContain('; Secure')
    expect(readPending(`lang=vi; ${cookie.split(';')[0]}`)).toEqual(item)
  })

  test('keeps the size and colour chosen, whatever characters they hold', () => {
    const item = {
      intent: 'add-to-cart',
      shop_id: 'ikom',
      id: '7',
      quantity: 1,
      size: '24.5',
      color: 'đen; trắng',
    } as const
    const value = pendingCookie(item, false).split(';')[0] ?? ''
    expect(value).toBe(
      `${PENDING_COOKIE}=add-to-cart.ikom.7.1~size=24.5~color=%C4%91en%3B%20tr%E1%BA%AFng`,
    )
    expect(readPending(value)).toEqual(item)
  })

  test('refuses what this site would not have written', () => {
    for (const value of [
      'add-to-cart.mercari.42.1',
      'add-to-cart.ikom.42.0',
      'add-to-cart.ikom.42.100',
      'delete.ikom.42.1',
      'add-to-cart.ikom.abc.1',
      'add-to-cart.ikom.42.1~weight=5',
      'add-to-cart.ikom.42.1~size=M~size=L',
      'add-to-cart.ikom.42.1~size=%E0%A4%A',
      '',
    ]) {
      expect(readPending(`${PENDING_COOKIE}=${value}`), value).toBeNull()
    }
    expect(readPending(null)).toBeNull()
  })

  test('is cleared by an expired cookie', () => {
    expect(clearPendingCookie(false)).toMatch(new RegExp(`^${PENDING_COOKIE}=; .*Max-Age=0`))
  })
})
