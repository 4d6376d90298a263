import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'
import { openStream } from '../../../test/sse.ts'
import { MAX_STREAMS_PER_CUSTOMER } from './service.ts'

const t = useTestApp()
let alice: Customer
let bob: Customer
let staff: Customer
let base: string

beforeAll(async () => {
  ;[alice, bob, staff] = await Promise.all([createCustomer(t), createCustomer(t), createStaff(t)])
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

const advance = (orderId: number, status_id: string) =>
  staff.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status_id },
  })

describe('the bell', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>
  beforeAll(async () => {
    order = await placeOrder(t, alice)
    expect((await advance(order.id, 'Paid')).statusCode).toBe(200)
    expect((await advance(order.id, 'PaidToSupplier')).statusCode).toBe(200)
  })

  test('lists your own notifications, newest first, with the unread count', async () => {
    const res = await alice.inject({ url: '/api/notifications' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.unread).toBe(2)
    expect(body.data[0]).toMatchObject({
      order_id: order.id,
      order_code: order.code,
      box_id: null,
      read_at: null,
      content: { order_status: { status_id: 'PaidToSupplier', from_status_id: 'Paid' } },
    })
    const other = (await bob.inject({ url: '/api/notifications' })).json()
    expect(other).toMatchObject({ total: 0, unread: 0 })
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401)
    expect((await alice.inject({ url: '/api/notifications?filter[read]=2' })).statusCode).toBe(400)
  })

  test('marks the listed ones read; another customer’s ids change nothing', async () => {
    const list = (await alice.inject({ url: '/api/notifications' })).json()
    const [newest, older] = list.data
    const byBob = await bob.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [newest.id] },
    })
    expect(byBob.json()).toEqual({ unread: 0 })
    expect((await alice.inject({ url: '/api/notifications' })).json().unread).toBe(2)
    const one = await alice.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [newest.id] },
    })
    expect(one.json()).toEqual({ unread: 1 })
    const unread = (await alice.inject({ url: '/api/notifications?filter[read]=0' })).json()
    expect(unread.data.map((n: { id: number }) => n.id)).toEqual([older.id])
    const bad = await alice.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: ['x'] },
    })
    expect(bad.statusCode).toBe(422)
    const all = await alice.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })
    expect(all.json()).toEqual({ unread: 0 })
  })

  test('ids past int4 are a 422 in the body, a 400 in filter[order_id] (issue 14: both 500s)', async () => {
    const read = await alice.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [1, 2 ** 31] },
    })
    expect(read.statusCode).toBe(422)
    expect(Object.keys(read.json().errors)).toEqual(['ids.1'])
    const list = await alice.inject({
      url: '/api/notifications?filter[order_id]=99999999999999',
      headers: { 'accept-language': 'en' },
    })
    expect(list.statusCode).toBe(400)
    expect(list.json()).toEqual({ message: 'Invalid value for parameter filter[order_id]' })
  })
})

describe('the live stream', () => {
  const streams: ReturnType<typeof openStream>[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })
  const open = (who: Customer | null, headers: Record<string, string> = {}) => {
    const stream = openStream(`${base}/api/notifications/stream`, {
      ...(who ? { cookie: who.cookie } : {}),
      ...headers,
    })
    streams.push(stream)
    return stream
  }

  test('needs a session', async () => {
    expect(await open(null).opened).toBe(401)
  })

  test('each customer hears of their own orders only, at once', async () => {
    const aliceStream = open(alice)
    const bobStream = open(bob)
    expect(await aliceStream.opened).toBe(200)
    expect(await bobStream.opened).toBe(200)
    const aliceOrder = await placeOrder(t, alice)
    const bobOrder = await placeOrder(t, bob)
    await advance(aliceOrder.id, 'Paid')
    await advance(bobOrder.id, 'Cancelled')

    const heard = await aliceStream.next()
    expect(heard.event).toBe('notification')
    expect(JSON.parse(heard.data)).toMatchObject({
      order_id: aliceOrder.id,
      content: { order_status: { status_id: 'Paid' } },
    })
    // Bob's first event is his own cancellation, not Alice's payment.
    const bobHeard = JSON.parse((await bobStream.next()).data)
    expect(bobHeard).toMatchObject({
      order_id: bobOrder.id,
      content: { order_status: { status_id: 'Cancelled' } },
    })
    expect(aliceStream.events).toHaveLength(1)
  })

  test('a customer holds a limited number of streams at once; closing one frees its place', async () => {
    const before = streams.length
    const many = Array.from({ length: MAX_STREAMS_PER_CUSTOMER }, () => open(staff))
    expect(await Promise.all(many.map((stream) => stream.opened))).toEqual(many.map(() => 200))
    expect(await open(staff).opened).toBe(429)
    many[0]?.close()
    // The server notices the closed connection on its next turn.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await open(staff).opened).toBe(200)
    for (const stream of streams.slice(before)) stream.close()
  })

  test('a stream that comes back with Last-Event-ID gets what it missed, in order', async () => {
    const order = await placeOrder(t, alice)
    const before = (await alice.inject({ url: '/api/notifications?per_page=1' })).json().data[0]
    await advance(order.id, 'Paid')
    await advance(order.id, 'PaidToSupplier')
    const stream = open(alice, { 'last-event-id': String(before.id) })
    const missed = [await stream.next(), await stream.next()].map((e) => JSON.parse(e.data))
    expect(missed.map((n) => n.content.order_status.status_id)).toEqual(['Paid', 'PaidToSupplier'])
  })

  test('a Last-Event-ID past int4 is a 400 (issue 14: the catch-up query failed after the 200)', async () => {
    expect(await open(alice, { 'last-event-id': '2147483648' }).opened).toBe(400)
  })
})
