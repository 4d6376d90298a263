import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'

const t = useTestApp()
let alice: Customer
let bob: Customer
let staff: Customer
let first: Awaited<ReturnType<typeof placeOrder>>
let second: Awaited<ReturnType<typeof placeOrder>>

beforeAll(async () => {
  ;[alice, bob, staff] = await Promise.all([createCustomer(t), createCustomer(t), createStaff(t)])
  first = await placeOrder(t, alice, { lines: 3, quantity: 2 })
  second = await placeOrder(t, alice)
  await placeOrder(t, bob)
})

const advance = (orderId: number, status_id: string, who: Customer = staff) =>
  who.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status_id },
  })

describe('GET /api/orders', () => {
  test('lists only your own orders, newest first, with what include and append ask for', async () => {
    const res = await alice.inject({
      url: '/api/orders?filter[own]=1&include=type,status,itemsCount,customer&append=first_item&sort=-created_at&page=1',
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.total).toBe(2)
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([second.id, first.id])
    const order = body.data[1]
    expect(order).toMatchObject({
      code: first.code,
      status_id: 'Pending',
      status: { id: 'Pending', name: 'Pending' },
      type: { id: 'retail', name: 'Retail order' },
      items_count: 3,
      customer: { id: alice.id },
      shipment_method: { id: 'air', name: 'Air' },
      shipment_info: { consignee: 'Trần Thị Hoa', tel: '0912345678' },
      total_payment: first.total_payment,
    })
    expect(order.first_item).toMatchObject({ quantity: 2, order_id: first.id })
    expect(order.first_item.balance).toBe(order.first_item.price_with_tax * 2)
    expect(typeof order.created_at).toBe('number')
  })

  test('filter[own]=0 still lists only your own; without include the optional parts are absent', async () => {
    const res = await bob.inject({ url: '/api/orders?filter[own]=0' })
    expect(res.json().total).toBe(1)
    expect(res.json().data[0]).not.toHaveProperty('status')
    expect(res.json().data[0]).not.toHaveProperty('first_item')
  })

  test('filter[status_id] and paging', async () => {
    expect((await advance(second.id, 'Paid')).statusCode).toBe(200)
    const paid = await alice.inject({ url: '/api/orders?filter[status_id]=Paid' })
    expect(paid.json().data.map((o: { id: number }) => o.id)).toEqual([second.id])
    const paged = await alice.inject({ url: '/api/orders?per_page=1&page=2' })
    expect(paged.json()).toMatchObject({ total: 2, from: 2, to: 2, last_page: 2 })
  })

  test('bad parameters are a 400 naming them; no session is a 401', async () => {
    for (const query of ['filter[status_id]=Shipped', 'include=secrets', 'sort=total', 'page=0']) {
      expect((await alice.inject({ url: `/api/orders?${query}` })).statusCode, query).toBe(400)
    }
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401)
  })

  test('/api/order/retails lists the same retail orders', async () => {
    const res = await alice.inject({ url: '/api/order/retails?include=status' })
    expect(res.json().total).toBe(2)
  })
})

