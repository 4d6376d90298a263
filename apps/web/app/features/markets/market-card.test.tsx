import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { MarketCard } from './market-card.tsx'
import type { MarketCard as Card } from './market-card-data.ts'

const card = (over: Partial<Card> = {}): Card => ({
  id: 'a1',
  name: 'Canon AE-1',
  image: '/media/market/a1.svg',
  price: 1000,
  initial_price: null,
  discount: null,
  condition: 'Some marks',
  sold_out: false,
  auction: null,
  href: '/other-market/mercari/a1',
  append: null,
  ...over,
})

describe('MarketCard', () => {
  test('shows the price in dong at the rate and in yen, the condition, a link and a heart', async () => {
    renderInApp(
      () => <MarketCard market="mercari" card={card()} rate="172.5" lang="vi" now={0} />,
      {
        lang: 'vi',
      },
    )
    const article = await screen.findByRole('article', { name: 'Canon AE-1' })
    expect(within(article).getByText('173.000 đ')).toBeInTheDocument()
    expect(within(article).getByText('¥1,000')).toBeInTheDocument()
    expect(within(article).getByText('Some marks')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: 'Canon AE-1' })).toHaveAttribute(
      'href',
      '/other-market/mercari/a1',
    )
    expect(within(article).getByRole('button', { name: /Canon AE-1/ })).toBeInTheDocument()
    expect(within(article).queryByText('Hết hàng')).toBeNull()
  })

  test('a sold-out item carries the tag; a discount strikes the initial price', async () => {
    renderInApp(() => (
      <MarketCard
        market="amazon"
        card={card({ sold_out: true, discount: 20, initial_price: 1250 })}
        rate="100"
        lang="en"
        now={0}
      />
    ))
    const article = await screen.findByRole('article')
    expect(within(article).getByText('Sold out')).toBeInTheDocument()
    expect(within(article).getByText('-20%')).toBeInTheDocument()
    expect(article.querySelector('del')).toHaveTextContent('125,000 đ')
  })

  test('an auction at 0 shows its quick-decision price, its bids and time left, and no heart (§4, §5)', async () => {
    const auction = { end_time: 3 * 3_600 + 10, bid_count: 4, quick_decision_price: 5000 }
    renderInApp(() => (
      <MarketCard
        market="yahoo-auction"
        card={card({ price: 0, auction })}
        rate="1"
        lang="en"
        now={10}
      />
    ))
    const article = await screen.findByRole('article')
    expect(within(article).getByText('Buy-it-now price')).toBeInTheDocument()
    expect(within(article).getByText('¥5,000')).toBeInTheDocument()
    expect(within(article).getByText('Bids: 4')).toBeInTheDocument()
    expect(within(article).getByText('3 h left')).toBeInTheDocument()
    expect(within(article).queryByRole('button')).toBeNull()
  })

  test('an auction past its end says it ended', async () => {
    const auction = { end_time: 10, bid_count: 0, quick_decision_price: null }
    const ended = card({ auction })
    renderInApp(
      () => <MarketCard market="yahoo-auction" card={ended} rate="1" lang="ja" now={20} />,
      { lang: 'ja' },
    )
    expect(await screen.findByText('終了')).toBeInTheDocument()
    expect(screen.getByText('¥1,000')).toBeInTheDocument()
  })
})
