import type { CartGroup, CartLine } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import {
  checkoutHref,
  chosenGroups,
  HEADER_CART_LINES,
  headerCart,
  lineKey,
  parseItemKeys,
  selectionTotal,
} from './cart-lines.ts'

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: 1,
    product_id: 1,
    shop_id: 'ikom',
    name: 'Green tea',
    url: '/products/ikom/1',
    image_url: '/media/products/1/1.svg',
    quantity: 1,
    price: 1000,
    init_price: 1000,
    tax_percent: 10,
    weight: 100,
    variant: null,
    available: true,
    sold_out: false,
    can_buy_more: true,
    ...overrides,
  }
}

const group = (shop: 'ikom' | 'awond', products: CartLine[]): CartGroup => ({
  shop_id: shop,
  shop_name: shop === 'ikom' ? 'IKOM' : 'Awond',
  shop_logo: null,
  can_buy_more: true,
  products,
})

describe('the selection total (§4, §9)', () => {
  test('is price × quantity summed, with 10% tax, in JPY and in VND at the rate', () => {
    const total = selectionTotal(
      [
        { price: 1200, quantity: 2 },
        { price: 550, quantity: 3 },
      ],
      '172.5',
    )
    // 2,400 + 1,650 = 4,050 yen; tax 405 yen.
    expect(total).toEqual({
      jpy: 4050,
      taxJpy: 405,
      totalJpy: 4455,
      vnd: 698_625,
      taxVnd: 69_863,
      totalVnd: 768_488,
    })
  })

  test('drops a fraction of a yen of tax, as the server prices it', () => {
    expect(selectionTotal([{ price: 999, quantity: 1 }], '1').taxJpy).toBe(99)
  })

  test('is zero for no selection, and the rate defaults to 1 when unusable', () => {
    expect(selectionTotal([], '172.5')).toEqual({
      jpy: 0,
      taxJpy: 0,
      totalJpy: 0,
      vnd: 0,
      taxVnd: 0,
      totalVnd: 0,
    })
    expect(selectionTotal([{ price: 100, quantity: 2 }], 'abc').totalVnd).toBe(220)
  })
})

describe('the checkout query', () => {
  test('reads comma-separated and repeated items once each, ignoring junk', () => {
    expect(
      parseItemKeys(['ikom:12,awond:7', 'ikom:12', ' rakuten:shop:item-1 ', 'nonsense', '']),
    ).toEqual(['ikom:12', 'awond:7', 'rakuten:shop:item-1'])
  })

  test('is written as items=shop:id,…', () => {
    expect(checkoutHref(['ikom:12', 'awond:7'])).toBe('/checkout?items=ikom%3A12,awond%3A7')
    expect(parseItemKeys([decodeURIComponent('ikom%3A12,awond%3A7')])).toEqual([
      'ikom:12',
      'awond:7',
    ])
  })

  test('a line of a size and colour keeps its whole key (issue 15)', () => {
    const key = lineKey({ shop_id: 'awond', product_id: '42~size=M~color=black' })
    expect(key).toBe('awond:42~size=M~color=black')
    const href = checkoutHref([key, 'awond:42~size=L~color=black'])
    const items = decodeURIComponent(new URL(href, 'http://x').searchParams.get('items') ?? '')
    expect(parseItemKeys([items])).toEqual([key, 'awond:42~size=L~color=black'])
  })

  test('keeps only chosen lines that can be bought, by shop', () => {
    const cart = [
      group('ikom', [
        line({ id: 1, product_id: 1 }),
        line({ id: null, product_id: 2, available: false }),
        line({ id: 3, product_id: 3 }),
      ]),
      group('awond', [line({ id: 9, product_id: 9, shop_id: 'awond' })]),
      // §4: a market item its market says is sold cannot be chosen.
      {
        ...group('ikom', [
          line({
            id: 'B0X',
            product_id: 'B0X',
            shop_id: 'amazon',
            available: false,
            sold_out: true,
          }),
        ]),
        shop_id: 'amazon' as const,
      },
    ]
    const chosen = chosenGroups(cart, ['ikom:1', 'ikom:2', 'awond:1', 'amazon:B0X'])
    expect(chosen.map((g) => [g.shop_id, g.products.map((l) => l.product_id)])).toEqual([
      ['ikom', [1]],
    ])
  })
})

test('the header dropdown gets the line count and the first 5 lines', () => {
  const cart = [
    group(
      'ikom',
      Array.from({ length: 4 }, (_, i) => line({ id: i + 1, product_id: i + 1 })),
    ),
    group('awond', [
      line({ id: null, product_id: 20, shop_id: 'awond', available: false }),
      line({ id: 21, product_id: 21, shop_id: 'awond' }),
    ]),
  ]
  const header = headerCart(cart)
  expect(header.count).toBe(6)
  expect(header.lines).toHaveLength(HEADER_CART_LINES)
  expect(header.lines.map((l) => [l.key, l.found])).toEqual([
    ['ikom:1', true],
    ['ikom:2', true],
    ['ikom:3', true],
    ['ikom:4', true],
    ['awond:20', false],
  ])
})
