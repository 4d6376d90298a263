import type { PriceList } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { PriceSummary } from './price-summary.tsx'

const NBSP = '\u00a0'

// The seeded price list (ADR 009).
const LIST: PriceList = {
  service_fee_tiers: [
    { from_vnd: 0, percent: '7', min_fee_vnd: 30_000 },
    { from_vnd: 5_000_000, percent: '5', min_fee_vnd: 350_000 },
  ],
  shipping: {
    air: {
      min_chargeable_g: 1_000,
      volumetric_divisor: 6_000,
      weight_step_g: 100,
      rate_per_kg_vnd: { north: 180_000, south: 190_000 },
    },
    sea: {
      min_chargeable_g: 10_000,
      volumetric_divisor: 6_000,
      weight_step_g: 1_000,
      rate_per_kg_vnd: { north: 60_000, south: 55_000 },
    },
  },
  tax_percent: 10,
  invitation_credit_vnd: 20_000,
  regions: [],
  updated_at: 1_787_104_800,
  // As the server prices them (pricing/price.ts › priceExamples).
  examples: {
    service_fees: [
      { value_vnd: 300_000, percent: '7', fee_vnd: 30_000, minimum: true },
      { value_vnd: 2_000_000, percent: '7', fee_vnd: 140_000, minimum: false },
      { value_vnd: 10_000_000, percent: '5', fee_vnd: 500_000, minimum: false },
    ],
    shipping: [
      { weight_g: 2_500, region: 'north', air_vnd: 450_000, sea_vnd: 600_000 },
      { weight_g: 2_500, region: 'south', air_vnd: 475_000, sea_vnd: 550_000 },
      { weight_g: 15_000, region: 'north', air_vnd: 2_700_000, sea_vnd: 900_000 },
      { weight_g: 15_000, region: 'south', air_vnd: 2_850_000, sea_vnd: 825_000 },
    ],
  },
}

test('the fee by order value, the rate per kg by warehouse, worked examples, the way to the rules', async () => {
  renderInApp(() => <PriceSummary list={LIST} lang="en" />)
  const fee = await screen.findByRole('region', { name: 'Buying service fee' })
  expect(
    within(fee).getByRole('row', { name: `Below 5,000,000${NBSP}đ 7% (at least 30,000${NBSP}đ)` }),
  ).toBeVisible()
  const shipping = screen.getByRole('region', { name: 'Shipping from Japan, per kilogram' })
  const cells = (name: string) =>
    within(within(shipping).getByRole('row', { name: new RegExp(name) }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
  expect(cells('Hanoi')).toEqual([`180,000${NBSP}đ per kg`, `60,000${NBSP}đ per kg`])
  expect(cells('Ho Chi Minh')).toEqual([`190,000${NBSP}đ per kg`, `55,000${NBSP}đ per kg`])
  expect(shipping).toHaveTextContent('at least 1 kg by air and 10 kg by sea')
  const examples = screen.getByRole('region', { name: 'Examples' })
  expect(
    within(examples)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    `An order worth 300,000${NBSP}đ: a service fee of 30,000${NBSP}đ, the minimum (7% of it would be less).`,
    `An order worth 2,000,000${NBSP}đ: a service fee of 140,000${NBSP}đ (7%).`,
    `An order worth 10,000,000${NBSP}đ: a service fee of 500,000${NBSP}đ (5%).`,
    `A 2.5${NBSP}kg parcel to the Hanoi warehouse: 450,000${NBSP}đ by air, 600,000${NBSP}đ by sea.`,
    `A 15${NBSP}kg parcel to the Hanoi warehouse: 2,700,000${NBSP}đ by air, 900,000${NBSP}đ by sea.`,
  ])
  expect(examples).toHaveTextContent('its goods plus 10% tax')
  expect(screen.getByRole('link', { name: 'see the service price table' })).toHaveAttribute(
    'href',
    '/service-price-table',
  )
  expect(document.body.textContent).not.toContain('{{')
})
