import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { ecoringItem, ECORING_NOW as NOW } from '#test/ecoring.ts'
import { renderInApp } from '#test/render.tsx'
import { CategoryTags } from './category-tags.tsx'
import { ecoringCardOf } from './ecoring-card-data.ts'
import type { EcoringListState, EcoringListTab } from './ecoring-query.ts'
import { ECORING_SKELETONS, EcoringResults } from './ecoring-results.tsx'

const CATEGORIES = [
  { id: 1, name: 'Bags' },
  { id: 3, name: 'Jewellery' },
]

function renderList(
  tab: EcoringListTab,
  state: EcoringListState,
  items = [ecoringItem()],
  lastPage = 1,
) {
  const cards = items.map((item) => ecoringCardOf(tab, item))
  return renderInApp(() => (
    <>
      <CategoryTags tab={tab} state={state} categories={CATEGORIES} />
      <EcoringResults
        tab={tab}
        state={state}
        cards={cards}
        lastPage={lastPage}
        rate="172.5"
        lang="en"
        now={NOW}
      />
    </>
  ))
}

test('an open lot’s card: rank, brand, name to its page, end, bids, price in dong and yen, time left', async () => {
  renderList('timelimit', { page: 1, category: null }, [ecoringItem({ bid_count: 2 })])
  const card = (await screen.findByRole('article')) as HTMLElement
  expect(
    within(card).getByRole('link', { name: 'Louis Vuitton Speedy 30 Monogram handbag' }),
  ).toHaveAttribute('href', '/other-market/ecoring/detail/timelimit/2078600')
  expect(card).toHaveTextContent('Rank SA')
  expect(card).toHaveTextContent('LOUIS VUITTON')
  expect(card).toHaveTextContent('Ends 15/01/2027, 18:00')
  expect(card).toHaveTextContent('Bids: 2')
  expect(card).toHaveTextContent('Current price')
  expect(card).toHaveTextContent('14,145,000 đ')
  expect(card).toHaveTextContent('¥82,000')
  expect(card).toHaveTextContent('3 h left')
})

test('a lot in preview counts to its start, shows its start price and no bids; an ended one says so', async () => {
  renderList('preview', { page: 1, category: null }, [
    ecoringItem({ id: 1, state: 'preview', start_time: NOW + 2 * 86_400 }),
    ecoringItem({ id: 2, state: 'ended', end_time: NOW - 60 }),
  ])
  const [preview, ended] = (await screen.findAllByRole('article')) as HTMLElement[]
  expect(preview).toHaveTextContent('Starts in 2 d')
  expect(preview).toHaveTextContent('Starting price')
  expect(preview).toHaveTextContent('Starts 17/01/2027, 15:00')
  expect(preview).not.toHaveTextContent('Bids')
  expect(within(preview as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    '/other-market/ecoring/detail/preview/1',
  )
  expect(ended).toHaveTextContent('Ended')
  expect(ended).toHaveTextContent('Final price')
})

test('the category tags: All first, the one in force marked, each back at page 1', async () => {
  renderList('timelimit', { page: 2, category: 3 })
  const tags = await screen.findByRole('navigation', { name: 'Categories' })
  const links = within(tags).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['All', 'Bags', 'Jewellery'])
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/other-market/ecoring/timelimit',
    '/other-market/ecoring/timelimit?category_id=1',
    '/other-market/ecoring/timelimit?category_id=3',
  ])
  expect(within(tags).getByRole('link', { name: 'Jewellery' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(tags).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current')
})

test('§3: the pages run to pagination.total, the last page, and keep the category', async () => {
  renderList('timelimit', { page: 2, category: 3 }, [ecoringItem()], 5)
  const pages = await screen.findByRole('navigation', { name: 'Pages of Ecoring lots' })
  expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/timelimit?category_id=3&page=5',
  )
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/timelimit?category_id=3',
  )
  expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/timelimit?category_id=3&page=3',
  )
  expect(within(pages).queryByRole('link', { name: 'Page 6' })).toBeNull()
})

test('one page has no pagination', async () => {
  renderList('preview', { page: 1, category: null }, [ecoringItem()], 1)
  await screen.findByRole('article')
  expect(screen.queryByRole('navigation', { name: 'Pages of Ecoring lots' })).toBeNull()
})

test('no lots: a category’s way back to all of them; the whole tab’s way to the other tab', async () => {
  const { unmount } = renderList('preview', { page: 1, category: 3 }, [])
  expect(await screen.findByText('There are no lots in preview here at the moment.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'See every category' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/preview',
  )
  unmount()
  renderList('timelimit', { page: 1, category: null }, [])
  expect(await screen.findByRole('link', { name: 'See the preview products' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/preview',
  )
})

const NothingYet = () => null

function FirstPreviewPage() {
  return (
    <EcoringResults
      tab="preview"
      state={{ page: 1, category: null }}
      cards={[ecoringCardOf('preview', ecoringItem({ state: 'preview' }))]}
      lastPage={2}
      rate="172.5"
      lang="en"
      now={NOW}
    />
  )
}

test('§9: fifteen skeletons while another page of the list loads', async () => {
  const Stub = createRoutesStub([
    {
      path: '/other-market/ecoring/preview',
      HydrateFallback: NothingYet,
      // The next page never comes: the list stays loading.
      loader: ({ request }) =>
        new URL(request.url).searchParams.has('page') ? new Promise(() => {}) : null,
      Component: FirstPreviewPage,
    },
  ])
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <Stub initialEntries={['/other-market/ecoring/preview']} />
    </I18nextProvider>,
  )
  await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }))
  const results = await screen.findByRole('region', { name: 'Ecoring lots', busy: true })
  expect(within(results).queryByRole('article')).toBeNull()
  const [grid] = within(results).getAllByRole('list')
  expect(within(grid as HTMLElement).getAllByRole('listitem')).toHaveLength(ECORING_SKELETONS)
  expect(ECORING_SKELETONS).toBe(15)
})
