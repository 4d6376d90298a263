import type { PriceListDocument } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import {
  type PriceLine,
  type PriceOrderInput,
  priceCheckout,
  priceExamples,
  priceOrder,
} from './price.ts'
import { DEFAULT_PRICE_LIST } from './seed.ts'

// Every figure below is worked by hand from the seeded list (ADR 009):
//   service fee 7 % from 0 đ (min 30,000), 5 % from 5,000,000 (min 350,000),
//               4 % from 20,000,000 (min 1,000,000), 3 % from 50,000,000 (min 2,000,000);
//   air: min 1 kg, 6000 cm³/kg, 100 g steps, 180,000 đ/kg north, 190,000 south;
//   sea: min 10 kg, 6000 cm³/kg, 1 kg steps, 60,000 đ/kg north, 55,000 south.
const LIST = DEFAULT_PRICE_LIST

const line = (overrides: Partial<PriceLine> = {}): PriceLine => ({
  unitPriceJpy: 1_000,
  quantity: 1,
  taxPercent: 10,
  weightG: 300,
  widthMm: 100,
  heightMm: 100,
  lengthMm: 50,
  ...overrides,
})

const order = (overrides: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
  lines: [line()],
  shipmentMethod: 'air',
  region: 'north',
  jpyVndRate: '172.5',
  invitationCredits: [],
  ...overrides,
})

/** The seeded list with other air rates to the north: for credits against small fees. */
const withAirNorthRate = (rate: number): PriceListDocument => ({
  ...LIST,
  shipping: {
    ...LIST.shipping,
    air: {
      ...LIST.shipping.air,
      rate_per_kg_vnd: { ...LIST.shipping.air.rate_per_kg_vnd, north: rate },
    },
  },
})

