import type { AuctionLog, Paged } from '@kaimono/contracts'
import { pageEnvelope } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { LogResults } from './log-results.tsx'
import { itemOf } from './log-row.tsx'
import { StatusSelect } from './status-select.tsx'

const NOW = 1_800_000_000

const log = (id: number, overrides: Partial<AuctionLog> = {}): AuctionLog => ({
  id,
  status: 'success',
  data: JSON.stringify({ image_uri: `/media/market/${id}.png`, name: `カメラ ${id}` }),
  link: `x${id}`,
  market: 'yahoo-auction',
  price: 5_000,
  price_vnd: 862_500,
  date_finish: NOW + 3_600,
  date_bid: NOW - 60,
  order_id: null,
  ...overrides,
})

const page = (rows: AuctionLog[], total = rows.length, current = 1): Paged<AuctionLog> =>
  pageEnvelope(rows, total, current, 10)

test('a row: picture, status, the item linking to its auction, both amounts, end and bid time', async () => {
  renderInApp(() => <LogResults logs={page([log(1)])} status={null} now={NOW} lang="en" />)
  const row = (await screen.findByRole('listitem')) as HTMLElement
  expect(within(row).getByText('Leading')).toBeInTheDocument()
  expect(within(row).getByRole('link', { name: 'カメラ 1' })).toHaveAttribute(
    'href',
    '/other-market/yahoo-auction/x1',
  )
  expect(row.querySelector('img')).toHaveAttribute('src', '/media/market/1.png')
  expect(row).toHaveTextContent('862,500 đ')
  expect(row).toHaveTextContent('¥5,000')
  expect(row).toHaveTextContent('Ends:')
  expect(row).not.toHaveTextContent('Auction ended')
  expect(row).toHaveTextContent('Bid at:')
  expect(within(row).queryByRole('link', { name: /Order/ })).toBeNull()
  expect(screen.getByText('Showing 1-1 / 1 bids')).toBeInTheDocument()
})

test('an ended auction says so; a won one links to its order', async () => {
  const rows = [
    log(2, { status: 'final-success', date_finish: NOW - 10, order_id: 77 }),
    log(3, { status: 'missing-top', date_finish: NOW - 10 }),
  ]
  renderInApp(() => <LogResults logs={page(rows)} status={null} now={NOW} lang="vi" />, {
    lang: 'vi',
  })
  const [won, lost] = (await screen.findAllByRole('listitem')) as HTMLElement[]
  expect(won).toHaveTextContent('Đấu giá thành công')
  expect(won).toHaveTextContent('Phiên đấu giá đã kết thúc')
  expect(won).toHaveTextContent('862.500 đ')
  expect(within(won as HTMLElement).getByRole('link', { name: 'Đơn hàng #77' })).toHaveAttribute(
    'href',
    '/customer/orders/77',
  )
  expect(lost).toHaveTextContent('Bị vượt qua')
  expect(lost).toHaveTextContent('Phiên đấu giá đã kết thúc')
})

test('no bids: §8’s message and a way to the auctions', async () => {
  renderInApp(() => <LogResults logs={page([])} status={null} now={NOW} lang="en" />)
  expect(await screen.findByText('Sorry, can not find your bid history')).toBeInTheDocument()
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.getByRole('link', { name: 'Browse Yahoo! auctions' })).toHaveAttribute(
    'href',
    '/other-market/yahoo-auction',
  )
})

test('pages keep the status', async () => {
  const rows = Array.from({ length: 10 }, (_, i) => log(i + 1, { status: 'missing-top' }))
  renderInApp(() => (
    <LogResults logs={page(rows, 25, 2)} status="missing-top" now={NOW} lang="en" />
  ))
  const pages = await screen.findByRole('navigation', { name: 'Pages of your bid history' })
  expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/?status=missing-top&page=3',
  )
})

test('the dropdown offers all and the four statuses, the one in force chosen', async () => {
  renderInApp(() => <StatusSelect status="final-missing-top" />, { lang: 'ja' })
  const select = (await screen.findByRole('combobox', { name: 'ステータス' })) as HTMLSelectElement
  expect([...select.options].map((option) => option.text)).toEqual([
    'すべて',
    '最高額入札中',
    '上回られました',
    '落札できませんでした',
    '落札しました',
  ])
  expect(select.value).toBe('final-missing-top')
})

test('the item of a bid is read from its JSON text; broken text shows nothing', () => {
  expect(itemOf('{"image_uri":"/a.png","name":"A"}')).toEqual({ image_uri: '/a.png', name: 'A' })
  expect(itemOf('not json')).toEqual({ image_uri: '', name: '' })
  expect(itemOf('null')).toEqual({ image_uri: '', name: '' })
})

test('an Ecoring lot’s row links to the lot’s page', async () => {
  renderInApp(() => (
    <LogResults
      logs={page([log(2, { link: '2065103', market: 'ecoring' })])}
      status={null}
      now={NOW}
      lang="en"
    />
  ))
  const row = (await screen.findByRole('listitem')) as HTMLElement
  expect(within(row).getByRole('link', { name: 'カメラ 2' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/detail/timelimit/2065103',
  )
})
