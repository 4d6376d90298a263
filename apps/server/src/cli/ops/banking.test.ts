import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { runOps } from '../../../test/ops.ts'
import { createStaff, insertOrder } from '../../../test/wallet.ts'
import { bankingCommands } from './banking.ts'
import { OpsError, type OpsValues } from './client.ts'

// Issue 22: `npm run ops -- bank:…` through the staff API, as an accountant uses them.
const t = useTestApp()
let staff: Customer
let customer: Customer

beforeAll(async () => {
  ;[staff, customer] = await Promise.all([createStaff(t), createCustomer(t)])
})

const run = (name: string, values: OpsValues) => runOps(staff, bankingCommands, name, values)

test('a simulated transfer pays the order its content names', async () => {
  const order = await insertOrder(t, customer, 1_500_000)
  const line = await run('bank:simulate', { amount: '1.500.000', content: `CK ${order.code}` })
  expect(line).toMatch(
    new RegExp(
      `^#\\d+ sepay FTSIM\\d+ 1500000 VND "CK ${order.code}": matched customer ${customer.id} paid ${order.code}$`,
    ),
  )
  const casso = await run('bank:simulate', {
    amount: '20000',
    content: 'khong co ma',
    provider: 'casso',
  })
  expect(casso).toMatch(/casso .*: unmatched \(no_code\) — needs review$/)
})

test('what waits is listed, then assigned or resolved', async () => {
  const order = await insertOrder(t, customer, 70_000)
  const unmatched = await run('bank:simulate', { amount: '70000', content: 'tien hang' })
  const id = unmatched.match(/^#(\d+)/)?.[1] ?? ''
  const short = await run('bank:simulate', { amount: '10000', content: order.code })
  const shortId = short.match(/^#(\d+)/)?.[1] ?? ''
  const waiting = await run('bank:transfers', {})
  expect(waiting).toContain(`#${id} `)
  expect(waiting).toContain(`#${shortId} `)
  expect(waiting).not.toContain(': matched')
  const assigned = await run('bank:assign', {
    transfer: id,
    customer: String(customer.id),
    note: 'called',
  })
  expect(assigned).toMatch(/: assigned \(no_code\) customer \d+$/)
  const resolved = await run('bank:resolve', { transfer: shortId, note: 'told the customer' })
  expect(resolved).toMatch(/: short \(short\) .* waiting OS\d+$/)
  expect(await run('bank:transfers', {})).not.toContain(`#${shortId} `)
  expect(await run('bank:transfers', { all: true, status: 'assigned' })).toContain(`#${id} `)
})

test('bad arguments are refused before anything is sent', async () => {
  await expect(run('bank:simulate', { amount: '1.5', content: 'x' })).rejects.toThrow(OpsError)
  await expect(run('bank:assign', { transfer: 'x', customer: '1' })).rejects.toThrow(/--transfer/)
  await expect(run('bank:assign', { transfer: '1' })).rejects.toThrow(/--customer/)
  await expect(run('bank:resolve', { transfer: '1' })).rejects.toThrow(/--note/)
})