describe('worked examples: air and sea, north and south', () => {
  test('air to the north: a 300 g item is charged 1 kg, and the minimum service fee', () => {
    // ¥1,000 + tax ¥100; 172,500 + 17,250 đ; 7 % of 189,750 = 13,282.5 < 30,000.
    // Volumetric 100 × 100 × 50 mm = 500,000 mm³ ÷ 6000 = 83.3 → 84 g; 300 g < 1 kg minimum.
    // Shipping 1 kg × 180,000. Total 172,500 + 17,250 + 30,000 + 180,000 = 399,750.
    expect(priceOrder(order(), LIST)).toEqual({
      shipment_method: 'air',
      region: 'north',
      payment_rate: '172.5',
      purchase_cost_jpy: 1_000,
      tax_jpy: 100,
      purchase_cost_vnd: 172_500,
      tax_vnd: 17_250,
      service_fee_percent: '7',
      service_fee_vnd: 30_000,
      actual_weight_g: 300,
      volumetric_weight_g: 84,
      chargeable_weight_g: 1_000,
      shipping_rate_per_kg_vnd: 180_000,
      shipping_fee_vnd: 180_000,
      invitation_credit_vnd: 0,
      invitation_credits_used: 0,
      total_vnd: 399_750,
    })
  })

  test('air to the south: the same item costs the southern rate', () => {
    // 1 kg × 190,000; total 172,500 + 17,250 + 30,000 + 190,000 = 409,750.
    const price = priceOrder(order({ region: 'south' }), LIST)
    expect(price.chargeable_weight_g).toBe(1_000)
    expect(price.shipping_fee_vnd).toBe(190_000)
    expect(price.total_vnd).toBe(409_750)
  })

  test('sea to the south: a 2 kg item is charged 10 kg', () => {
    // ¥3,000 + tax ¥300; 517,500 + 51,750 đ; 7 % of 569,250 = 39,847.5 → 39,848.
    // Volumetric 300 × 200 × 100 mm = 6,000,000 mm³ ÷ 6000 = 1,000 g; 2 kg < 10 kg minimum.
    // Shipping 10 kg × 55,000 = 550,000. Total 517,500 + 51,750 + 39,848 + 550,000 = 1,159,098.
    const price = priceOrder(
      order({
        shipmentMethod: 'sea',
        region: 'south',
        lines: [
          line({ unitPriceJpy: 3_000, weightG: 2_000, widthMm: 300, heightMm: 200, lengthMm: 100 }),
        ],
      }),
      LIST,
    )
    expect(price).toMatchObject({
      purchase_cost_vnd: 517_500,
      tax_vnd: 51_750,
      service_fee_vnd: 39_848,
      actual_weight_g: 2_000,
      volumetric_weight_g: 1_000,
      chargeable_weight_g: 10_000,
      shipping_rate_per_kg_vnd: 55_000,
      shipping_fee_vnd: 550_000,
      total_vnd: 1_159_098,
    })
  })

  test('sea to the north: above the minimum, rounded up to the whole kilogram', () => {
    // 3 × ¥5,000 = ¥15,000 + tax ¥1,500; 2,587,500 + 258,750 đ; 7 % of 2,846,250 = 199,237.5
    // → 199,238. Actual 3 × 3,400 g = 10,200 g; volumetric 3 × 8,000,000 mm³ ÷ 6000 = 4,000 g.
    // 10,200 g → 11 kg × 60,000 = 660,000. Total 2,587,500 + 258,750 + 199,238 + 660,000.
    const price = priceOrder(
      order({
        shipmentMethod: 'sea',
        lines: [
          line({
            unitPriceJpy: 5_000,
            quantity: 3,
            weightG: 3_400,
            widthMm: 200,
            heightMm: 200,
            lengthMm: 200,
          }),
        ],
      }),
      LIST,
    )
    expect(price).toMatchObject({
      purchase_cost_jpy: 15_000,
      tax_jpy: 1_500,
      service_fee_vnd: 199_238,
      actual_weight_g: 10_200,
      volumetric_weight_g: 4_000,
      chargeable_weight_g: 11_000,
      shipping_fee_vnd: 660_000,
      total_vnd: 3_705_488,
    })
  })

  test('volumetric weight wins over actual weight: two pillows by air to the south', () => {
    // 2 × ¥2,480 = ¥4,960 + tax ¥496; 855,600 + 85,560 đ; 7 % of 941,160 = 65,881.2 → 65,881.
    // Actual 2 × 400 g = 800 g; volumetric 2 × 500 × 400 × 150 mm = 60,000,000 ÷ 6000 = 10 kg.
    // Shipping 10 kg × 190,000 = 1,900,000. Total 855,600 + 85,560 + 65,881 + 1,900,000.
    const pillows = [
      line({
        unitPriceJpy: 2_480,
        quantity: 2,
        weightG: 400,
        widthMm: 500,
        heightMm: 400,
        lengthMm: 150,
      }),
    ]
    const air = priceOrder(order({ region: 'south', lines: pillows }), LIST)
    expect(air).toMatchObject({
      purchase_cost_vnd: 855_600,
      tax_vnd: 85_560,
      service_fee_vnd: 65_881,
      actual_weight_g: 800,
      volumetric_weight_g: 10_000,
      chargeable_weight_g: 10_000,
      shipping_fee_vnd: 1_900_000,
      total_vnd: 2_907_041,
    })
    // By sea to the north the 10 kg of volume meets the 10 kg minimum: 10 × 60,000.
    const sea = priceOrder(order({ shipmentMethod: 'sea', lines: pillows }), LIST)
    expect(sea.chargeable_weight_g).toBe(10_000)
    expect(sea.shipping_fee_vnd).toBe(600_000)
    expect(sea.total_vnd).toBe(855_600 + 85_560 + 65_881 + 600_000)
  })

  test('ADR 009’s example: face cream and a serum by air to Saigon, with one credit', () => {
    // 2 × ¥1,280 + ¥3,980 = ¥6,540 + tax ¥654; 1,128,150 + 112,815 đ;
    // 7 % of 1,240,965 = 86,867.55 → 86,868. Actual 2 × 250 + 600 = 1,100 g; volumetric
    // (2 × 60 × 60 × 80 + 100 × 100 × 200) = 2,576,000 mm³ ÷ 6000 = 429.3 → 430 g.
    // 1,100 g × 190,000 / kg = 209,000; credit 20,000.
    // Total 1,128,150 + 112,815 + 86,868 + 209,000 − 20,000 = 1,516,833.
    const price = priceOrder(
      order({
        region: 'south',
        invitationCredits: [20_000],
        lines: [
          line({
            unitPriceJpy: 1_280,
            quantity: 2,
            weightG: 250,
            widthMm: 60,
            heightMm: 60,
            lengthMm: 80,
          }),
          line({ unitPriceJpy: 3_980, weightG: 600, widthMm: 100, heightMm: 100, lengthMm: 200 }),
        ],
      }),
      LIST,
    )
    expect(price).toMatchObject({
      purchase_cost_jpy: 6_540,
      tax_jpy: 654,
      purchase_cost_vnd: 1_128_150,
      tax_vnd: 112_815,
      service_fee_vnd: 86_868,
      actual_weight_g: 1_100,
      volumetric_weight_g: 430,
      chargeable_weight_g: 1_100,
      shipping_fee_vnd: 209_000,
      invitation_credit_vnd: 20_000,
      invitation_credits_used: 1,
      total_vnd: 1_516_833,
    })
  })
})

