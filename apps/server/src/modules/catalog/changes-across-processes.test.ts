import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testConfig, useTestApp } from '../../../test/app.ts'
import { anotherHandle } from '../../../test/db.ts'
import { buildApp } from '../../app.ts'
import { products } from './schema.ts'

type Card = { id: number; price: number }

describe('a catalogue change reaches every process', () => {
  const t = useTestApp()
  // A second server process: the same database, caches of its own.
  let other: FastifyInstance
  beforeAll(async () => {
    other = await buildApp({
      config: testConfig({ DATA_DIR: t.dataDir }),
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

  test('a write nobody announces reaches both processes through the database', async () => {
    const [cheapest] = await firstPage(other)
    if (!cheapest) throw new Error('no product')
    expect((await productOf(t.app, cheapest.id)).price).toBe(cheapest.price)
    expect((await productOf(other, cheapest.id)).price).toBe(cheapest.price)
    // As from psql or the seed CLI: the database tells every process once it commits.
    await t.database.db.update(products).set({ price: 1 }).where(eq(products.id, cheapest.id))
    const seen = async () => [
      (await productOf(t.app, cheapest.id)).price,
      (await productOf(other, cheapest.id)).price,
    ]
    // The notice travels through the database: asked until it has arrived (at most 10 s).
    let prices = await seen()
    for (let tries = 0; tries < 100 && prices.some((price) => price !== 1); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      prices = await seen()
    }
    expect(prices).toEqual([1, 1])
    expect((await firstPage(other))[0]).toMatchObject({ id: cheapest.id, price: 1 })
  })
})
