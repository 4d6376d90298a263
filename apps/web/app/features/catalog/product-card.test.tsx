import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import { WISHLIST_KEY } from '#app/features/wishlist/wishlist-store.ts'
import { renderInApp } from '#test/render.tsx'
import { ProductCard, type ProductCardProduct } from './product-card.tsx'

const product = (over: Partial<ProductCardProduct> = {}): ProductCardProduct => ({
  id: 42,
  shop_id: 'ikom',
  name: 'Hada Labo lotion',
  image_url: '/media/products/42/1.svg',
  price: 1000,
  initial_price: 1000,
  star: 4,
  reviews_count: 12,
  categories: [
    { id: 1, name: 'Skincare' },
    { id: 2, name: 'Lotion' },
  ],
  ...over,
})

beforeEach(() => localStorage.clear())

describe('ProductCard', () => {
  test('shows the VND price at the rate, rounded to the thousand, with the JPY price, the first category and a link', async () => {
    renderInApp(() => <ProductCard product={product()} rate="172.5" lang="vi" />, { lang: 'vi' })
    const card = await screen.findByRole('article')
    // ¥1,000 at 172.5 is 172.500 đ; shown to the nearest 1.000 đ.
    expect(within(card).getByText('173.000 đ')).toBeInTheDocument()
    expect(within(card).getByText('¥1,000')).toBeInTheDocument()
    expect(within(card).getByText('Skincare')).toBeInTheDocument()
    expect(within(card).queryByText('Lotion')).toBeNull()
    expect(within(card).getByRole('link', { name: 'Hada Labo lotion' })).toHaveAttribute(
      'href',
      '/products/ikom/42',
    )
    expect(card.querySelector('del')).toBeNull()
    expect(within(card).queryByText(/^-\d+%$/)).toBeNull()
  })

  test('a discounted product strikes the initial price and shows the ceiling of the reduction', async () => {
    renderInApp(() => (
      <ProductCard product={product({ price: 667, initial_price: 1000 })} rate="1" lang="en" />
    ))
    const card = await screen.findByRole('article')
    // (1000 - 667) / 1000 = 33.3 % → 34 %
    expect(within(card).getByText('-34%')).toBeInTheDocument()
    expect(card.querySelector('del')).toHaveTextContent('1,000 đ')
    expect(within(card).getByText('667 đ')).toBeInTheDocument()
  })

  test('caps the stars at 5 and tells the review count', async () => {
    renderInApp(() => <ProductCard product={product({ star: 7.5 })} rate="1" lang="en" />)
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('Reviews: 12')).toBeInTheDocument()
  })

  test('the heart saves the product to the wishlist and takes it out again', async () => {
    renderInApp(() => <ProductCard product={product()} rate="172.5" lang="en" />)
    const heart = await screen.findByRole('button', {
      name: 'Save Hada Labo lotion to the wishlist',
    })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual([
      {
        id: 42,
        name: 'Hada Labo lotion',
        price: 1000,
        init_price: 1000,
        shop_id: 'ikom',
        shop_name: 'IKOM',
        image_url: '/media/products/42/1.svg',
        append: null,
      },
    ])
    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual([])
  })
})