describe('rounding', () => {
  test('tax drops fractions of a yen; VND rounds halves up; weight goes up to the step', () => {
    // ¥999 → tax 99.9 → ¥99. At 172.37: 999 × 172.37 = 172,197.63 → 172,198;
    // 99 × 172.37 = 17,064.63 → 17,065. 1,234 g by air → 1,300 g × 180,000 = 234,000.
    // Volumetric 1,000,000 mm³ ÷ 6000 = 166.7 → 167 g. Fee: the 30,000 minimum.
    const price = priceOrder(
      order({
        jpyVndRate: '172.37',
        lines: [
          line({ unitPriceJpy: 999, weightG: 1_234, widthMm: 100, heightMm: 100, lengthMm: 100 }),
        ],
      }),
      LIST,
    )
    expect(price).toMatchObject({
      tax_jpy: 99,
      purchase_cost_vnd: 172_198,
      tax_vnd: 17_065,
      volumetric_weight_g: 167,
      chargeable_weight_g: 1_300,
      shipping_fee_vnd: 234_000,
      total_vnd: 172_198 + 17_065 + 30_000 + 234_000,
    })
  })

  test('half a dong rounds up', () => {
    // ¥1 × 172.5 = 172.5 → 173; tax 0.1 → ¥0.
    const price = priceOrder(order({ lines: [line({ unitPriceJpy: 1 })] }), LIST)
    expect(price.purchase_cost_vnd).toBe(173)
    expect(price.tax_jpy).toBe(0)
    expect(price.tax_vnd).toBe(0)
  })

  test('tax is taken once per rate on the order, not per line', () => {
    // Two ¥105 lines at 10 %: 210 × 10 % = ¥21 (per line it would be 10 + 10).
    // One ¥105 line at 8 %: 8.4 → ¥8.
    const price = priceOrder(
      order({
        lines: [
          line({ unitPriceJpy: 105 }),
          line({ unitPriceJpy: 105 }),
          line({ unitPriceJpy: 105, taxPercent: 8 }),
        ],
      }),
      LIST,
    )
    expect(price.purchase_cost_jpy).toBe(315)
    expect(price.tax_jpy).toBe(29)
  })

  test('a percentage with decimals is exact: 4.5 % of 1,000,001 đ is 45,000', () => {
    const list: PriceListDocument = {
      ...LIST,
      service_fee_tiers: [{ from_vnd: 0, percent: '4.5', min_fee_vnd: 0 }],
    }
    // At a rate of 1, ¥1,000,001 without tax is 1,000,001 đ; × 4.5 % = 45,000.045 → 45,000.
    const price = priceOrder(
      order({ jpyVndRate: '1', lines: [line({ unitPriceJpy: 1_000_001, taxPercent: 0 })] }),
      list,
    )
    expect(price.service_fee_percent).toBe('4.5')
    expect(price.service_fee_vnd).toBe(45_000)
  })
})