describe('GET /api/orders/{id} and /api/order/items', () => {
  test('one order, whole; another customer’s is a 404', async () => {
    const own = await alice.inject({ url: `/api/orders/${first.id}` })
    expect(own.statusCode).toBe(200)
    const order = own.json().data
    expect(order).toMatchObject({ id: first.id, items_count: 3, owning_boxes: [] })
    expect(order.pricing.total_vnd).toBe(first.total_payment)
    expect((await bob.inject({ url: `/api/orders/${first.id}` })).statusCode).toBe(404)
    expect((await alice.inject({ url: '/api/orders/99999999' })).statusCode).toBe(404)
    expect((await alice.inject({ url: '/api/orders/abc' })).statusCode).toBe(400)
  })

  test('items of your own orders only, paged, with include=product and append=currency_id', async () => {
    const res = await alice.inject({
      url: `/api/order/items?filter[order_id]=${first.id}&include=product&append=currency_id&per_page=2`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 3, last_page: 2, per_page: 2 })
    expect(body.data[0]).toMatchObject({ currency_id: 'JPY', quantity: 2 })
    expect(body.data[0].product.name).toBe(body.data[0].name)
    const stolen = await bob.inject({ url: `/api/order/items?filter[order_id]=${first.id}` })
    expect(stolen.json().total).toBe(0)
  })

  test('an id past int4 is a 400 naming the parameter (issue 14: a 500 in filter[order_id])', async () => {
    const items = await alice.inject({
      url: '/api/order/items?filter[order_id]=99999999999999',
      headers: { 'accept-language': 'en' },
    })
    expect(items.statusCode).toBe(400)
    expect(items.json()).toEqual({ message: 'Invalid value for parameter filter[order_id]' })
    expect((await alice.inject({ url: '/api/orders/2147483648' })).statusCode).toBe(400)
  })
})

