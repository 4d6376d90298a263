import type { Withdrawal } from '@kaimono/contracts'
import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { runOps } from '../../../test/ops.ts'
import { createStaff, depositAs, newKey } from '../../../test/wallet.ts'
import { checkLedger } from '../../modules/wallet/index.ts'
import type { OpsValues } from './client.ts'
import { withdrawalCommands } from './withdrawals.ts'

// Issue 22: `npm run ops -- withdrawal:…` through the staff API, as an accountant uses them.
const t = useTestApp()
let staff: Customer
let customer: Customer

beforeAll(async () => {
  ;[staff, customer] = await Promise.all([createStaff(t), createCustomer(t)])
  const deposit = await depositAs(staff, {
    customer_id: customer.id,
    currency_id: 'VND',
    amount: 1_000_000,
    reference: 'FT26330000001',
  })
  expect(deposit.statusCode, deposit.body).toBe(201)
})

const run = (name: string, values: OpsValues) => runOps(staff, withdrawalCommands, name, values)
const ask = async (amount: number) => {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { 'idempotency-key': newKey() },
    payload: {
      amount,
      bank_bin: '970422',
      account_number: '0912345678',
      account_name: 'Nguyễn Văn An',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as Withdrawal
}

test('what waits is listed, then paid or rejected; a second confirm is refused', async () => {
  const first = await ask(200_000)
  const second = await ask(50_000)
  const waiting = await run('withdrawal:list', {})
  expect(waiting.split('\n')).toEqual([
    `${first.code} customer ${customer.id} 200000 VND to MB Bank (970422) 0912345678 NGUYEN VAN AN: requested`,
    `${second.code} customer ${customer.id} 50000 VND to MB Bank (970422) 0912345678 NGUYEN VAN AN: requested`,
  ])
  expect(await run('withdrawal:paid', { withdrawal: first.code, reference: 'FT26334999' })).toMatch(
    new RegExp(`^${first.code} .*: paid reference FT26334999$`),
  )
  await expect(
    run('withdrawal:paid', { withdrawal: String(first.id), reference: 'FT26334999' }),
  ).rejects.toThrow(/409/)
  expect(
    await run('withdrawal:reject', { withdrawal: second.code, note: 'wrong account name' }),
  ).toMatch(/: rejected \(wrong account name\)$/)
  expect(await run('withdrawal:list', {})).toBe('no withdrawals to show')
  const all = await run('withdrawal:list', { status: 'all', customer: String(customer.id) })
  expect(all.split('\n')).toHaveLength(2)
  expect((await checkLedger(t.database.db)).disagreements).toEqual([])
})

test('bad arguments are refused before anything is sent', async () => {
  await expect(run('withdrawal:list', { status: 'lost' })).rejects.toThrow(/--status/)
  await expect(run('withdrawal:list', { customer: 'x' })).rejects.toThrow(/--customer/)
  await expect(
    run('withdrawal:paid', { withdrawal: 'OS000001', reference: 'FT1' }),
  ).rejects.toThrow(/--withdrawal/)
  await expect(run('withdrawal:paid', { withdrawal: 'RT000001' })).rejects.toThrow(/--reference/)
  await expect(run('withdrawal:reject', { withdrawal: '1' })).rejects.toThrow(/--note/)
})
