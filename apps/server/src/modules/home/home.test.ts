import {
  type HomeCollections,
  type HomeConfig,
  type HomeConfigDocument,
  HomeConfigDocument as HomeConfigSchema,
  type ProductCard,
} from '@kaimono/contracts'
import { count, desc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { noticesArrived } from '../../../test/changes.ts'
import { createStaff } from '../../../test/orders.ts'
import { keepPrepared } from '../../platform/changes.ts'
import { products } from '../catalog/schema.ts'
import { productReviews } from '../reviews/schema.ts'
import { DEMO_HOME_CONFIG } from './demo/config.ts'

const t = useTestApp()

const get = (url: string, lang = 'vi') =>
  t.app.inject({ url, headers: { 'accept-language': lang } })
async function data<T>(url: string, lang = 'vi'): Promise<T> {
  const res = await get(url, lang)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
// The rows are kept until the database says the catalogue changed (ADR 020): a test that
// changes it waits for that notice (noticesArrived) before it reads them again.
const collections = (perPage: number, lang = 'vi') =>
  data<HomeCollections>(`/api/home-collections?per_page=${perPage}`, lang)

describe('home config', () => {
  test('the seeded config: three hero banners, Rakuten and Mercari, sections with cards', async () => {
    const config = await data<HomeConfig>('/api/home-config', 'ja')
    expect(config.primary_banner).toHaveLength(3)
    expect(config.secondary_banner.map((banner) => banner.id)).toEqual(['rakuten', 'mercari'])
    expect(config.sections.map((section) => [section.type, section.shop_id])).toEqual([
      [1, 'ikom'],
      [2, 'ikom'],
      [1, 'awond'],
    ])
    const [ikom, sale, awond] = config.sections
    expect(ikom?.products).toHaveLength(12)
    expect(ikom?.banner_setup).toBe('top')
    expect(awond?.banner_setup).toBe('bottom')
    for (const card of [...(ikom?.products ?? []), ...(awond?.products ?? [])]) {
      expect(card.name).toBe(card._name.ja)
      expect(card.categories[0]?.name).toBe(card.categories[0]?._name.ja)
    }
    expect(ikom?.products.every((card) => card.shop_id === 'ikom')).toBe(true)
    expect(awond?.products.every((card) => card.shop_id === 'awond')).toBe(true)
    // The ikom section shows its best sellers; the awond one its newest products.
    const sold = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.supplierId, 390))
      .orderBy(desc(products.soldCount), desc(products.id))
      .limit(12)
    expect(ikom?.products.map((card) => card.id)).toEqual(sold.map((row) => row.id))
    expect(sale?.products).toEqual([])
    expect(sale?.banners.map((banner) => banner.shop_id)).toEqual(['ikom', 'awond'])
    expect(ikom?.action_label).toEqual({ vi: 'Xem tất cả', ja: 'すべて見る', en: 'View all' })
  })

  test('the market API serves the same document as a static file', async () => {
    const res = await get('/market/static/home-config/home-config.json', 'en')
    expect(res.statusCode).toBe(200)
    expect(res.headers.vary).toMatch(/accept-language/i)
    expect(res.json()).toEqual(await data('/api/home-config', 'en'))
  })

  test('every banner and logo of the config is a picture the server draws', async () => {
    const config = await data<HomeConfig>('/api/home-config')
    const urls = [
      ...config.primary_banner.map((banner) => banner.img_url),
      ...config.secondary_banner.map((banner) => banner.img_url),
      ...config.sections.flatMap((section) => [
        section.banner,
        section.logo,
        ...section.banners.map((banner) => banner.img_url),
      ]),
    ].filter((url): url is string => url !== null)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(res.body).toMatch(/^<svg [^>]*viewBox/)
    }
    expect((await get('/media/banners/nothing-here.svg')).statusCode).toBe(404)
    // Issue 14: the name of an Object.prototype member was a 500.
    expect((await get('/media/banners/constructor.svg')).statusCode).toBe(404)
    expect((await get('/media/banners/..%2Fetc.svg')).statusCode).toBe(400)
  })

  test("a banner's words are drawn in the language of its URL, Vietnamese by default", async () => {
    const words = async (url: string) => (await get(url)).body.replace(/<[^>]+>/g, ' ')
    expect(await words('/media/banners/hero-beauty.svg')).toContain('Chăm sóc da')
    expect(await words('/media/banners/hero-beauty.svg?lang=vi')).toContain('chuẩn Nhật')
    expect(await words('/media/banners/hero-beauty.svg?lang=ja')).toContain('スキンケア')
    expect(await words('/media/banners/hero-beauty.svg?lang=en')).toContain('Skincare')
    expect((await get('/media/banners/hero-beauty.svg?lang=fr')).statusCode).toBe(400)
  })

  test('parameters it does not take are a 400', async () => {
    for (const url of [
      '/api/home-config?page=2',
      '/api/home-config?lang=en',
      '/market/static/home-config/home-config.json?x=1',
    ]) {
      const res = await get(url, 'en')
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toMatch(/page|lang|x/)
    }
  })
})