describe('the order state machine', () => {
  test('staff move an order along the allowed path; every move is recorded and notified', async () => {
    const order = await placeOrder(t, bob)
    for (const status of ['Paid', 'PaidToSupplier', 'WaitingToReceive', 'ReceivedAtWarehouse']) {
      const res = await advance(order.id, status)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.status_id).toBe(status)
    }
    const bell = await bob.inject({ url: `/api/notifications?filter[order_id]=${order.id}` })
    expect(bell.json().data.map((n: { content: object }) => n.content)).toEqual([
      { order_status: { status_id: 'ReceivedAtWarehouse', from_status_id: 'WaitingToReceive' } },
      { order_status: { status_id: 'WaitingToReceive', from_status_id: 'PaidToSupplier' } },
      { order_status: { status_id: 'PaidToSupplier', from_status_id: 'Paid' } },
      { order_status: { status_id: 'Paid', from_status_id: 'Pending' } },
    ])
  })

  test('any other move is a 409 and changes nothing', async () => {
    const order = await placeOrder(t, bob)
    for (const status of ['Finish', 'ReceivedAtWarehouse', 'Newish', 'Pending', 'Debited']) {
      const res = await advance(order.id, status)
      expect(res.statusCode, `${status}: ${res.body}`).toBe(409)
    }
    expect((await advance(order.id, 'Cancelled')).statusCode).toBe(200)
    const after = await advance(order.id, 'Paid')
    expect(after.statusCode).toBe(409)
    expect(after.json().message).toMatch(/Cancelled/)
    const read = await bob.inject({ url: `/api/orders/${order.id}` })
    expect(read.json().data.status_id).toBe('Cancelled')
  })

  test('customers get a 403, before any validation; bad input is a 422; unknown order 404', async () => {
    expect((await advance(first.id, 'Paid', alice)).statusCode).toBe(403)
    const bad = await alice.inject({
      method: 'POST',
      url: `/api/staff/orders/${first.id}/status`,
      payload: { status_id: 'Nope' },
    })
    expect(bad.statusCode).toBe(403)
    const invalid = await advance(first.id, 'Nope')
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors).toHaveProperty('status_id')
    expect((await advance(99999999, 'Paid')).statusCode).toBe(404)
    // Issue 14: a note holding a NUL was a 500 (PostgreSQL stores no NUL).
    const nul = await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${first.id}/status`,
      payload: { status_id: 'Cancelled', note: 'khách hủy\u0000' },
    })
    expect(nul.statusCode).toBe(422)
    expect(Object.keys(nul.json().errors)).toEqual(['note'])
  })

  test('two staff moving one order at once: one wins, the other is a 409', async () => {
    const order = await placeOrder(t, bob)
    const results = await Promise.all([advance(order.id, 'Paid'), advance(order.id, 'Paid')])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })
})

describe('owning boxes and warehouse events', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>
  const event = (box: string, payload: Record<string, unknown>, who: Customer = staff) =>
    who.inject({ method: 'POST', url: `/api/staff/owning-boxes/${box}/events`, payload })

  beforeAll(async () => {
    order = await placeOrder(t, alice)
  })

  test('a box needs the goods in the warehouse; its id is unique', async () => {
    const early = await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/boxes`,
      payload: { box_id: 'KB-0001' },
    })
    expect(early.statusCode).toBe(409)
    for (const status of ['Paid', 'PaidToSupplier', 'WaitingToReceive']) {
      expect((await advance(order.id, status)).statusCode).toBe(200)
    }
    const added = await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/boxes`,
      payload: { box_id: 'KB-0001' },
    })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().data.owning_boxes).toMatchObject([{ box_id: 'KB-0001', state: null }])
    const again = await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${first.id}/boxes`,
      payload: { box_id: 'KB-0001' },
    })
    expect(again.statusCode).toBe(409)
    const bad = await staff.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/boxes`,
      payload: { box_id: 'no spaces please' },
    })
    expect(bad.statusCode).toBe(422)
  })

  test('events follow the box state machine, name real areas, and reach the customer', async () => {
    expect((await event('KB-0001', { kind: 'shipping' })).statusCode).toBe(409)
    expect((await event('KB-0001', { kind: 'distributed' })).statusCode).toBe(422)
    const unknownArea = await event('KB-0001', { kind: 'distributed', area_id: 'MARS-1' })
    expect(unknownArea.statusCode).toBe(422)
    expect(unknownArea.json().errors).toHaveProperty('area_id')
    // Issue 14: a NUL in an area was a 500.
    const nul = await event('KB-0001', { kind: 'distributed', area_id: 'JP-OSA-A\u0000' })
    expect(nul.statusCode).toBe(422)
    expect(Object.keys(nul.json().errors)).toEqual(['area_id'])
    expect((await event('KB-0001', { kind: 'distributed', area_id: 'JP-OSA-A' })).statusCode).toBe(
      200,
    )
    const same = await event('KB-0001', {
      kind: 'pick_in_container',
      from_area_id: 'JP-OSA-A',
      to_area_id: 'JP-OSA-A',
    })
    expect(same.statusCode).toBe(422)
    const moved = await event('KB-0001', {
      kind: 'pick_in_container',
      from_area_id: 'JP-OSA-A',
      to_area_id: 'VN-HAN-A',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.owning_boxes[0]).toMatchObject({
      state: 'pick_in_container',
      area_id: 'VN-HAN-A',
    })
    expect(
      (await event('KB-0001', { kind: 'pick_out_container', area_id: 'VN-HAN-A' })).statusCode,
    ).toBe(200)
    expect((await event('KB-0001', { kind: 'shipping' })).statusCode).toBe(200)
    expect((await event('KB-0001', { kind: 'received' }, alice)).statusCode).toBe(403)
    expect((await event('KB-0001', { kind: 'received' })).statusCode).toBe(200)
    expect((await event('KB-9999', { kind: 'received' })).statusCode).toBe(404)

    const detail = (await alice.inject({ url: `/api/orders/${order.id}` })).json().data
    expect(detail.owning_boxes[0].notifications.map((n: { content: object }) => n.content)).toEqual(
      [
        { received: {} },
        { shipping: {} },
        { pick_out_container: { area_id: 'VN-HAN-A' } },
        { pick_in_container: { from_area_id: 'JP-OSA-A', to_area_id: 'VN-HAN-A' } },
        { distributed: { area_id: 'JP-OSA-A' } },
      ],
    )
    expect((await bob.inject({ url: `/api/orders/${order.id}` })).statusCode).toBe(404)
  })

  test('areas are listed', async () => {
    const res = await t.app.inject({ url: '/api/areas', headers: { 'accept-language': 'ja' } })
    expect(res.json().data[0]).toMatchObject({ id: 'JP-OSA-A', name: '大阪倉庫 Aエリア' })
  })
})
