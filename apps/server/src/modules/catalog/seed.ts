import type { LabelMap } from '@kaimono/contracts'
import { count, max, min, sql } from 'drizzle-orm'
import { CHANGES_CHANNEL } from '../../platform/changes.ts'
import { inParallel } from '../../platform/db/in-parallel.ts'
import type { Database } from '../../platform/db/index.ts'
import { insertRows } from '../../platform/db/insert-rows.ts'
import type { SeedPart } from '../../platform/db/seed-part.ts'
import { indexesSetAside } from '../../platform/db/set-aside.ts'
import { sanitizeLabels } from '../../platform/html/index.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { CATALOGUE, ORIGINS, SUPPLIERS, TAGS } from './demo/data.ts'
import { DEMO_PRODUCT_COUNT, type DemoProduct, demoProducts } from './demo/products.ts'
import {
  origins,
  productCategories,
  productCategoryLinks,
  productListings,
  products,
  productTags,
  productWords,
  suppliers,
  tags,
} from './schema.ts'
import { searchGrams, searchText } from './search.ts'

const CHUNK = 500
const DAY_MS = 86_400_000

/**
 * From this many missing products a top-up is a bulk load (when the caller allows one): the
 * indexes are built once after it instead of row by row. Row by row, past about 600,000 products
 * the indexes outgrow PostgreSQL's default 128 MB of shared buffers and every insert waits on
 * reads (1,000,000 products took 1,075 s); a smaller top-up costs less than rebuilding them.
 */
export const BULK_LOAD_FROM = 50_000

/** The indexes a bulk load dropped, recorded until they are built again. */
const setAside = indexesSetAside('seed.catalog.set-aside-indexes')
/** One bulk load at a time; no other seed finishes it while it runs. */
const bulkLoadLock = namedLock('catalog.bulk-load')
/** Products whose listing rows and words a bulk load writes in one statement. */
const LISTING_CHUNK = 20_000

/** Shops, the category tree, origins and tags: upserted by their natural keys. */
async function seedStructure(db: Database) {
  for (const supplier of SUPPLIERS) {
    await db
      .insert(suppliers)
      .values({ ...supplier, description: { ...supplier.description } })
      .onConflictDoUpdate({
        target: suppliers.id,
        set: { name: supplier.name, description: { ...supplier.description } },
      })
  }
  for (const [rootPosition, root] of CATALOGUE.entries()) {
    const [parent] = await db
      .insert(productCategories)
      .values({ slug: root.slug, name: root.name, position: rootPosition })
      .onConflictDoUpdate({
        target: productCategories.slug,
        set: { name: root.name, position: rootPosition },
      })
      .returning()
    for (const [position, leaf] of root.leaves.entries()) {
      await db
        .insert(productCategories)
        .values({ slug: leaf.slug, name: leaf.name, parentId: parent?.id, position })
        .onConflictDoUpdate({
          target: productCategories.slug,
          set: { name: leaf.name, parentId: parent?.id, position },
        })
    }
  }
  for (const origin of ORIGINS) {
    await db
      .insert(origins)
      .values({ code: origin.code, name: origin.name })
      .onConflictDoUpdate({ target: origins.code, set: { name: origin.name } })
  }
  for (const tag of TAGS) {
    await db
      .insert(tags)
      .values({ slug: tag.slug, name: tag.name })
      .onConflictDoUpdate({ target: tags.slug, set: { name: tag.name } })
  }
}

/**
 * Tops the catalogue up to `total` products (the demo catalogue by default; `npm run db:seed
 * -- --products 100000` for benchmarks). Products that exist (by SKU) are left as they are.
 * With `bulkFrom` (PostgreSQL only: it writes on several connections at once), a top-up of at
 * least that many products is a bulk load; otherwise a bulk load that stopped part-way is
 * finished first.
 */
export async function seedCatalog(
  db: Database,
  total = DEMO_PRODUCT_COUNT,
  {
    writers = 1,
    bulkFrom = Number.POSITIVE_INFINITY,
  }: { writers?: number; bulkFrom?: number } = {},
): Promise<number> {
  await seedStructure(db)
  const [existing] = await db.select({ n: count() }).from(products)
  const missing = total - (existing?.n ?? 0)
  if (missing >= bulkFrom) return bulkLoad(db, total, writers)
  await finishBulkLoad(db, { writers })
  return missing > 0 ? addProducts(db, total, { writers, bulk: false }) : 0
}

/**
 * Set aside → add → finish. Dropping the indexes is recorded in the same transaction, so a load
 * that stops part-way leaves whole batches of products and the record: the next seed (or
 * `finishBulkLoad`) lists those products and builds the indexes again.
 */