describe('staff edit the home config', () => {
  let admin: Customer
  let customer: Customer
  beforeAll(async () => {
    ;[admin, customer] = await Promise.all([createStaff(t, 'admin'), createCustomer(t)])
  })
  const put = (who: Customer | null, payload: unknown) =>
    (who ?? { inject: t.app.inject.bind(t.app) }).inject({
      method: 'PUT',
      url: '/api/staff/home-config',
      payload: payload as object,
    })

  test('a visitor gets a 401, a customer a 403', async () => {
    expect((await put(null, DEMO_HOME_CONFIG)).statusCode).toBe(401)
    expect((await put(customer, DEMO_HOME_CONFIG)).statusCode).toBe(403)
  })

  test('a document that breaks the schema is a 422 naming the field, and changes nothing', async () => {
    const before = await data<HomeConfig>('/api/home-config')
    const bad = structuredClone(DEMO_HOME_CONFIG) as { primary_banner: { img_url: string }[] }
    if (bad.primary_banner[0]) bad.primary_banner[0].img_url = 'javascript:alert(1)'
    const res = await put(admin, bad)
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['primary_banner.0.img_url'])
    expect(await data('/api/home-config')).toEqual(before)
  })

  test('a NUL in a label or a product id past int4 is a 422 naming it (issue 14: 500s)', async () => {
    const before = await data<HomeConfig>('/api/home-config')
    const bad: HomeConfigDocument = structuredClone(DEMO_HOME_CONFIG)
    const [banner] = bad.primary_banner
    const [section] = bad.sections
    if (banner) banner.alt.vi = 'Khuyến mãi\u0000'
    if (section) section.product_query = { ids: [1, 2 ** 31] }
    const res = await put(admin, bad)
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'primary_banner.0.alt.vi',
      'sections.0.product_query.ids.1',
    ])
    expect(await data('/api/home-config')).toEqual(before)
  })

  test('chosen products show in their order, at once; unknown ids are left out', async () => {
    const picked = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(3)
    const ids = [picked[2]?.id, picked[0]?.id, 2_000_000_000, picked[1]?.id] as number[]
    const document: HomeConfigDocument = structuredClone(DEMO_HOME_CONFIG)
    const [first] = document.sections
    if (first) first.product_query = { ids }
    expect(HomeConfigSchema.safeParse(document).success).toBe(true)
    const res = await put(admin, document)
    expect(res.statusCode, res.body).toBe(200)
    const expected = ids.filter((id) => id !== 2_000_000_000)
    expect(res.json().data.sections[0].products.map((card: ProductCard) => card.id)).toEqual(
      expected,
    )
    const config = await data<HomeConfig>('/api/home-config')
    expect(config.sections[0]?.products.map((card) => card.id)).toEqual(expected)
    expect((await put(admin, DEMO_HOME_CONFIG)).statusCode).toBe(200)
  })
})