describe('service fee brackets', () => {
  // Lines without tax at 172.5, so the purchase in VND is ¥ × 172.5.
  const fee = (jpy: number, taxPercent = 0) => {
    const price = priceOrder(order({ lines: [line({ unitPriceJpy: jpy, taxPercent })] }), LIST)
    return [price.service_fee_percent, price.service_fee_vnd]
  }

  test('each bracket charges its percentage of the whole purchase, at least its minimum', () => {
    // ¥100 = 17,250 đ × 7 % = 1,207.5: the 30,000 minimum.
    expect(fee(100)).toEqual(['7', 30_000])
    // ¥28,000 = 4,830,000 đ × 7 % = 338,100.
    expect(fee(28_000)).toEqual(['7', 338_100])
    // ¥30,000 = 5,175,000 đ × 5 % = 258,750: the bracket's 350,000 minimum, so crossing into a
    // cheaper bracket never lowers the fee.
    expect(fee(30_000)).toEqual(['5', 350_000])
    // ¥50,000 = 8,625,000 đ × 5 % = 431,250.
    expect(fee(50_000)).toEqual(['5', 431_250])
    // ¥120,000 = 20,700,000 đ × 4 % = 828,000: the 1,000,000 minimum.
    expect(fee(120_000)).toEqual(['4', 1_000_000])
    // ¥200,000 = 34,500,000 đ × 4 % = 1,380,000.
    expect(fee(200_000)).toEqual(['4', 1_380_000])
    // With tax the bracket is chosen on goods + tax: ¥300,000 + ¥30,000 = 56,925,000 đ;
    // × 3 % = 1,707,750: the 2,000,000 minimum. ¥400,000 + ¥40,000 = 75,900,000 × 3 % = 2,277,000.
    expect(fee(300_000, 10)).toEqual(['3', 2_000_000])
    expect(fee(400_000, 10)).toEqual(['3', 2_277_000])
  })

  test('the bracket starts at its threshold exactly', () => {
    // At a rate of 1: 4,999,999 đ × 7 % = 349,999.93 → 350,000; 5,000,000 đ: 5 % → 350,000 min.
    const at = (vnd: number) =>
      priceOrder(
        order({ jpyVndRate: '1', lines: [line({ unitPriceJpy: vnd, taxPercent: 0 })] }),
        LIST,
      )
    expect([at(4_999_999).service_fee_percent, at(4_999_999).service_fee_vnd]).toEqual([
      '7',
      350_000,
    ])
    expect([at(5_000_000).service_fee_percent, at(5_000_000).service_fee_vnd]).toEqual([
      '5',
      350_000,
    ])
    expect(at(7_000_020).service_fee_vnd).toBe(350_001)
  })
})

