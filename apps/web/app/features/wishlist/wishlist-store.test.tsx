import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, test } from 'vitest'
import {
  readWishlist,
  removeFromWishlist,
  toggleWishlist,
  useWishlist,
  WISHLIST_KEY,
  type WishlistEntry,
} from './wishlist-store.ts'

const entry = (id: number, shop_id = 'ikom'): WishlistEntry => ({
  id,
  name: `Product ${id}`,
  price: 1000,
  init_price: 1200,
  shop_id,
  shop_name: shop_id === 'ikom' ? 'IKOM' : 'Awond',
  image_url: `/media/products/${id}/1.svg`,
  append: null,
})

const stored = () => JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? 'null')

function Count() {
  return <p>{useWishlist().length} saved</p>
}

beforeEach(() => localStorage.clear())

describe('wishlist store (§4, localStorage "wishlist")', () => {
  test('a toggle adds the entry (newest first), a second removes it', () => {
    expect(toggleWishlist(entry(1))).toBe(true)
    expect(toggleWishlist(entry(2))).toBe(true)
    expect(stored().map((e: WishlistEntry) => e.id)).toEqual([2, 1])
    expect(toggleWishlist(entry(1))).toBe(false)
    expect(stored()).toEqual([entry(2)])
  })

  test('the same id in another shop is another entry', () => {
    toggleWishlist(entry(7, 'ikom'))
    toggleWishlist(entry(7, 'awond'))
    expect(readWishlist()).toHaveLength(2)
    removeFromWishlist({ id: 7, shop_id: 'awond' })
    expect(readWishlist()).toEqual([entry(7, 'ikom')])
  })

  test('loads what is stored at start, and reads damaged data as empty', () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([entry(3), { nonsense: true }]))
    expect(readWishlist()).toEqual([entry(3)])
    localStorage.setItem(WISHLIST_KEY, '{not json')
    expect(readWishlist()).toEqual([])
  })

  test('the server renders an empty list; the browser then shows the stored one and follows changes', () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([entry(1), entry(2)]))
    expect(renderToString(<Count />)).toMatch(/^<p>0\b/)
    render(<Count />)
    expect(screen.getByText('2 saved')).toBeInTheDocument()
    act(() => {
      toggleWishlist(entry(3))
    })
    expect(screen.getByText('3 saved')).toBeInTheDocument()
  })
})