describe('home collections', () => {
  test('six rows of at most per_page; top rated has the demo reviews', async () => {
    const rows = await collections(12)
    for (const name of [
      'trending',
      'best_sellers',
      'new_arrivals',
      'top_rated',
      'weekly_sale',
    ] as const) {
      expect(rows[name].length, name).toBe(12)
      expect(new Set(rows[name].map((card) => card.id)).size).toBe(12)
    }
    expect(rows.popular_brands).toHaveLength(12)
    expect((await collections(3)).best_sellers).toHaveLength(3)
  })

  test('best sellers by units sold, new arrivals by listing date', async () => {
    const rows = await collections(10)
    const byId = async (ids: number[]) =>
      new Map(
        (await t.database.db.select().from(products).where(inArray(products.id, ids))).map(
          (row) => [row.id, row],
        ),
      )
    const sold = await byId(rows.best_sellers.map((card) => card.id))
    const units = rows.best_sellers.map((card) => sold.get(card.id)?.soldCount ?? -1)
    expect(units).toEqual([...units].sort((a, b) => b - a))
    const [top] = await t.database.db
      .select({ max: sql<number>`max(${products.soldCount})` })
      .from(products)
    expect(units[0]).toBe(top?.max)

    const made = await byId(rows.new_arrivals.map((card) => card.id))
    const times = rows.new_arrivals.map((card) => made.get(card.id)?.createdAt.getTime() ?? 0)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('top rated: reviewed products only, best star first, then the most reviews', async () => {
    const { top_rated: rated } = await collections(24)
    expect(rated.length).toBeGreaterThan(0)
    for (const card of rated) expect(card.reviews_count).toBeGreaterThan(0)
    const keys = rated.map((card) => [card.star, card.reviews_count] as const)
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1])
    expect(keys).toEqual(sorted)
  })

  test('the demo reviews keep each product’s star and count consistent', async () => {
    const stats = await t.database.db
      .select({
        productId: productReviews.productId,
        n: count(),
        avg: sql<string>`round(avg(${productReviews.star}), 2)`,
      })
      .from(productReviews)
      .groupBy(productReviews.productId)
    expect(stats.length).toBeGreaterThan(20)
    for (const stat of stats) {
      const [row] = await t.database.db
        .select({ star: products.star, reviews: products.reviewsCount })
        .from(products)
        .where(eq(products.id, stat.productId))
      expect(row).toEqual({ star: stat.avg, reviews: stat.n })
    }
    const [pairs] = await t.database.db
      .select({
        n: sql<number>`count(distinct (${productReviews.productId}, ${productReviews.userId}))`.mapWith(
          Number,
        ),
      })
      .from(productReviews)
    expect(pairs?.n).toBe(stats.reduce((sum, stat) => sum + stat.n, 0))
  })

  test('weekly sale: discounts of at most 50%, the biggest first', async () => {
    const { weekly_sale: sale } = await collections(24)
    const discounts = sale.map((card) => card.discount)
    expect(Math.min(...discounts)).toBeGreaterThan(0)
    expect(Math.max(...discounts)).toBeLessThanOrEqual(50)
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
  })

  test('popular brands by units sold, with their best seller’s picture', async () => {
    const { popular_brands: brands } = await collections(12)
    const units = brands.map((brand) => brand.sold_count)
    expect(units).toEqual([...units].sort((a, b) => b - a))
    const [first] = brands
    const [total] = await t.database.db
      .select({ sold: sql<number>`sum(${products.soldCount})`.mapWith(Number), n: count() })
      .from(products)
      .where(eq(products.brand, first?.name ?? ''))
    expect(first).toMatchObject({ sold_count: total?.sold, products_count: total?.n })
    expect(first?.image_url).toMatch(/^\/media\/products\/\d+\/card\.svg$/)
  })

  test('trending weighs sales by how recent they are', async () => {
    const [fresh, stale] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .offset(100)
      .limit(2)
    const yearAgo = new Date(Date.now() - 365 * 86_400_000)
    await t.database.db
      .update(products)
      .set({ soldCount: 9_000, updatedAt: new Date() })
      .where(eq(products.id, fresh?.id ?? 0))
    await t.database.db
      .update(products)
      .set({ soldCount: 90_000, updatedAt: yearAgo })
      .where(eq(products.id, stale?.id ?? 0))
    // On PostgreSQL the change notice comes back on another connection, after the writes.
    await noticesArrived(t.database.db)
    const rows = await collections(7)
    expect(rows.trending[0]?.id).toBe(fresh?.id)
    expect(rows.trending.map((card) => card.id)).not.toContain(stale?.id)
    expect(rows.best_sellers[0]?.id).toBe(stale?.id)
  })

  test('cards in the request language with the fields a card shows', async () => {
    const { best_sellers: [card] = [] } = await collections(5, 'en')
    expect(card).toMatchObject({
      shop_id: expect.stringMatching(/^(ikom|awond)$/),
      image_url: `/media/products/${card?.id}/card.svg`,
    })
    expect(card?.name).toBe(card?._name.en)
    expect(card?.categories[0]?.name).toBe(card?.categories[0]?._name.en)
  })

  test('per_page from 1 to 24; anything else is a 400 naming the parameter', async () => {
    for (const url of [
      '/api/home-collections?per_page=0',
      '/api/home-collections?per_page=25',
      '/api/home-collections?per_page=abc',
      '/api/home-collections?per_page=2&per_page=3',
      '/api/home-collections?page=2',
      '/api/home-collections?sort=-price',
    ]) {
      const res = await get(url, 'en')
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message, url).toMatch(/per_page|page|sort/)
    }
  })
})

describe('the home rows read ahead', () => {
  test('a serving process reads every section’s and collection’s rows without an error', async () => {
    const errors: unknown[] = []
    const stop = keepPrepared(t.database.db, (error) => errors.push(error))
    await stop()
    expect(errors).toEqual([])
    // What was read ahead is what the page then shows.
    const res = await t.app.inject({ url: '/market/static/home-config/home-config.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().sections.some((s: { products: unknown[] }) => s.products.length > 0)).toBe(
      true,
    )
  })
})
