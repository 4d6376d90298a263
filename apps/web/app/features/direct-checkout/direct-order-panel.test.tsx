import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { DirectOrderPanel } from './direct-order-panel.tsx'
import type { DirectOrderResult } from './direct-result.ts'
import { FAILURE_MS } from './use-direct-order.ts'

afterEach(() => vi.useRealTimers())

const NothingYet = () => null
const ORDER = {
  productId: 'm123',
  quantity: 1,
  size: null,
  price: 4_500,
  addressId: 7,
  method: 'air' as const,
  note: '',
  key: 'key-of-this-page',
}
const PRICED = {
  ok: true as const,
  price: {
    orders: [
      {
        shop_id: 'mercari',
        purchase_cost_jpy: 4_500,
        purchase_cost_vnd: 776_250,
        tax_jpy: 450,
        tax_vnd: 77_625,
        service_fee_vnd: 59_771,
        service_fee_percent: 7,
        shipping_fee_vnd: 190_000,
        chargeable_weight_g: 1_000,
        invitation_credit_vnd: 0,
        total_vnd: 1_103_646,
        payment_rate: '172.5',
      },
    ],
    total: {
      purchase_cost_jpy: 4_500,
      purchase_cost_vnd: 776_250,
      tax_jpy: 450,
      tax_vnd: 77_625,
      service_fee_vnd: 59_771,
      shipping_fee_vnd: 190_000,
      invitation_credit_vnd: 0,
      total_vnd: 1_103_646,
    },
    unavailable: [],
  },
}

const Panel = () => (
  <DirectOrderPanel order={ORDER} pricing={PRICED as never} busy={false} blocked={null} lang="en" />
)

/** Taken before any test fakes the clock (React's scheduler took it too). */
const realSetImmediate = globalThis.setImmediate

/** The panel in a route whose action records what is posted and refuses it. */
function renderPanel() {
  const posts: Record<string, string>[] = []
  const Stub = createRoutesStub([
    {
      path: '/',
      HydrateFallback: NothingYet,
      loader: () => null,
      Component: Panel,
      action: async ({ request }): Promise<DirectOrderResult> => {
        posts.push(Object.fromEntries(await request.formData()) as Record<string, string>)
        return { ok: false, message: 'The price of "Stove" went up from ¥4,500 to ¥5,000.' }
      },
    },
  ])
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <Stub />
    </I18nextProvider>,
  )
  return posts
}

test('a refusal is a danger alert for 3 s; a retry of the same order sends the same key', async () => {
  const posts = renderPanel()
  const create = await screen.findByRole('button', { name: 'Create order' })
  // The alert's 3 s are counted on a clock the test moves (nothing waits for them).
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await user.click(create)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('went up from ¥4,500 to ¥5,000')
  expect(posts[0]).toMatchObject({
    product_id: 'm123',
    quantity: '1',
    price: '4500',
    address_id: '7',
    shipment_method_id: 'air',
    key: 'key-of-this-page',
  })
  // The alert's timer is set by an effect React runs on the real clock's next turns, which may
  // come after the alert is found: let them run before the fake clock is moved (moved before it,
  // the alert waited 3 s of the real clock, past waitFor's 1 s, on a busy machine).
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => realSetImmediate(resolve))
  act(() => vi.advanceTimersByTime(FAILURE_MS))
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), {
    timeout: FAILURE_MS + 2_000,
  })

  await user.click(create)
  await screen.findByRole('alert')
  expect(posts.map((post) => post.key)).toEqual(['key-of-this-page', 'key-of-this-page'])
})
