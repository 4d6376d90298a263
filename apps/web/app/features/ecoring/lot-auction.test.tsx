import type { EcoringItem } from '@kaimono/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { ecoringItem, ECORING_NOW as NOW } from '#test/ecoring.ts'
import { renderInApp } from '#test/render.tsx'
import type { EcoringListTab } from './ecoring-query.ts'
import { LotAuction } from './lot-auction.tsx'
import { BID_TOAST_MS } from './lot-bidding.tsx'

beforeAll(() => {
  // jsdom has <dialog> but not its modal API; the browser journey covers the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const CUSTOMER = {
  id: 7,
  uid: 'u7',
  name: 'Trần Thị Ánh',
  email: 'anh@example.com',
  role: 'customer',
}

type Call = { path: string; init: RequestInit | undefined }

/** The API as the page's browser calls it: the permission check and the bid's answer. */
function stubApi(
  granted: boolean,
  bid: { status: number; body: unknown } = { status: 200, body: {} },
) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, init })
      if (path.startsWith('/market/ecoring/check-ecoring-user-permission')) {
        return Response.json(granted)
      }
      if (path === '/market/request-permission/create') {
        return Response.json(
          { data: {}, message: 'Registered: we will contact you within 24 hours' },
          { status: 201 },
        )
      }
      return Response.json(bid.body, { status: bid.status })
    }),
  )
  return calls
}

function renderLot(
  item: EcoringItem,
  { option = 'timelimit', user = CUSTOMER }: { option?: EcoringListTab; user?: object | null } = {},
) {
  return renderInApp(
    () => (
      <ToastProvider>
        <LotAuction item={item} least={82_000} option={option} now={NOW} rate="172.5" lang="en" />
      </ToastProvider>
    ),
    { root: { user: user as never } },
  )
}

const auction = () => screen.findByRole('region', { name: 'Auction' })

test('an open lot: its price in yen and dong, its bids and the clock to its end', async () => {
  stubApi(true)
  renderLot(ecoringItem({ bid_count: 3, end_time: NOW + 86_400 + 3_661 }))
  const box = await auction()
  expect(within(box).getByTestId('lot-price')).toHaveTextContent('¥82,000≈ 14,145,000 đ')
  expect(within(box).getByTestId('lot-bids')).toHaveTextContent('3 bids')
  expect(within(box).getByRole('timer')).toHaveTextContent('1 day 01:01:01')
})

test('a visitor without a session is offered a sign-in, not the form', async () => {
  const calls = stubApi(true)
  renderLot(ecoringItem(), { user: null })
  const box = await auction()
  expect(within(box).getByRole('link', { name: 'Sign in to bid' })).toHaveAttribute(
    'href',
    '/login?redirect=%2F',
  )
  expect(within(box).queryByRole('textbox')).toBeNull()
  expect(calls).toEqual([])
})

test('§4: without the permission, the notice; Register now asks for Ecoring’s', async () => {
  const calls = stubApi(false)
  renderLot(ecoringItem())
  const box = await auction()
  expect(await within(box).findByText('You have not auction permission')).toBeVisible()
  expect(within(box).queryByRole('textbox')).toBeNull()
  await userEvent.click(within(box).getByRole('button', { name: 'Register now' }))
  const dialog = await screen.findByRole('dialog', { name: 'Request permission to bid' })
  await userEvent.type(within(dialog).getByLabelText(/Phone number/), '0912345678')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
  expect(await screen.findByText('Registered: we will contact you within 24 hours')).toBeVisible()
  const asked = calls.find((call) => call.path === '/market/request-permission/create')
  expect(JSON.parse(String(asked?.init?.body))).toEqual({
    supplier_name: 'Ecoring',
    tel: '0912345678',
    user_id: 7,
    device_token: null,
  })
  expect(within(box).getByText(/Your request is being reviewed/)).toBeVisible()
})

test('§5: digits only, shown with the step’s zeros and ¥; the bid is that many steps', async () => {
  const calls = stubApi(true, {
    status: 200,
    body: { type: 'success', message: 'We will send auction updates to your phone number' },
  })
  renderLot(ecoringItem())
  const box = await auction()
  const input = await within(box).findByRole('textbox', { name: 'Your bid, in steps of ¥1,000' })
  const bid = within(box).getByRole('button', { name: 'Bid' })
  await waitFor(() => expect(input).toBeEnabled())
  expect(bid).toBeDisabled()
  expect(input).toHaveAttribute('placeholder', '82')
  expect(within(box).getByTestId('bid-suffix')).toHaveTextContent(',000 ¥')
  expect(box).toHaveTextContent('The least you can bid is ¥82,000: enter 82.')

  await userEvent.type(input, '9x0')
  expect(input).toHaveValue('90')
  expect(within(box).getByTestId('bid-total')).toHaveTextContent(
    'You bid ¥90,000 (about 15,525,000 đ)',
  )
  await userEvent.click(bid)

  expect(await screen.findByText('We will send auction updates to your phone number')).toBeVisible()
  const sent = calls.find((call) => call.path === '/market/ecoring/bid')
  expect(JSON.parse(String(sent?.init?.body))).toEqual({
    item: 2_078_600,
    bid_price: 90_000,
    user_id: 7,
    device_token: null,
    snipe_seconds: null,
  })
  const headers = sent?.init?.headers as Record<string, string>
  expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  expect(headers['accept-language']).toBe('en')
  expect(input).toHaveValue('')
  expect(BID_TOAST_MS).toBe(5_000)
})

