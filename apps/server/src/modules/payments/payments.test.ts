import type { PaymentInformation } from '@kaimono/contracts'
import { QRPay } from 'vietnam-qr-pay'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'
import { ConfigError, loadConfig } from '../../platform/config.ts'
import { products } from '../catalog/schema.ts'

// Another account than the default, so that the answers are seen to come from configuration.
const BANK = {
  BANK_NAME: 'Techcombank',
  BANK_BIN: '970407',
  BANK_ACCOUNT_NO: '19031234567890',
  BANK_ACCOUNT_NAME: 'CONG TY TNHH KAIMONO VIET NAM',
  SUPPORT_HOTLINE: '028 3822 1234',
}
const t = useTestApp(undefined, BANK)

const BANK_FIELDS = {
  bank_name: 'Techcombank',
  bank_bin: '970407',
  account_no: '19031234567890',
  account_name: 'CONG TY TNHH KAIMONO VIET NAM',
  hotline: '028 3822 1234',
}

const en = { 'accept-language': 'en' }
const get = (url: string, who?: Customer, headers: Record<string, string> = en) =>
  who ? who.inject({ url, headers }) : t.app.inject({ url, headers })

/** What the decoder reads from the answer's payload. */
function decode(info: PaymentInformation) {
  const qr = new QRPay(info.qr_payload)
  return {
    valid: qr.isValid,
    initMethod: qr.initMethod,
    guid: qr.provider.guid,
    service: qr.provider.service,
    bin: qr.consumer.bankBin,
    account: qr.consumer.bankNumber,
    amount: qr.amount,
    currency: qr.currency,
    nation: qr.nation,
    purpose: qr.additionalData.purpose,
  }
}
const decoded = (amount: number, code: string) => ({
  valid: true,
  initMethod: '12',
  guid: 'A000000727',
  service: 'QRIBFTTA',
  bin: '970407',
  account: '19031234567890',
  amount: String(amount),
  currency: '704',
  nation: 'VN',
  purpose: code,
})

let alice: Customer
let bob: Customer
let aliceOrder: { id: number; code: string; total: number }

beforeAll(async () => {
  await t.database.db.update(products).set({ bannedAir: false, bannedSea: false })
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
  const placed = await placeOrder(t, alice, { quantity: 2 })
  aliceOrder = { id: placed.id, code: placed.code, total: placed.total_payment }
})

