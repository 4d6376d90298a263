import { OWN_SHOPS, PRODUCT_SORTS } from '@kaimono/contracts'
import { and, between, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { changed } from '../../platform/changes.ts'
import { keepMatchesUpTo } from './matches.ts'
import {
  productCategories,
  productCategoryLinks,
  productListings,
  products,
  productWords,
  suppliers,
} from './schema.ts'
import { searchText } from './search.ts'

const t = useTestApp()
const db = () => t.database.db

type Card = { id: number; price: number; updated_at: number; shop_id: string }
type Page = { data: Card[]; total: number; last_page: number }

async function page(url: string): Promise<Page> {
  const res = await t.app.inject({ url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Every page of a list, in order, at `perPage` a page. */
async function everyPage(params: string, sort: string, perPage: number) {
  const first = await page(`/api/products?${params}&sort=${sort}&per_page=${perPage}`)
  const pages = [first]
  for (let n = 2; n <= first.last_page; n++) {
    pages.push(await page(`/api/products?${params}&sort=${sort}&per_page=${perPage}&page=${n}`))
  }
  return { total: first.total, cards: pages.flatMap((p) => p.data) }
}

/**
 * The listing as its definition says, computed here from the products, their links and the
 * category tree, apart from the triggers that keep product_listings: a row per product and scope.
 */
async function listingByDefinition(): Promise<string[]> {
  const [rows, links, tree] = await Promise.all([
    db()
      .select({
        id: products.id,
        supplierId: products.supplierId,
        price: products.price,
        u: products.updatedAt,
      })
      .from(products),
    db().select().from(productCategoryLinks),
    db().select().from(productCategories),
  ])
  const parent = new Map(tree.map((c) => [c.id, c.parentId]))
  const scopes = new Map<number, Set<number>>(rows.map((r) => [r.id, new Set([0])]))
  for (const link of links) {
    let category: number | null | undefined = link.categoryId
    while (category != null) {
      scopes.get(link.productId)?.add(category)
      category = parent.get(category)
    }
  }
  return rows.flatMap((r) =>
    [...(scopes.get(r.id) ?? [])].flatMap((category) =>
      [0, r.supplierId].map((shop) => `${r.id}/${category}/${shop}/${r.price}/${r.u.getTime()}`),
    ),
  )
}

async function listingAsKept(): Promise<string[]> {
  const rows = await db().select().from(productListings)
  return rows.map(
    (r) => `${r.productId}/${r.categoryId}/${r.supplierId}/${r.price}/${r.updatedAt.getTime()}`,
  )
}

const expectListingInStep = async () =>
  expect((await listingAsKept()).sort()).toEqual((await listingByDefinition()).sort())

/** The word index as migration 0020 defines it, computed here from the products' search texts. */
async function wordsByDefinition(): Promise<string[]> {
  const rows = await db().select({ id: products.id, text: products.searchText }).from(products)
  return rows
    .flatMap(({ id, text }) =>
      [...new Set(text.split(/[^a-z0-9]+/))].filter(Boolean).map((word) => `${id}/${word}`),
    )
    .sort()
}

async function wordsAsKept(): Promise<string[]> {
  const rows = await db().select().from(productWords)
  return rows.map((row) => `${row.productId}/${row.word}`).sort()
}

const expectWordsInStep = async () => expect(await wordsAsKept()).toEqual(await wordsByDefinition())

/** What each sort orders by, ties broken by id in the sort's direction. */
function inOrder(cards: Card[], sort: string): boolean {
  const desc = sort.startsWith('-')
  const key = (c: Card) => (sort.endsWith('price') ? c.price : c.updated_at)
  return cards.every((card, i) => {
    const before = cards[i - 1]
    if (!before) return true
    const [a, b] = desc ? [key(card), key(before)] : [key(before), key(card)]
    if (a !== b) return a < b
    return desc ? card.id < before.id : card.id > before.id
  })
}

describe('paging', async () => {
  const roots = () =>
    db().select().from(productCategories).where(isNull(productCategories.parentId))
  const lists: [string, () => Promise<{ params: string; expected: () => Promise<number[]> }>][] = [
    [
      'every product',
      async () => ({
        params: '',
        expected: async () =>
          (await db().select({ id: products.id }).from(products)).map((r) => r.id),
      }),
    ],
    [
      'one shop',
      async () => ({
        params: `filter[suppliers.id]=${OWN_SHOPS.awond}`,
        expected: async () =>
          (
            await db()
              .select({ id: products.id })
              .from(products)
              .where(eq(products.supplierId, OWN_SHOPS.awond))
          ).map((r) => r.id),
      }),
    ],
    [
      'a root category (its leaves’ products)',
      async () => {
        const [root] = await roots()
        if (!root) throw new Error('no category')
        return {
          params: `filter[categories]=${root.id}`,
          expected: async () =>
            (
              await db()
                .selectDistinct({ id: productCategoryLinks.productId })
                .from(productCategoryLinks)
                .innerJoin(
                  productCategories,
                  eq(productCategories.id, productCategoryLinks.categoryId),
                )
                .where(
                  or(eq(productCategories.id, root.id), eq(productCategories.parentId, root.id)),
                )
            ).map((r) => r.id),
        }
      },
    ],
    [
      'a search in one shop, with a price range',
      async () => ({
        params: `filter[name]=kem&filter[suppliers.id]=${OWN_SHOPS.ikom}&filter_between[price]=500,5000`,
        expected: async () =>
          (
            await db()
              .select({ id: products.id })
              .from(products)
              .where(
                and(
                  // A word starting with 'kem' (§4 Search, ADR 022), read apart from the word index.
                  sql`${products.searchText} ~ '(^|[^a-z0-9])kem'`,
                  eq(products.supplierId, OWN_SHOPS.ikom),
                  between(products.price, 500, 5000),
                ),
              )
          ).map((r) => r.id),
      }),
    ],
  ]

  for (const [name, list] of lists) {
    test.for(PRODUCT_SORTS)(`${name}, sorted %s: every product once, in order`, async (sort) => {
      const { params, expected } = await list()
      const ids = await expected()
      expect(ids.length).toBeGreaterThan(20)
      // A page size that leaves a short last page, so the last page is checked too.
      const { total, cards } = await everyPage(params, sort, 37)
      expect(total).toBe(ids.length)
      expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length)
      expect(cards.map((c) => c.id).sort()).toEqual(ids.sort())
      expect(inOrder(cards, sort)).toBe(true)
    })
  }

  const narrowed: [string, () => Promise<string>][] = [
    ['in one shop', async () => `filter[name]=kem&filter[suppliers.id]=${OWN_SHOPS.ikom}`],
    [
      'in one category',
      async () => {
        const [root] = await roots()
        return `filter[name]=kem&filter[categories]=${root?.id}`
      },
    ],
    ['with a price range', async () => 'filter[name]=kem&filter_between[price]=100,20000'],
  ]
  test.for(
    narrowed.flatMap(([name, params]) => PRODUCT_SORTS.map((sort) => ({ name, params, sort }))),
  )(
    'a search of more matches than are kept as a list, $name, sorted $sort, pages as one kept as a list',
    async ({ params: paramsOf, sort }) => {
      const params = await paramsOf()
      changed(db())
      const asList = await everyPage(params, sort, 7)
      const restore = keepMatchesUpTo(5)
      try {
        changed(db())
        const asBits = await everyPage(params, sort, 7)
        expect(asList.total).toBeGreaterThan(5)
        expect(asBits.total).toBe(asList.total)
        expect(asBits.cards.map((c) => c.id)).toEqual(asList.cards.map((c) => c.id))
        expect(inOrder(asBits.cards, sort)).toBe(true)
      } finally {
        restore()
        changed(db())
      }
    },
  )

  test("the same search in every shop, then in each: each shop's share, in the same order", async () => {
    // The words are read once and shared by the three scopes' matches.
    const restore = keepMatchesUpTo(5)
    try {
      changed(db())
      for (const sort of PRODUCT_SORTS) {
        const everywhere = await everyPage('filter[name]=kem', sort, 7)
        for (const [shop, id] of Object.entries(OWN_SHOPS)) {
          const inShop = await everyPage(`filter[name]=kem&filter[suppliers.id]=${id}`, sort, 7)
          const share = everywhere.cards.filter((card) => card.shop_id === shop)
          expect(inShop.total).toBe(share.length)
          expect(inShop.cards.map((card) => card.id)).toEqual(share.map((card) => card.id))
        }
      }
    } finally {
      restore()
      changed(db())
    }
  })

  test('a search sorted by two fields (read in SQL) finds what its kept matches find', async () => {
    const params = 'filter[name]=kem'
    const kept = await everyPage(params, 'price', 60)
    const walked = await everyPage(params, 'price,-updated_at', 60)
    expect(walked.total).toBe(kept.total)
    expect(walked.cards.map((c) => c.id).sort()).toEqual(kept.cards.map((c) => c.id).sort())
    expect(walked.cards.map((c) => c.price)).toEqual(kept.cards.map((c) => c.price))
  })

  test('a page past the last is empty, with the same total', async () => {
    const first = await page('/api/products?per_page=60')
    const past = await page(`/api/products?per_page=60&page=${first.last_page + 1}`)
    expect(past.data).toEqual([])
    expect(past.total).toBe(first.total)
  })
})

describe('the listing keeps in step with the catalogue, whoever writes it', () => {
  test('as seeded', expectListingInStep)

  test('a new price, a new date, a new shop', async () => {
    const [a, b] = await db().select().from(products).orderBy(products.id).limit(2)
    if (!a || !b) throw new Error('no products')
    await db().update(products).set({ price: 1 }).where(eq(products.id, a.id))
    await db()
      .update(products)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(products.id, b.id))
    const other = a.supplierId === OWN_SHOPS.ikom ? OWN_SHOPS.awond : OWN_SHOPS.ikom
    await db().update(products).set({ supplierId: other }).where(eq(products.id, a.id))
    await expectListingInStep()
    changed(db())
    expect((await page('/api/products?sort=price&per_page=1')).data[0]?.id).toBe(a.id)
    expect((await page('/api/products?per_page=1')).data[0]?.id).toBe(b.id)
    const shop = await page(`/api/products?filter[suppliers.id]=${other}&sort=price&per_page=1`)
    expect(shop.data[0]?.id).toBe(a.id)
  })

  test('a product filed elsewhere, unfiled, added and removed', async () => {
    const leaves = await db()
      .select()
      .from(productCategories)
      .where(isNotNull(productCategories.parentId))
    const [link] = await db().select().from(productCategoryLinks).limit(1)
    const elsewhere = leaves.find((leaf) => leaf.id !== link?.categoryId)
    if (!link || !elsewhere) throw new Error('no links')
    await db()
      .update(productCategoryLinks)
      .set({ categoryId: elsewhere.id })
      .where(eq(productCategoryLinks.productId, link.productId))
    await expectListingInStep()
    changed(db())
    const moved = await page(`/api/products?filter[categories]=${elsewhere.id}&per_page=60`)
    expect(moved.data.map((c) => c.id)).toContain(link.productId)

    await db()
      .delete(productCategoryLinks)
      .where(eq(productCategoryLinks.productId, link.productId))
    await expectListingInStep()

    const [supplier] = await db().select().from(suppliers).limit(1)
    const [template] = await db().select().from(products).limit(1)
    if (!supplier || !template) throw new Error('no supplier')
    const { id: _id, ...rest } = template
    const [added] = await db()
      .insert(products)
      .values({ ...rest, sku: 'LISTING-TEST-1', supplierId: supplier.id })
      .returning()
    if (!added) throw new Error('not added')
    await db()
      .insert(productCategoryLinks)
      .values({ productId: added.id, categoryId: elsewhere.id })
    await expectListingInStep()

    await db().delete(products).where(eq(products.id, added.id))
    await expectListingInStep()
  })

  test('a category moved under another parent takes its products along', async () => {
    const tree = await db().select().from(productCategories)
    const leaf = tree.find((c) => c.parentId !== null)
    const otherRoot = tree.find((c) => c.parentId === null && c.id !== leaf?.parentId)
    if (!leaf || !otherRoot) throw new Error('no tree')
    const before = await page(`/api/products?filter[categories]=${otherRoot.id}&per_page=1`)
    const moving = await page(`/api/products?filter[categories]=${leaf.id}&per_page=1`)
    await db()
      .update(productCategories)
      .set({ parentId: otherRoot.id })
      .where(eq(productCategories.id, leaf.id))
    await expectListingInStep()
    changed(db())
    const after = await page(`/api/products?filter[categories]=${otherRoot.id}&per_page=1`)
    expect(after.total).toBe(before.total + moving.total)
  })
})

describe('the word index keeps in step with the products, whoever writes them', () => {
  test('as seeded', expectWordsInStep)

  test('a renamed product is found by its new words only; other changes keep its words', async () => {
    const [product] = await db().select().from(products).orderBy(products.id).limit(1)
    if (!product) throw new Error('no products')
    const name = { vi: 'Ấm đun Zyxwa', en: 'Zyxwa kettle', ja: 'ジクスワやかん' }
    await db()
      .update(products)
      .set({ name, searchText: searchText(name, 'Qorvu', 'QV-77') })
      .where(eq(products.id, product.id))
    await db().update(products).set({ price: 4321 }).where(eq(products.id, product.id))
    await expectWordsInStep()
    changed(db())
    const ids = async (words: string) =>
      (await page(`/api/products?filter[name]=${encodeURIComponent(words)}`)).data.map((c) => c.id)
    expect(await ids('zyxwa')).toEqual([product.id])
    expect(await ids('ấm zyx qorvu')).toEqual([product.id])
    expect(await ids('qv 77')).toEqual([product.id])
    const oldWord = product.searchText.split(/[^a-z0-9]+/).find((word) => word.length > 5)
    if (!oldWord) throw new Error('no word')
    expect(await ids(`${oldWord} zyxwa`)).toEqual([])
  })

  test('added and removed products', async () => {
    const [template] = await db().select().from(products).limit(1)
    if (!template) throw new Error('no products')
    const { id: _id, ...rest } = template
    const added = await db()
      .insert(products)
      .values([
        { ...rest, sku: 'WORDS-TEST-1', searchText: 'plomb 500ml ジクスワ' },
        { ...rest, sku: 'WORDS-TEST-2', searchText: 'plombier plomb-2' },
      ])
      .returning()
    await expectWordsInStep()
    await db()
      .delete(products)
      .where(eq(products.id, added[0]?.id ?? 0))
    await expectWordsInStep()
    expect(await wordsAsKept()).toEqual(
      expect.arrayContaining([`${added[1]?.id}/plombier`, `${added[1]?.id}/2`]),
    )
  })
})