function bulkLoad(db: Database, total: number, writers: number): Promise<number> {
  return exclusively(db, async () => {
    await setAside.drop(db, ['products', 'product_listings', 'product_words'])
    const added = await addProducts(db, total, { writers, bulk: true })
    await finish(db, writers)
    return added
  })
}

/**
 * Finishes a bulk load that stopped part-way: lists the products it wrote, builds the indexes it
 * set aside. False when there was none (one read).
 */
export async function finishBulkLoad(
  db: Database,
  { writers = 1 }: { writers?: number } = {},
): Promise<boolean> {
  if (!(await setAside.recorded(db))) return false
  await exclusively(db, () => finish(db, writers))
  return true
}

/**
 * `work` while this process holds the bulk load lock: a transaction of its own holds it, and
 * `work` writes through other connections (so a bulk load needs PostgreSQL: the embedded
 * database has one connection).
 */
function exclusively<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await bulkLoadLock.hold(tx)
    return work()
  })
}

/**
 * The end of a bulk load, under its lock: every product without listing rows is listed and its
 * words written (through migrations 0018's and 0020's functions, a chunk of products per
 * statement; a product with listing rows got its words from the same triggers), then the indexes
 * set aside are built, each in a transaction of its own, on `writers` connections at once; the
 * record goes last. Stopped anywhere, it is done again from the start, skipping what is done.
 */
async function finish(db: Database, writers: number) {
  if (!(await setAside.recorded(db))) return
  const withoutTriggers = await maySkipTriggers(db)
  const [range] = await db.select({ from: min(products.id), to: max(products.id) }).from(products)
  const chunks: (() => Promise<void>)[] = []
  for (let from = range?.from ?? 0; from <= (range?.to ?? -1); from += LISTING_CHUNK) {
    chunks.push(() =>
      db.transaction(async (tx) => {
        // Written only for products that exist: the foreign key's check per row is not needed.
        if (withoutTriggers) await skipTriggers(tx)
        await tx.execute(sql`with unlisted as (select array(
            select p.id from ${products} p
            where p.id >= ${from} and p.id < ${from + LISTING_CHUNK}
              and not exists (select from product_listings l where l.product_id = p.id)) as ids)
          select product_words_add(ids), product_listings_refresh(ids) from unlisted`)
      }),
    )
  }
  await inParallel(chunks, writers)
  // A build under way for a process that was killed goes on (PostgreSQL notices the lost client
  // only when it answers) and commits: it is waited for rather than built a second time.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table ${products}, ${productListings}, ${productWords} in share update exclusive mode`,
    )
  })
  await setAside.build(db, writers)
  await db.execute(sql`analyze products, product_listings, product_words`)
  // Written without triggers, the load told no running server (migration 0019): told now.
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'catalog')`)
}

/**
 * Whether this role may skip triggers (a superuser): a bulk load's writes then fire neither the
 * listing's triggers (the listing is written after the load) nor the foreign keys' checks (every
 * id written was just read). Otherwise they fire as in any other write.
 */
async function maySkipTriggers(db: Database): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select current_setting('is_superuser') = 'on' as superuser`,
  )) as { rows: { superuser: boolean }[] }
  return rows[0]?.superuser === true
}

/** For the rest of this transaction only: a stopped load leaves no setting behind. */
async function skipTriggers(tx: Database) {
  await tx.execute(sql`set local session_replication_role = replica`)
}

