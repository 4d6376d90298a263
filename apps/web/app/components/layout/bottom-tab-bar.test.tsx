import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { BottomTabBar, showsTabBar, signInFirst } from './bottom-tab-bar.tsx'

test.each([
  ['/', true],
  ['/products/ikom/12', true],
  ['/customer/orders', true],
  ['/cart', false],
  ['/checkout', false],
  ['/checkout/', false],
  ['/cartography', true],
])('showsTabBar(%s) is %s', (path, shown) => {
  expect(showsTabBar(path)).toBe(shown)
})

test('signInFirst keeps the way on, encoded', () => {
  expect(signInFirst('/cart')).toBe('/login?redirect=%2Fcart')
  expect(signInFirst('/customer/user-info')).toBe('/login?redirect=%2Fcustomer%2Fuser-info')
})

describe('BottomTabBar', () => {
  test('a visitor: home (current), search, and cart, notifications, account through sign-in', async () => {
    renderInApp(BottomTabBar)
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Search', '/products/all'],
      ['Cart', '/login?redirect=%2Fcart'],
      ['Notifications', '/login?redirect=%2Fcustomer%2Forders'],
      ['Account', '/login?redirect=%2Fcustomer%2Fuser-info'],
    ])
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  })

  test('a customer: the cart and the account directly', async () => {
    renderInApp(BottomTabBar, { root: { user: { name: 'Trần Thị Mai' } } })
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' })
    expect(within(bar).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart')
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/customer/user-info',
    )
  })
})
