import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { runOps } from '../../../test/ops.ts'
import { createStaff, insertOrder } from '../../../test/wallet.ts'
import { OpsError, type OpsValues } from './client.ts'
import { amountOf, voucherDateOf, walletCommands } from './wallet.ts'

const t = useTestApp()
let staff: Customer
let customer: Customer

beforeAll(async () => {
  staff = await createStaff(t)
  customer = await createCustomer(t)
})

/** The ops client over app.inject, signed in as the staff member (as client.ts does over HTTP). */
const run = (name: string, values: OpsValues) => runOps(staff, walletCommands, name, values)
const balance = async () =>
  (await customer.inject({ url: '/api/wallet/users?filter[currency_id]=VND' })).json().data[0]
    .balance

describe('arguments', () => {
  test('amounts are whole numbers, grouped or not', () => {
    expect(amountOf('500000')).toBe(500_000)
    expect(amountOf('500.000')).toBe(500_000)
    expect(amountOf('1,250,000')).toBe(1_250_000)
    for (const bad of ['1.5', '12.34', '-5', 'abc', '1,00']) {
      expect(() => amountOf(bad), bad).toThrow(OpsError)
    }
  })

  test('a date is the start of that day in Vietnam', () => {
    expect(voucherDateOf('2026-11-23')).toBe(Date.UTC(2026, 10, 22, 17) / 1000)
    for (const bad of ['2026-02-30', '23/11/2026', '2026-11-23T10:00']) {
      expect(() => voucherDateOf(bad), bad).toThrow(OpsError)
    }
  })
})

describe('wallet:deposit and order:charge through the staff API', () => {
  const deposit = {
    customer: '',
    currency: 'vnd',
    amount: '500.000',
    reference: 'FT2611230001',
    date: '2026-11-20',
  }

  test('a deposit run twice posts once; the same transfer with other details is refused', async () => {
    const values = { ...deposit, customer: String(customer.id) }
    const first = await run('wallet:deposit', values)
    expect(first).toMatch(
      new RegExp(
        `^deposit \\d+ of 500000 \\(reference FT2611230001\\) to customer ${customer.id}: wallet \\d+ balance 500000, available 500000$`,
      ),
    )
    expect(await run('wallet:deposit', values)).toBe(first)
    expect(await balance()).toBe(500_000)
    await expect(run('wallet:deposit', { ...values, amount: '600000' })).rejects.toThrow(
      /409 .*the transfer FT2611230001 was recorded before with other details/,
    )
    await expect(run('wallet:deposit', { ...values, customer: 'KH1' })).rejects.toThrow(
      /--customer must be a customer number/,
    )
  })

  test('order:charge pays the order once; run again, it answers with the same charge', async () => {
    const order = await insertOrder(t, customer, 200_000)
    const out = await run('order:charge', { order: order.code })
    expect(out).toMatch(
      new RegExp(`^order ${order.code} is Paid: charged 200000 VND, wallet \\d+ balance 300000`),
    )
    expect(await run('order:charge', { order: order.code })).toBe(out)
    expect(await balance()).toBe(300_000)
  })

  test('a charge beyond the available amount needs --allow-credit', async () => {
    const order = await insertOrder(t, customer, 900_000)
    await expect(run('order:charge', { order: String(order.id) })).rejects.toThrow(/422/)
    const out = await run('order:charge', { order: order.code, 'allow-credit': true })
    expect(out).toContain('balance -600000, available -600000')
  })

  test('--content pays the orders it names and, without --customer, names the customer', async () => {
    const payer = await createCustomer(t)
    const a = await insertOrder(t, payer, 120_000)
    const b = await insertOrder(t, payer, 80_000)
    const made = await payer.inject({
      method: 'POST',
      url: '/api/payment-groups',
      payload: { order_ids: [a.id, b.id] },
    })
    const group = made.json().data.code as string
    const values = {
      currency: 'VND',
      amount: '200.000',
      reference: 'FT2611250009',
      content: `IBFT ${group} thanh toan`,
    }
    const out = await run('wallet:deposit', values)
    expect(out).toMatch(
      new RegExp(
        `^deposit \\d+ of 200000 \\(reference FT2611250009\\) paid ${a.code}, ${b.code}: wallet \\d+ balance 0, available 0$`,
      ),
    )
    expect(await run('wallet:deposit', values)).toBe(out)
    await expect(run('wallet:deposit', { ...values, content: undefined })).rejects.toThrow(
      /give --customer, or --content/,
    )
  })
})
