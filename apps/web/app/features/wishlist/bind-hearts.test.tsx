import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { bindWishlistHearts } from './bind-hearts.ts'
import { readWishlist, toggleWishlist, WISHLIST_KEY, type WishlistEntry } from './wishlist-store.ts'
import { WishlistToggle } from './wishlist-toggle.tsx'

const entry = (id: number): WishlistEntry => ({
  id,
  name: `Product ${id}`,
  price: 1000,
  init_price: 1000,
  shop_id: 'ikom',
  shop_name: 'IKOM',
  image_url: `/media/products/${id}/1.svg`,
  append: null,
})

/** Hearts as the server renders them: HTML with no React behind it. */
function serverHearts(ids: number[]) {
  const i18n = createI18n('en', allMessages.en)
  const root = document.createElement('div')
  root.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      {ids.map((id) => (
        <WishlistToggle key={id} entry={entry(id)} />
      ))}
    </I18nextProvider>,
  )
  document.body.append(root)
  return root
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
})

describe('bindWishlistHearts', () => {
  test('a click on a server-rendered heart toggles its entry and its pressed state', async () => {
    const root = serverHearts([1, 2])
    const unbind = bindWishlistHearts(root, (key) =>
      key === 'ikom:1' ? entry(1) : key === 'ikom:2' ? entry(2) : undefined,
    )
    const heart = screen.getByRole('button', { name: 'Save Product 2 to the wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    expect(readWishlist().map((e) => e.id)).toEqual([2])
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Save Product 1 to the wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await userEvent.click(heart)
    expect(readWishlist()).toEqual([])
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    unbind()
    await userEvent.click(heart)
    expect(readWishlist()).toEqual([])
  })

  test('shows what is already stored, and follows changes made elsewhere on the page', () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([entry(1)]))
    const root = serverHearts([1, 2])
    bindWishlistHearts(root, () => undefined)
    const [first, second] = root.querySelectorAll('button')
    expect(first).toHaveAttribute('aria-pressed', 'true')
    act(() => {
      toggleWishlist(entry(2))
    })
    expect(second).toHaveAttribute('aria-pressed', 'true')
  })

  test('the heart names its entry and its look follows aria-pressed alone', () => {
    const i18n = createI18n('en', allMessages.en)
    render(
      <I18nextProvider i18n={i18n}>
        <WishlistToggle entry={entry(7)} />
      </I18nextProvider>,
    )
    const heart = screen.getByRole('button')
    expect(heart).toHaveAttribute('data-wishlist', 'ikom:7')
    expect(heart.className).toContain('aria-pressed:text-brand-600')
    expect(heart.querySelector('svg')?.getAttribute('class')).toContain(
      'group-aria-pressed/heart:fill-current',
    )
    expect(heart.querySelector('svg')?.hasAttribute('fill')).toBe(false)
  })
})