describe('a visitor', () => {
  test('gets the price asked for, the code the order number makes and a VietQR of both', async () => {
    const res = await get('/api/payment-information?price=1500000&order_id=123')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const info = res.json().data as PaymentInformation
    expect(info).toMatchObject({
      ...BANK_FIELDS,
      amount: 1_500_000,
      currency_id: 'VND',
      order_id: 123,
      order_code: 'OS000123',
      transfer_content: 'OS000123',
    })
    expect(decode(info)).toEqual(decoded(1_500_000, 'OS000123'))
    expect(info.qr_svg).toMatch(/^<svg [^>]*role="img"[^>]*>/)
    expect(info.qr_svg).toContain(
      '<title>VietQR code: transfer 1,500,000 đ to account 19031234567890, content OS000123</title>',
    )
    expect(info.qr_svg).toMatch(/viewBox="0 0 (\d+) \1"/)
    expect(info.qr_svg).toMatch(/<path [^>]*d="M[^"]+"/)
    expect(info.qr_svg.endsWith('</svg>')).toBe(true)
  })

  test('the QR label follows the language; order numbers past 999,999 keep all digits', async () => {
    const res = await get('/api/payment-information?price=25000&order_id=1234567', undefined, {
      'accept-language': 'vi',
    })
    expect(res.statusCode, res.body).toBe(200)
    const info = res.json().data as PaymentInformation
    expect(info.order_code).toBe('OS1234567')
    expect(info.qr_svg).toContain(
      'aria-label="Mã VietQR: chuyển 25.000 đ vào tài khoản 19031234567890, nội dung OS1234567"',
    )
    expect(decode(info)).toEqual(decoded(25_000, 'OS1234567'))
  })

  test('asking about an existing order of a customer shows only what was asked', async () => {
    const res = await get(`/api/payment-information?price=777000&order_id=${aliceOrder.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const info = res.json().data as PaymentInformation
    expect(info.amount).toBe(777_000)
    expect(decode(info).amount).toBe('777000')
  })
})

describe('a customer paying their own order', () => {
  test('gets the order’s total and code, whatever price the link says', async () => {
    expect(aliceOrder.total).toBeGreaterThan(0)
    const res = await get(`/api/payment-information?price=1&order_id=${aliceOrder.id}`, alice)
    expect(res.statusCode, res.body).toBe(200)
    const info = res.json().data as PaymentInformation
    expect(info).toMatchObject({
      ...BANK_FIELDS,
      amount: aliceOrder.total,
      order_id: aliceOrder.id,
      order_code: aliceOrder.code,
      transfer_content: aliceOrder.code,
    })
    expect(decode(info)).toEqual(decoded(aliceOrder.total, aliceOrder.code))
  })

  test('needs no price, and a malformed one is ignored', async () => {
    for (const query of [`order_id=${aliceOrder.id}`, `order_id=${aliceOrder.id}&price=abc`]) {
      const res = await get(`/api/payment-information?${query}`, alice)
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200)
      expect(res.json().data.amount).toBe(aliceOrder.total)
    }
  })
})

describe('an own order further along', () => {
  test('asks for what its page shows: no estimated shipping once that is settled (§4)', async () => {
    const [who, staff] = await Promise.all([createCustomer(t), createStaff(t)])
    const order = await placeOrder(t, who)
    const row = (await who.inject({ url: `/api/orders/${order.id}` })).json().data
    for (const status of ['Paid', 'PaidToSupplier']) {
      const moved = await staff.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/status`,
        payload: { status_id: status },
      })
      expect(moved.statusCode).toBe(200)
    }
    const res = await get(`/api/payment-information?order_id=${order.id}`, who)
    expect(res.statusCode, res.body).toBe(200)
    const expected = row.total_payment - row.estimated_freight_charge + row.invitation_credit
    expect(res.json().data.amount).toBe(expected)
    expect(decode(res.json().data).amount).toBe(String(expected))
  })

  test('a cancelled order asks for nothing: a 409', async () => {
    const [who, staff] = await Promise.all([createCustomer(t), createStaff(t)])
    const order = await placeOrder(t, who)
    await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      payload: { status_id: 'Cancelled' },
    })
    const res = await get(`/api/payment-information?order_id=${order.id}`, who)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`Order ${order.code} was cancelled; there is nothing to pay`)
  })
})

describe("another customer's order", () => {
  test('is paid at the price asked for: its total is not revealed', async () => {
    const res = await get(`/api/payment-information?price=777000&order_id=${aliceOrder.id}`, bob)
    expect(res.statusCode, res.body).toBe(200)
    const info = res.json().data as PaymentInformation
    expect(info.amount).toBe(777_000)
    expect(decode(info).amount).toBe('777000')
    expect(info.order_code).toBe(`OS${String(aliceOrder.id).padStart(6, '0')}`)
  })

  test('without a price is the same 422 as an order that does not exist', async () => {
    const missing = 999_999
    const answers = await Promise.all([
      get(`/api/payment-information?order_id=${aliceOrder.id}`, bob),
      get(`/api/payment-information?order_id=${missing}`, bob),
      get(`/api/payment-information?order_id=${aliceOrder.id}`),
      get(`/api/payment-information?order_id=${missing}`),
    ])
    for (const res of answers) {
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        message: 'The given data was invalid',
        errors: { price: ['This field is required'] },
      })
    }
  })
})

