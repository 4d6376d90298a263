import type { PriceList } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { exampleServiceFee, exampleShippingFee } from './price-examples.ts'

// The seeded price list (ADR 009).
const LIST = {
  service_fee_tiers: [
    { from_vnd: 0, percent: '7', min_fee_vnd: 30_000 },
    { from_vnd: 5_000_000, percent: '5', min_fee_vnd: 350_000 },
    { from_vnd: 20_000_000, percent: '4.5', min_fee_vnd: 1_000_000 },
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
} satisfies Pick<PriceList, 'service_fee_tiers' | 'shipping'>

test('an order pays its bracket’s percent, never less than the bracket’s minimum', () => {
  expect(exampleServiceFee(LIST, 300_000)).toEqual({ percent: '7', fee: 30_000, minimum: true })
  expect(exampleServiceFee(LIST, 2_000_000)).toEqual({ percent: '7', fee: 140_000, minimum: false })
  expect(exampleServiceFee(LIST, 5_000_000)).toEqual({ percent: '5', fee: 350_000, minimum: true })
  expect(exampleServiceFee(LIST, 10_000_000)).toEqual({
    percent: '5',
    fee: 500_000,
    minimum: false,
  })
  expect(exampleServiceFee(LIST, 30_000_000).fee).toBe(1_350_000)
})

test('a parcel is charged at least the method’s minimum, rounded up to its step', () => {
  expect(exampleShippingFee(LIST, 'air', 'north', 2_500)).toEqual({
    chargeableG: 2_500,
    fee: 450_000,
  })
  expect(exampleShippingFee(LIST, 'air', 'north', 2_430)).toEqual({
    chargeableG: 2_500,
    fee: 450_000,
  })
  expect(exampleShippingFee(LIST, 'air', 'south', 400)).toEqual({
    chargeableG: 1_000,
    fee: 190_000,
  })
  expect(exampleShippingFee(LIST, 'sea', 'north', 2_500)).toEqual({
    chargeableG: 10_000,
    fee: 600_000,
  })
  expect(exampleShippingFee(LIST, 'sea', 'north', 15_200)).toEqual({
    chargeableG: 16_000,
    fee: 960_000,
  })
})
