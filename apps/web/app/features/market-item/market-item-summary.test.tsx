import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

// A waiting limit, not a measurement: the first render loads the router on a busy machine.
const WAIT = { timeout: 10_000 }

import { marketItem } from '#test/market-item.ts'
import { renderInApp } from '#test/render.tsx'
import { MarketItemSummary } from './market-item-summary.tsx'

const badges = {
  condition: [{ code: 'weird', label: 'weird' }],
  delivery: [{ code: 'free_shipping', label: 'Free domestic shipping' }],
  sale: [],
}

test('names the item over its Japanese, with stars, the price in dong and yen, and the discount', async () => {
  const item = marketItem({ price: 667, initial_price: 1000 })
  renderInApp(() => (
    <MarketItemSummary item={item} badges={badges} auction={false} rate="172.5" lang="en" />
  ))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Leather shoulder bag' }, WAIT),
  ).toBeInTheDocument()
  expect(screen.getByText('革のショルダーバッグ')).toHaveAttribute('lang', 'ja')
  expect(screen.getByText('115,000 đ')).toBeInTheDocument()
  expect(screen.getByText('¥667')).toBeInTheDocument()
  const [vnd, jpy] = document.querySelectorAll('del')
  expect(vnd).toHaveTextContent('173,000 đ')
  expect(jpy).toHaveTextContent('¥1,000')
  expect(screen.getByText('-34%')).toBeInTheDocument()
  expect(screen.getByText('weird')).toBeInTheDocument()
  expect(screen.queryByText('Sold out')).toBeNull()
})

test('a sold-out item carries the tag (§4); an auction at 0 its quick-decision price (§5)', async () => {
  const item = marketItem({ is_sold_out: true, price: 0, quick_decision_price: 85_000 })
  renderInApp(() => <MarketItemSummary item={item} badges={badges} auction rate="1" lang="en" />)
  expect(await screen.findByText('Sold out', {}, WAIT)).toBeInTheDocument()
  expect(screen.getByText('Quick-decision price')).toBeInTheDocument()
  expect(screen.getByText('¥85,000')).toBeInTheDocument()
})