describe('bad input', () => {
  test('neither an order number nor a price: a 422 naming both, in the request language', async () => {
    const res = await get('/api/payment-information', undefined, { 'accept-language': 'vi' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      errors: { order_id: ['Vui lòng nhập trường này'], price: ['Vui lòng nhập trường này'] },
    })
  })

  test.each(['0', '-5', '1.5', '1e6', '1,500,000', 'abc', '10000000001', '99999999999999'])(
    'price=%s is a 422 on price',
    async (price) => {
      const res = await get(
        `/api/payment-information?order_id=123&price=${encodeURIComponent(price)}`,
      )
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({
        price: ['The amount must be a whole number of dong from 1 to 10,000,000,000'],
      })
    },
  )

  test('the largest price is accepted', async () => {
    const res = await get('/api/payment-information?order_id=123&price=10000000000')
    expect(res.statusCode, res.body).toBe(200)
    expect(decode(res.json().data).amount).toBe('10000000000')
  })

  test.each(['0', 'abc', '12a', '-1', '2147483648', '99999999999'])(
    'order_id=%s is a 422 on order_id',
    async (orderId) => {
      const res = await get(`/api/payment-information?price=1000&order_id=${orderId}`, alice)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({
        order_id: ['The order number must be a whole number of at least 1'],
      })
    },
  )

  test('an unknown or repeated parameter is a 400 naming it', async () => {
    const unknown = await get('/api/payment-information?price=1000&order_id=1&amount=5')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Unsupported parameter: amount')
    const repeated = await get('/api/payment-information?price=1000&price=2000&order_id=1')
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().message).toBe('Invalid value for parameter price')
  })
})

test('the bank account alone, for the page without an order', async () => {
  const res = await get('/api/payment-information/bank-account')
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json()).toEqual({ data: BANK_FIELDS })
  expect((await get('/api/payment-information/bank-account?page=2')).statusCode).toBe(400)
})

describe('configuration', () => {
  test('defaults to Vietcombank and the support hotline', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      BANK_NAME: 'Vietcombank',
      BANK_BIN: '970436',
      BANK_ACCOUNT_NAME: 'CONG TY TNHH KAIMONO',
      SUPPORT_HOTLINE: '1900 6368',
    })
  })

  test.each([
    ['BANK_BIN', '97043'],
    ['BANK_ACCOUNT_NO', '0451-000123'],
    ['BANK_ACCOUNT_NO', '12345678901234567890'],
    ['SUPPORT_HOTLINE', 'call us'],
    ['BANK_NAME', ' '],
  ])('%s=%s stops the start with a message naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}=`))
  })
})

describe('GET /api/payment-information/top-up (issue 22)', () => {
  const topUp = (query: string, who?: Customer) =>
    get(`/api/payment-information/top-up${query}`, who)

  test("a transfer of the amount asked with the customer's own top-up code and its VietQR", async () => {
    const res = await topUp('?amount=500000', alice)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const data = res.json().data as PaymentInformation
    const code = `KMN${String(alice.id).padStart(6, '0')}`
    expect(data).toMatchObject({ ...BANK_FIELDS, amount: 500_000, transfer_content: code })
    expect(decode(data)).toEqual(decoded(500_000, code))
    // Each customer has their own code, the same every time.
    const bobs = (await topUp('?amount=20000', bob)).json().data as PaymentInformation
    expect(bobs.transfer_content).toBe(`KMN${String(bob.id).padStart(6, '0')}`)
    expect((await topUp('?amount=30000', alice)).json().data.transfer_content).toBe(code)
  })

  test('signed out is a 401; a bad amount a 422 naming it; another parameter a 400', async () => {
    expect((await topUp('?amount=500000')).statusCode).toBe(401)
    for (const amount of ['abc', '9999', '500000001', '1e6', '-50000', '10000.5']) {
      const res = await topUp(`?amount=${amount}`, alice)
      expect(res.statusCode, amount).toBe(422)
      expect(res.json().errors.amount[0]).toMatch(/10,000 to 500,000,000/)
    }
    for (const query of ['', '?amount=']) {
      const res = await topUp(query, alice)
      expect([res.statusCode, res.json().errors.amount]).toEqual([422, ['This field is required']])
    }
    expect((await topUp('?amount=50000&customer_id=1', alice)).statusCode).toBe(400)
    expect((await topUp('?amount=50000&amount=60000', alice)).statusCode).toBe(400)
  })
})