test('§8: a refused bid is the server’s message in a toast; no permission shows the notice', async () => {
  stubApi(true, {
    status: 422,
    body: { type: 'failure', message: 'The bid must be at least ¥82,000' },
  })
  renderLot(ecoringItem())
  const box = await auction()
  const input = await within(box).findByRole('textbox')
  await waitFor(() => expect(input).toBeEnabled())
  await userEvent.type(input, '5')
  await userEvent.click(within(box).getByRole('button', { name: 'Bid' }))
  expect(await screen.findByText('The bid must be at least ¥82,000')).toBeVisible()
  expect(input).toHaveValue('5')

  stubApi(true, {
    status: 403,
    body: { type: 'failure', message: 'You have not auction permission' },
  })
  await userEvent.click(within(box).getByRole('button', { name: 'Bid' }))
  expect(await within(box).findByRole('button', { name: 'Register now' })).toBeVisible()
})

test('a lot in preview takes no bids and says when it opens; so does the preview page of an open lot', async () => {
  stubApi(true)
  const { unmount } = renderLot(
    ecoringItem({ state: 'preview', start_time: NOW + 3_600, end_time: NOW + 5 * 86_400 }),
    { option: 'timelimit' },
  )
  let box = await auction()
  expect(box).toHaveTextContent('Starting price')
  expect(box).toHaveTextContent('Starts in01:00:00')
  expect(box).toHaveTextContent('This lot is in preview: its bidding opens on 15/01/2027, 16:00.')
  expect(within(box).queryByRole('textbox')).toBeNull()
  expect(within(box).queryByRole('link', { name: 'Sign in to bid' })).toBeNull()
  unmount()

  renderLot(ecoringItem(), { option: 'preview' })
  box = await auction()
  expect(within(box).queryByRole('textbox')).toBeNull()
  expect(within(box).getByRole('link', { name: 'Go to its auction' })).toHaveAttribute(
    'href',
    '/other-market/ecoring/detail/timelimit/2078600',
  )
})

test('§4: the clock counts every second; at 0 the form goes and “Auction ended” shows', async () => {
  // The clock counts by performance.now(), which fake timers leave alone unless asked.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
  })
  // A page's clock has run before it hydrates (useCountdown reads 0 as not started yet).
  vi.advanceTimersByTime(5_000)
  stubApi(true)
  renderLot(ecoringItem({ end_time: NOW + 3 }))
  const box = await auction()
  await within(box).findByRole('textbox')
  expect(within(box).getByRole('timer')).toHaveTextContent('00:00:03')
  await act(() => vi.advanceTimersByTimeAsync(1_000))
  expect(within(box).getByRole('timer')).toHaveTextContent('00:00:02')
  await act(() => vi.advanceTimersByTimeAsync(2_000))
  expect(within(box).queryByRole('timer')).toBeNull()
  expect(within(box).queryByRole('textbox')).toBeNull()
  expect(box).toHaveTextContent('Auction ended')
})

test('an ended lot shows its final price and “Auction ended”, and no form', async () => {
  stubApi(true)
  renderLot(ecoringItem({ state: 'ended', end_time: NOW - 60, bid_count: 4 }))
  const box = await auction()
  expect(box).toHaveTextContent('Final price')
  expect(box).toHaveTextContent('Auction ended')
  expect(within(box).queryByRole('textbox')).toBeNull()
})

test('a bid kept back until a minute before the end says so in its request', async () => {
  const calls = stubApi(true, {
    status: 200,
    body: {
      type: 'success',
      message: 'Your bid is kept back and will be placed at 2026/11/30 20:59:00 (Japan time)',
    },
  })
  renderLot(ecoringItem())
  const box = await auction()
  const input = await within(box).findByRole('textbox', { name: 'Your bid, in steps of ¥1,000' })
  await waitFor(() => expect(input).toBeEnabled())
  const when = within(box).getByRole('combobox', { name: 'When to bid' })
  expect(
    within(when)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Bid now',
    '30 seconds before the end',
    '1 minute before the end',
    '5 minutes before the end',
  ])
  await userEvent.selectOptions(when, '1 minute before the end')
  await userEvent.type(input, '90')
  await userEvent.click(within(box).getByRole('button', { name: 'Bid' }))
  expect(await screen.findByText(/kept back and will be placed at/)).toBeVisible()
  const sent = calls.find((call) => call.path === '/market/ecoring/bid')
  expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
    bid_price: 90_000,
    snipe_seconds: 60,
  })
})

test('an open lot’s page listens to its live stream; an ended or previewed one does not', async () => {
  const opened: string[] = []
  const closed: string[] = []
  vi.stubGlobal(
    'EventSource',
    class {
      readonly url: string
      constructor(url: string) {
        this.url = url
        opened.push(url)
      }
      addEventListener() {}
      close() {
        closed.push(this.url)
      }
    },
  )
  stubApi(true)
  const open = renderLot(ecoringItem())
  await auction()
  await waitFor(() => expect(opened).toEqual(['/market/ecoring/live?id=2078600']))
  open.unmount()
  expect(closed).toEqual(['/market/ecoring/live?id=2078600'])

  renderLot(ecoringItem({ state: 'ended', end_time: NOW - 60 }))
  renderLot(ecoringItem({ state: 'preview', start_time: NOW + 600 }))
  await waitFor(() => expect(screen.getAllByRole('region', { name: 'Auction' })).toHaveLength(2))
  expect(opened).toHaveLength(1)
})