describe('invitation credit', () => {
  test('reduces the shipping fee, never below 0', () => {
    // Shipping 1 kg × 15,000 = 15,000: a 20,000 credit takes 15,000 off, and the rest lapses.
    const price = priceOrder(order({ invitationCredits: [20_000] }), withAirNorthRate(15_000))
    expect(price.shipping_fee_vnd).toBe(15_000)
    expect(price.invitation_credit_vnd).toBe(15_000)
    expect(price.invitation_credits_used).toBe(1)
    expect(price.total_vnd).toBe(172_500 + 17_250 + 30_000)
  })

  test('takes the oldest credits until the shipping fee is covered, and leaves the rest', () => {
    const list = withAirNorthRate(30_000)
    // 30,000 of shipping: two credits (20,000 + 10,000 of the second); the third stays.
    const price = priceOrder(order({ invitationCredits: [20_000, 20_000, 20_000] }), list)
    expect(price.invitation_credit_vnd).toBe(30_000)
    expect(price.invitation_credits_used).toBe(2)
    // 180,000 of shipping: all three.
    const all = priceOrder(order({ invitationCredits: [20_000, 20_000, 20_000] }), LIST)
    expect(all.invitation_credit_vnd).toBe(60_000)
    expect(all.invitation_credits_used).toBe(3)
    expect(all.total_vnd).toBe(399_750 - 60_000)
  })

  test('across a checkout: each shop order takes what the one before left', () => {
    const list = withAirNorthRate(30_000)
    const checkout = priceCheckout(
      {
        shipmentMethod: 'air',
        region: 'north',
        jpyVndRate: '172.5',
        invitationCredits: [20_000, 20_000, 20_000],
        shops: [
          { shopId: 'ikom', lines: [line()] },
          { shopId: 'awond', lines: [line({ unitPriceJpy: 2_000 })] },
          { shopId: 'ikom-again', lines: [line()] },
        ],
      },
      list,
    )
    // ikom: 30,000 of shipping takes two credits; awond: 30,000, the third credit's 20,000;
    // the third order finds none.
    expect(
      checkout.orders.map((o) => [o.shop_id, o.invitation_credit_vnd, o.invitation_credits_used]),
    ).toEqual([
      ['ikom', 30_000, 2],
      ['awond', 20_000, 1],
      ['ikom-again', 0, 0],
    ])
    // ikom and ikom-again: 172,500 + 17,250 + 30,000 + 30,000 = 249,750 each before credit;
    // awond: ¥2,000 + ¥200 = 345,000 + 34,500 đ; 7 % of 379,500 = 26,565 < 30,000.
    expect(checkout.orders.map((o) => o.total_vnd)).toEqual([
      249_750 - 30_000,
      345_000 + 34_500 + 30_000 + 30_000 - 20_000,
      249_750,
    ])
    expect(checkout.total).toEqual({
      purchase_cost_jpy: 4_000,
      tax_jpy: 400,
      purchase_cost_vnd: 690_000,
      tax_vnd: 69_000,
      service_fee_vnd: 90_000,
      shipping_fee_vnd: 90_000,
      invitation_credit_vnd: 50_000,
      total_vnd: 219_750 + 419_500 + 249_750,
    })
  })
})

describe('bad input is a bug of the caller, never a price', () => {
  test.each([
    ['no lines', order({ lines: [] })],
    ['a fractional price', order({ lines: [line({ unitPriceJpy: 99.5 })] })],
    ['a zero quantity', order({ lines: [line({ quantity: 0 })] })],
    ['a negative weight', order({ lines: [line({ weightG: -1 })] })],
    ['a rate that is not decimal text', order({ jpyVndRate: '1e3' })],
    ['a fractional credit', order({ invitationCredits: [0.5] })],
  ])('%s', (_name, input) => {
    expect(() => priceOrder(input, LIST)).toThrow(RangeError)
  })
})

describe('the price list’s worked examples (/price-list)', () => {
  test('worked by hand from the seeded list', () => {
    expect(priceExamples(LIST)).toEqual({
      service_fees: [
        { value_vnd: 300_000, percent: '7', fee_vnd: 30_000, minimum: true },
        { value_vnd: 2_000_000, percent: '7', fee_vnd: 140_000, minimum: false },
        { value_vnd: 10_000_000, percent: '5', fee_vnd: 500_000, minimum: false },
      ],
      shipping: [
        // 2.5 kg: air 2.5 kg × 180,000 / 190,000; sea at its 10 kg minimum × 60,000 / 55,000.
        { weight_g: 2_500, region: 'north', air_vnd: 450_000, sea_vnd: 600_000 },
        { weight_g: 2_500, region: 'south', air_vnd: 475_000, sea_vnd: 550_000 },
        { weight_g: 15_000, region: 'north', air_vnd: 2_700_000, sea_vnd: 900_000 },
        { weight_g: 15_000, region: 'south', air_vnd: 2_850_000, sea_vnd: 825_000 },
      ],
    })
  })

  test('the same figures an order of that weight is charged', () => {
    const { shipping } = priceExamples(LIST)
    for (const example of shipping) {
      for (const method of ['air', 'sea'] as const) {
        const priced = priceOrder(
          order({
            lines: [line({ weightG: example.weight_g, widthMm: 1, heightMm: 1, lengthMm: 1 })],
            shipmentMethod: method,
            region: example.region,
          }),
          LIST,
        )
        expect(priced.shipping_fee_vnd).toBe(method === 'air' ? example.air_vnd : example.sea_vnd)
      }
    }
  })
})
