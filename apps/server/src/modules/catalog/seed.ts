import type { LabelMap } from '@kaimono/contracts'
import { count, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { DEMO_PRODUCT_COUNT, type DemoProduct, demoProducts } from './demo.ts'
import { CATALOGUE, ORIGINS, SUPPLIERS, TAGS } from './demo-data.ts'
import { sanitizeLabels } from './sanitize.ts'
import {
  origins,
  productCategories,
  productCategoryLinks,
  products,
  productTags,
  suppliers,
  tags,
} from './schema.ts'
import { searchGrams, searchText } from './search.ts'

const CHUNK = 500
const DAY_MS = 86_400_000

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
 */
export async function seedCatalog(
  db: Database,
  total = DEMO_PRODUCT_COUNT,
  { writers = 1 }: { writers?: number } = {},
): Promise<number> {
  await seedStructure(db)
  const [existing] = await db.select({ n: count() }).from(products)
  if ((existing?.n ?? 0) >= total) return 0

  const ids = async <T extends { id: number }>(rows: Promise<T[]>, key: (row: T) => string) =>
    new Map((await rows).map((row) => [key(row), row.id]))
  const supplierIds = await ids(db.select().from(suppliers), (row) => row.slug)
  const categoryIds = await ids(db.select().from(productCategories), (row) => row.slug)
  const originIds = await ids(db.select().from(origins), (row) => row.code)
  const tagIds = await ids(db.select().from(tags), (row) => row.slug)
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

  let added = 0
  const flush = async (db: Database, batch: DemoProduct[]) => {
    const rows = await db
      .insert(products)
      .values(
        batch.map((item, i) => {
          // Spread over the day so that "newest first" has a stable, realistic order.
          const listed = new Date(now - item.ageDays * DAY_MS - ((i * 7919) % DAY_MS))
          return {
            supplierId: supplierIds.get(item.supplierSlug) ?? 0,
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
            originId: originIds.get(item.originCode),
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
      )
      .onConflictDoNothing({ target: products.sku })
      .returning({ id: products.id, sku: products.sku })
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
    if (links.length) await db.insert(productCategoryLinks).values(links).onConflictDoNothing()
    if (tagLinks.length) await db.insert(productTags).values(tagLinks).onConflictDoNothing()
    added += rows.length
  }
  // Each batch is written while the next one is made, by up to `writers` connections at once,
  // each batch in a transaction of its own: the database, not this process, is the bottleneck
  // (100,000 products: 61 s written one batch at a time, this process idle two thirds of it).
  // A failed run leaves whole batches; the next run adds what is missing (by SKU).
  const write =
    writers > 1
      ? (batch: DemoProduct[]) => db.transaction((tx) => flush(tx, batch))
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
  for (const item of demoProducts(total)) {
    batch.push(item)
    if (batch.length < CHUNK) continue
    if (writing.size >= writers) await Promise.race(writing)
    start(batch)
    batch = []
  }
  if (batch.length) start(batch)
  await Promise.all(writing)
  await db.execute(sql`analyze products`)
  return added
}

/**
 * After a large seed, outside its transaction: the listing's pages and totals are read from its
 * indexes alone once its pages are marked all-visible. Autovacuum gets there later on a server
 * (and never in the embedded database); a bench of 100,000 products should not wait for it.
 */
export async function tidyCatalog(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze products, product_listings`)
}
