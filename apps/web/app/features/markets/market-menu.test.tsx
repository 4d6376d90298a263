import { MARKET_IDS, shopName } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { currentMarket, MarketMenu } from './market-menu.tsx'

test('the menu lists every market of the registry, each to its category page, Ecoring to its section', async () => {
  renderInApp(() => <MarketMenu lang="ja" />, { lang: 'ja' })
  const nav = await screen.findByRole('navigation', { name: '日本のマーケット' })
  // The phone menu and the wide row hold the same links.
  const links = within(nav).getAllByRole('link', { hidden: true })
  expect(links).toHaveLength(2 * MARKET_IDS.length)
  for (const id of MARKET_IDS) {
    const link = links.find((element) => element.textContent === shopName(id, 'ja'))
    expect(link, id).toHaveAttribute(
      'href',
      id === 'ecoring' ? '/other-market/ecoring' : `/other-market/${id}`,
    )
  }
})

test('the market a page belongs to', () => {
  expect(currentMarket('/other-market/mercari')).toBe('mercari')
  expect(currentMarket('/other-market/products/rakuma')).toBe('rakuma')
  expect(currentMarket('/other-market/home/yahoo-auction')).toBe('yahoo-auction')
  expect(currentMarket('/other-market/rakuten/shop:code')).toBe('rakuten')
  expect(currentMarket('/other-market/ecoring/preview')).toBe('ecoring')
  expect(currentMarket('/other-market/search')).toBeNull()
  expect(currentMarket('/products/ikom')).toBeNull()
})
