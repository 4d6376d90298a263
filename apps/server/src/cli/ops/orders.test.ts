import { execFile } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'

const run = promisify(execFile)
// A waiting limit, not a measurement: each command is a process of its own (about 1 s to start
// and sign in), and these tests run a dozen of them, on a machine that may be busy.
const SPAWNING = 90_000
const OPS = fileURLToPath(new URL('../ops.ts', import.meta.url))

/** A port to listen on, known before the app is built: its PUBLIC_URL must name it. */
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})
const base = `http://127.0.0.1:${port}`
const t = useTestApp(undefined, { PUBLIC_URL: base })
let staff: Customer
let customer: Customer

beforeAll(async () => {
  await t.app.listen({ port, host: '127.0.0.1' })
  ;[staff, customer] = await Promise.all([
    createStaff(t, 'staff', base),
    createCustomer(t, { origin: base }),
  ])
})

/** `npm run ops -- …` as an operator runs it: a process of its own, over HTTP. */
async function ops(args: string[], who: Customer | null = staff) {
  const env = {
    ...process.env,
    KAIMONO_URL: base,
    OPS_EMAIL: who?.email ?? '',
    OPS_PASSWORD: who?.password ?? '',
  }
  try {
    const { stdout } = await run(process.execPath, [OPS, ...args], { env })
    return { code: 0, out: stdout.trim() }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, out: failed.stderr.trim() }
  }
}

test(
  'order:advance, order:box and box:event drive an order through the staff API',
  async () => {
    const order = await placeOrder(t, customer)
    for (const status of ['Paid', 'PaidToSupplier', 'WaitingToReceive']) {
      expect(await ops(['order:advance', '--order', order.code, '--to', status])).toEqual({
        code: 0,
        out: `order ${order.code} is now ${status}`,
      })
    }
    expect(
      await ops(['order:box', '--order', String(order.id), '--box', `KB-${order.id}`]),
    ).toEqual({
      code: 0,
      out: `box KB-${order.id} added to order ${order.code} (1 boxes)`,
    })
    const event = await ops([
      'box:event',
      '--box',
      `KB-${order.id}`,
      '--event',
      'distributed',
      '--area',
      'JP-TYO-A',
    ])
    expect(event).toEqual({
      code: 0,
      out: `box KB-${order.id} of order ${order.code}: distributed in JP-TYO-A`,
    })
    const detail = (await customer.inject({ url: `/api/orders/${order.id}` })).json().data
    expect(detail.status_id).toBe('WaitingToReceive')
    expect(detail.owning_boxes[0].notifications[0].content).toEqual({
      distributed: { area_id: 'JP-TYO-A' },
    })
  },
  SPAWNING,
)

test(
  'refusals end in one line and exit code 1, and change nothing',
  async () => {
    const order = await placeOrder(t, customer)
    const skipped = await ops(['order:advance', '--order', order.code, '--to', 'Finish'])
    expect(skipped.code).toBe(1)
    expect(skipped.out).toBe(
      `kaimono: POST /api/staff/orders/${order.id}/status: 409 An order cannot move from Pending to Finish (allowed: Paid, Cancelled)`,
    )
    const byCustomer = await ops(['order:advance', '--order', order.code, '--to', 'Paid'], customer)
    expect(byCustomer).toMatchObject({ code: 1, out: expect.stringMatching(/: 403 /) })
    expect((await ops(['order:advance', '--order', 'X1', '--to', 'Paid'])).out).toMatch(
      /--order must be an order id or code/,
    )
    expect((await ops(['order:advance', '--order', order.code])).out).toMatch(/--to is required/)
    expect((await ops(['order:advance', '--nope', '1'])).out).toMatch(/Unknown option '--nope'/)
    expect((await ops(['fly'])).out).toMatch(/unknown command fly/)
    expect((await ops(['order:advance', '--order', order.code, '--to', 'Paid'], null)).out).toMatch(
      /OPS_EMAIL and OPS_PASSWORD/,
    )
    const read = (await customer.inject({ url: `/api/orders/${order.id}` })).json().data
    expect(read.status_id).toBe('Pending')
  },
  SPAWNING,
)

test('help lists every command', async () => {
  const { code, out } = await ops(['help'], null)
  expect(code).toBe(0)
  for (const name of [
    'order:advance',
    'order:box',
    'box:event',
    'wallet:deposit',
    'order:charge',
  ]) {
    expect(out).toContain(name)
  }
})