/** Adds the products of the first `total` of the demo catalogue that are missing, by SKU. */
async function addProducts(
  db: Database,
  total: number,
  { writers, bulk }: { writers: number; bulk: boolean },
): Promise<number> {
  const ids = async <T extends { id: number }>(rows: Promise<T[]>, key: (row: T) => string) =>
    new Map((await rows).map((row) => [key(row), row.id]))
  const supplierIds = await ids(db.select().from(suppliers), (row) => row.slug)
  const categoryIds = await ids(db.select().from(productCategories), (row) => row.slug)
  const originIds = await ids(db.select().from(origins), (row) => row.code)
  const tagIds = await ids(db.select().from(tags), (row) => row.slug)
  const withoutTriggers = bulk && (await maySkipTriggers(db))
  const now = Date.now()
  // Products of one template and brand share their description: sanitised once for all of them.
  const sanitized = new Map<LabelMap, LabelMap>()
  const clean = (text: LabelMap) => {
    const known = sanitized.get(text)
    if (known) return known
    const done = sanitizeLabels(text)
    sanitized.set(text, done)
    return done
  }
  const supplierOf = (item: DemoProduct) => {
    const id = supplierIds.get(item.supplierSlug)
    if (id === undefined) throw new Error(`no shop ${item.supplierSlug}`)
    return id
  }

  let added = 0
  const flush = async (db: Database, batch: DemoProduct[]) => {
    const { rows } = (await db.execute(sql`
      ${insertRows(
        products,
        batch.map((item, i) => {
          // Spread over the day so that "newest first" has a stable, realistic order.
          const listed = new Date(now - item.ageDays * DAY_MS - ((i * 7919) % DAY_MS))
          return {
            supplierId: supplierOf(item),
            sku: item.sku,
            name: item.name,
            brand: item.brand,
            productType: item.productType,
            hsCode: item.hsCode,
            price: item.price,
            initialPrice: item.initialPrice,
            soldCount: item.soldCount,
            ingredients: item.ingredients,
            description: clean(item.description),
            originId: originIds.get(item.originCode) ?? null,
            imageCount: item.imageCount,
            widthMm: item.widthMm,
            heightMm: item.heightMm,
            lengthMm: item.lengthMm,
            weightG: item.weightG,
            quantityInBox: item.quantityInBox,
            color: item.color,
            size: item.size,
            capacity: item.capacity,
            options: item.options,
            bannedAir: item.bannedAir,
            searchText: searchText(item.name, item.brand, item.sku),
            searchGrams: searchGrams(item.name.ja),
            createdAt: listed,
            updatedAt: listed,
          }
        }),
      )}
      on conflict (sku) do nothing
      returning id, sku`)) as { rows: { id: number; sku: string }[] }
    const bySku = new Map(batch.map((item) => [item.sku, item]))
    const links = rows.flatMap((row) => {
      const item = bySku.get(row.sku)
      const category = item && categoryIds.get(item.leafSlug)
      return category ? [{ productId: row.id, categoryId: category }] : []
    })
    const tagLinks = rows.flatMap((row) =>
      (bySku.get(row.sku)?.tagSlugs ?? []).flatMap((slug) => {
        const tagId = tagIds.get(slug)
        return tagId ? [{ productId: row.id, tagId }] : []
      }),
    )
    if (links.length) {
      await db.execute(sql`${insertRows(productCategoryLinks, links)} on conflict do nothing`)
    }
    if (tagLinks.length) {
      await db.execute(sql`${insertRows(productTags, tagLinks)} on conflict do nothing`)
    }
    added += rows.length
  }
  // Each batch is written while the next one is made, by up to `writers` connections at once,
  // each batch in a transaction of its own: the database, not this process, is the bottleneck
  // (100,000 products: 61 s written one batch at a time, this process idle two thirds of it).
  // A failed run leaves whole batches; the next run adds what is missing (by SKU).
  const write =
    writers > 1
      ? (batch: DemoProduct[]) =>
          db.transaction(async (tx) => {
            if (bulk) {
              // A lost batch is written again by the next run: no need to wait for the disk.
              await tx.execute(sql`set local synchronous_commit = off`)
              if (withoutTriggers) await skipTriggers(tx)
            }
            await flush(tx, batch)
          })
      : (batch: DemoProduct[]) => flush(db, batch)
  const writing = new Set<Promise<void>>()
  let batch: DemoProduct[] = []
  const start = (items: DemoProduct[]) => {
    const written: Promise<void> = write(items).finally(() => writing.delete(written))
    // Handled here so that a failure while another batch is awaited is not unhandled; it is
    // thrown by the race or the wait below.
    written.catch(() => undefined)
    writing.add(written)
  }
  try {
    for (const item of demoProducts(total)) {
      batch.push(item)
      if (batch.length < CHUNK) continue
      if (writing.size >= writers) await Promise.race(writing)
      start(batch)
      batch = []
    }
    if (batch.length) start(batch)
    await Promise.all(writing)
  } catch (error) {
    // The batches under way end first: none is written after the failure is reported (and
    // after a bulk load's lock is let go).
    await Promise.allSettled(writing)
    throw error
  }
  await db.execute(sql`analyze products`)
  return added
}

/**
 * After a large seed, outside its transaction: the listing's pages and totals are read from its
 * indexes alone once its pages are marked all-visible. Autovacuum gets there later on a server
 * (and never in the embedded database); a bench of 100,000 products should not wait for it.
 */
export async function tidyCatalog(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze products, product_listings, product_words`)
}

/** The demo catalogue, once: operators' changes to it are theirs from then on. */
export const catalogSeed: SeedPart = {
  key: 'seed.catalog',
  version: 'demo-1',
  report: 'catalog',
  async load(tx) {
    await seedCatalog(tx)
  },
}
