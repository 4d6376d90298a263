import { count, eq, notExists } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { productCategoryLinks, productListings, products } from './schema.ts'
import { seedCatalog } from './seed.ts'

describe('topping the catalogue up', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await freshDatabase()
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('adds what is missing, filed and listed, by several writers at once, and nothing twice', async () => {
    const db = handle.db
    const productCount = async () => (await db.select({ n: count() }).from(products))[0]?.n ?? 0
    const before = await productCount()
    // The embedded database has one connection: one writer.
    const writers = handle.kind === 'postgres' ? 2 : 1
    const total = before + 1234
    expect(await seedCatalog(db, total, { writers })).toBe(1234)
    expect(await productCount()).toBe(total)
    const [unfiled] = await db
      .select({ n: count() })
      .from(products)
      .where(
        notExists(
          db
            .select({ id: productCategoryLinks.productId })
            .from(productCategoryLinks)
            .where(eq(productCategoryLinks.productId, products.id)),
        ),
      )
    expect(unfiled?.n).toBe(0)
    const [listed] = await db
      .select({ n: count() })
      .from(productListings)
      .where(eq(productListings.categoryId, 0))
    // Every product once in every category of every shop, and once in its own shop.
    expect(listed?.n).toBe(2 * total)
    expect(await seedCatalog(db, total, { writers })).toBe(0)
    expect(await productCount()).toBe(total)
  })
})
