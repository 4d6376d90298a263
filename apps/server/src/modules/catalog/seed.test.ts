import { count, eq, notExists, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { productCategoryLinks, productListings, products } from './schema.ts'
import { finishBulkLoad, seedCatalog } from './seed.ts'

describe('topping the catalogue up', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await freshDatabase()
  })
  afterAll(async () => {
    await handle?.close()
  })

  const productCount = async () =>
    (await handle.db.select({ n: count() }).from(products))[0]?.n ?? 0
  /** Products without a category: none, if every batch was written whole. */
  const unfiled = async () => {
    const db = handle.db
    const [row] = await db
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
    return row?.n
  }
  const indexes = async () => {
    const { rows } = (await handle.db.execute(sql`
      select indexname, indexdef from pg_indexes
      where tablename in ('products', 'product_listings', 'product_words') order by indexname`)) as {
      rows: { indexname: string; indexdef: string }[]
    }
    return rows
  }
  /** The listing as it is, and as migration 0018's triggers would have written it. */
  const listings = async () => {
    const listing = () =>
      handle.db
        .select()
        .from(productListings)
        .orderBy(productListings.productId, productListings.categoryId, productListings.supplierId)
    const written = await listing()
    await handle.db.execute(sql`select product_listings_refresh(array(select id from products))`)
    return { written, expected: await listing() }
  }
  /** The word index as it is, and as migration 0020's rule reads it from the products. */
  const words = async () => {
    const read = async (query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as { rows: { word: string; id: number }[] }).rows
    return {
      written: await read(
        sql`select word, product_id as id from product_words order by product_id, word`,
      ),
      expected: await read(sql`select w.word, p.id from products p
        cross join lateral product_words_of(p.search_text) as w(word) order by p.id, w.word`),
    }
  }
  /** The next insert of the `serial`th demo product (and of any batch holding it) fails. */
  const failAt = (serial: number) =>
    handle.db.execute(
      sql.raw(`
        create function seed_stop() returns trigger language plpgsql as $$
        begin
          if new.sku like '%-${String(serial).padStart(6, '0')}' then raise exception 'stopped'; end if;
          return new;
        end $$;
        create trigger seed_stop before insert on products for each row execute function seed_stop();
        alter table products enable always trigger seed_stop`),
    )
  const failNoMore = () =>
    handle.db.execute(sql`drop trigger seed_stop on products; drop function seed_stop()`)

  test('adds what is missing, filed and listed, by several writers at once, and nothing twice', async () => {
    const db = handle.db
    const before = await productCount()
    // The embedded database has one connection: one writer.
    const writers = handle.kind === 'postgres' ? 2 : 1
    const total = before + 1234
    expect(await seedCatalog(db, total, { writers })).toBe(1234)
    expect(await productCount()).toBe(total)
    expect(await unfiled()).toBe(0)
    const [listed] = await db
      .select({ n: count() })
      .from(productListings)
      .where(eq(productListings.categoryId, 0))
    // Every product once in every category of every shop, and once in its own shop.
    expect(listed?.n).toBe(2 * total)
    const { written, expected } = await words()
    expect(written).toEqual(expected)
    expect(written.length).toBeGreaterThan(10 * total)
    expect(await seedCatalog(db, total, { writers })).toBe(0)
    expect(await productCount()).toBe(total)
  })

  // A bulk load writes on several connections and holds a lock on one more: PostgreSQL only.
  const postgres = inject('postgresTemplate')
  // Each bulk load rebuilds every index of the catalogue, the word index's among them, and the
  // tests compare every listing row and word with their definitions: about 20 s on a busy
  // 2-core machine, so these have a minute.
  const BULK_TEST_MS = 60_000

  test.runIf(postgres)(
    'a bulk load builds the indexes again and lists every product once, as the triggers would',
    async () => {
      const before = await indexes()
      const total = (await productCount()) + 1234
      expect(await seedCatalog(handle.db, total, { writers: 2, bulkFrom: 1000 })).toBe(1234)
      expect(await productCount()).toBe(total)
      expect(await unfiled()).toBe(0)
      expect(await indexes()).toEqual(before)
      expect(await finishBulkLoad(handle.db)).toBe(false)
      const { written, expected } = await listings()
      expect(written).toEqual(expected)
      expect(written.filter((row) => row.categoryId === 0)).toHaveLength(2 * total)
      const found = await words()
      expect(found.written).toEqual(found.expected)
      expect(await seedCatalog(handle.db, total, { writers: 2, bulkFrom: 1000 })).toBe(0)
    },
    BULK_TEST_MS,
  )

  test.runIf(postgres)(
    'a bulk load stopped part-way leaves whole products; the next seed adds the rest and finishes it',
    async () => {
      const before = await indexes()
      const from = await productCount()
      const total = from + 3000
      await failAt(from + 1600)
      await expect(
        seedCatalog(handle.db, total, { writers: 2, bulkFrom: 1000 }),
      ).rejects.toMatchObject({ cause: { message: 'stopped' } })
      await failNoMore()
      const stopped = await productCount()
      expect(stopped).toBeGreaterThan(from)
      expect(stopped).toBeLessThan(total)
      expect(await unfiled()).toBe(0)
      expect((await indexes()).length).toBeLessThan(before.length)

      // Another bulk load sets aside what is left and keeps the record of what is not. It stops
      // at a product the first left out: the first's other writer may have gone on well past
      // where it stopped (batches under way finish), so no fixed serial is sure to be missing.
      const { rows } = (await handle.db.execute(
        sql`select right(sku, 6)::int as serial from products`,
      )) as { rows: { serial: number }[] }
      const have = new Set(rows.map((row) => row.serial))
      const missing = Array.from({ length: total - from }, (_, i) => from + 1 + i).filter(
        (serial) => !have.has(serial),
      )
      await failAt(Math.max(...missing))
      await expect(
        seedCatalog(handle.db, total, { writers: 2, bulkFrom: 1000 }),
      ).rejects.toMatchObject({ cause: { message: 'stopped' } })
      await failNoMore()
      expect(await productCount()).toBeLessThan(total)

      // A top-up too small to be a bulk load finishes the stopped one first.
      expect(await seedCatalog(handle.db, total, { writers: 2, bulkFrom: total })).toBeGreaterThan(
        0,
      )
      expect(await productCount()).toBe(total)
      expect(await unfiled()).toBe(0)
      expect(await indexes()).toEqual(before)
      const { written, expected } = await listings()
      expect(written).toEqual(expected)
      const found = await words()
      expect(found.written).toEqual(found.expected)
    },
    BULK_TEST_MS,
  )
})
