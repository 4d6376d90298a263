import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { anotherHandle } from '../../../test/db.ts'
import { REDIS_URL, reachable } from '../../../test/redis.ts'
import { buildApp } from '../../app.ts'
import { products } from './schema.ts'
import { catalogChanged } from './service.ts'

const redisUp = await reachable(REDIS_URL)

type Card = { id: number; price: number }

describe.runIf(redisUp)('a catalogue change reaches every process through Redis', () => {
  const t = useTestApp(undefined, { REDIS_URL })
  // A second server process: the same database and Redis, caches of its own.
  let other: FastifyInstance
  beforeAll(async () => {
    other = await buildApp({
      config: testConfig({ DATA_DIR: t.dataDir, REDIS_URL }),
      database: anotherHandle(t.database),
    })
  })
  afterAll(async () => {
    await other?.close()
  })

  const firstPage = async (app: FastifyInstance) =>
    ((await app.inject({ url: '/api/products?sort=price' })).json() as { data: Card[] }).data
  const productOf = async (app: FastifyInstance, id: number) =>
    ((await app.inject({ url: `/api/products/${id}` })).json() as { data: Card }).data

  test('the other process keeps its answers until told, then answers the new price', async () => {
    const [cheapest] = await firstPage(other)
    if (!cheapest) throw new Error('no product')
    expect((await productOf(other, cheapest.id)).price).toBe(cheapest.price)
    // A write that nobody announces: the other process answers from what it keeps.
    await t.database.db.update(products).set({ price: 1 }).where(eq(products.id, cheapest.id))
    expect((await productOf(other, cheapest.id)).price).toBe(cheapest.price)
    // Announced by the process that wrote it, the change reaches the other one.
    catalogChanged(t.database.db)
    let seen = cheapest.price
    // The message travels through Redis: asked until it has arrived (at most 10 s).
    for (let tries = 0; tries < 100 && seen !== 1; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      seen = (await productOf(other, cheapest.id)).price
    }
    expect(seen).toBe(1)
    expect((await firstPage(other))[0]).toMatchObject({ id: cheapest.id, price: 1 })
  })
})
