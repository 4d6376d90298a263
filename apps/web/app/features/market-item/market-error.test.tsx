import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub, data, useRouteError } from 'react-router'
import { expect, test } from 'vitest'

// A waiting limit, not a measurement: the first render loads the router on a busy machine.
const WAIT = { timeout: 10_000 }

import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { MarketErrorPage } from './market-error.tsx'

const Nothing = () => null
const ItemBoundary = () => <MarketErrorPage error={useRouteError()} missing="item" />
const SellerBoundary = () => <MarketErrorPage error={useRouteError()} missing="seller" />

/** The item page's boundary, under the path it serves, after a loader that threw `thrown`. */
function renderAfter(path: string, thrown: unknown, missing: 'item' | 'seller' = 'item') {
  const Stub = createRoutesStub([
    {
      path: '/other-market/:shopId/:id',
      loader: () => {
        throw thrown
      },
      Component: Nothing,
      ErrorBoundary: missing === 'item' ? ItemBoundary : SellerBoundary,
    },
  ])
  return render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  )
}

test("a missing item is 'Product not found', with the way back to its market (§8)", async () => {
  renderAfter('/other-market/mercari/zz', data(null, { status: 404 }))
  expect(
    await screen.findByRole('heading', { name: 'Product not found' }, WAIT),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Browse Mercari' })).toHaveAttribute(
    'href',
    '/other-market/mercari',
  )
})

test("a missing seller is 'Sorry, the supplier cannot be found at the moment' (§8)", async () => {
  renderAfter('/other-market/rakuma/s9', data(null, { status: 404 }), 'seller')
  expect(
    await screen.findByRole(
      'heading',
      {
        name: 'Sorry, the supplier cannot be found at the moment',
      },
      WAIT,
    ),
  ).toBeInTheDocument()
})

test('a market that is down is named, with what the API said', async () => {
  const message = 'Mercari is not answering; try again in 30 s'
  renderAfter('/other-market/mercari/m1', data({ market: 'Mercari', message }, { status: 503 }))
  expect(
    await screen.findByRole('heading', { name: 'Mercari is not answering' }, WAIT),
  ).toBeInTheDocument()
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(screen.getByText('503')).toBeInTheDocument()
})

test('a path under no market we list is the site’s not-found page', async () => {
  renderAfter('/other-market/nowhere/1', data(null, { status: 404 }))
  expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toHaveTextContent(
    allMessages.en.notFound.title,
  )
})
