import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'
import { REDIS_URL, reachable } from '../../../test/redis.ts'
import { openStream } from '../../../test/sse.ts'
import { buildApp } from '../../app.ts'

const redisUp = await reachable(REDIS_URL)

describe.runIf(redisUp)('notifications through Redis pub/sub', () => {
  const t = useTestApp(undefined, { REDIS_URL })
  let other: FastifyInstance
  let alice: Customer
  let staff: Customer

  beforeAll(async () => {
    // A second server process's app on the same database and Redis.
    other = await buildApp({
      config: testConfig({ DATA_DIR: t.dataDir, REDIS_URL }),
      database: t.database,
    })
    await other.listen({ port: 0, host: '127.0.0.1' })
    ;[alice, staff] = await Promise.all([createCustomer(t), createStaff(t)])
  })
  afterAll(async () => {
    await other?.close()
  })

  test('a status change made on one process reaches the customer’s stream on another', async () => {
    const port = (other.server.address() as AddressInfo).port
    const stream = openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
      cookie: alice.cookie,
    })
    try {
      expect(await stream.opened).toBe(200)
      // The subscription is made when the stream opens; give Redis a moment to confirm it.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const order = await placeOrder(t, alice)
      const moved = await staff.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/status`,
        payload: { status_id: 'Paid' },
      })
      expect(moved.statusCode).toBe(200)
      const heard = JSON.parse((await stream.next()).data)
      expect(heard).toMatchObject({
        order_id: order.id,
        content: { order_status: { status_id: 'Paid' } },
      })
    } finally {
      stream.close()
    }
  })
})

test.skipIf(redisUp)('Redis is not reachable here: its fan-out test is skipped', () => {
  expect(redisUp).toBe(false)
})
