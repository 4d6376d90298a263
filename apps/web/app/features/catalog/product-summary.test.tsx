import type { Product } from '@kaimono/contracts'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { ProductSummary } from './product-summary.tsx'

const product = (over: Partial<Product> = {}) =>
  ({
    id: 42,
    shop_id: 'ikom',
    name: 'Hada Labo lotion',
    brand: 'Rohto',
    price: 1000,
    initial_price: 1000,
    star: 4,
    reviews_count: 12,
    ...over,
  }) as Product

test('names the product under its brand, with its stars, reviews and prices', async () => {
  renderInApp(() => <ProductSummary product={product()} rate="172.5" lang="vi" />, { lang: 'vi' })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Hada Labo lotion' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Rohto')).toBeInTheDocument()
  expect(screen.getByText('173.000 đ')).toBeInTheDocument()
  expect(screen.getByText('¥1,000')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /12/ })).toHaveAttribute('href', '#reviews-title')
  expect(document.querySelector('del')).toBeNull()
})

test('a discounted product shows the price it was and the reduction', async () => {
  renderInApp(() => (
    <ProductSummary product={product({ price: 667, initial_price: 1000 })} rate="1" lang="en" />
  ))
  expect(await screen.findByText('-34%')).toBeInTheDocument()
  const [vnd, jpy] = document.querySelectorAll('del')
  expect(vnd).toHaveTextContent('1,000 đ')
  expect(jpy).toHaveTextContent('¥1,000')
})
