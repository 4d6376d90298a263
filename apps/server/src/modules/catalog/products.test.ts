import { gunzipSync, zstdDecompressSync } from 'node:zlib'
import { capStar, discountPercent, PRICE_RANGES } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { noticesArrived } from '../../../test/changes.ts'
import { DEMO_PRODUCT_COUNT } from './demo/products.ts'
import { products } from './schema.ts'
import { fold } from './search.ts'

const t = useTestApp()
const get = async (url: string, lang = 'vi') => {
  const res = await t.app.inject({ url, headers: { 'accept-language': lang } })
  return res
}
const data = async (url: string, lang = 'vi') => {
  const res = await get(url, lang)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the demo catalogue', () => {
  test(`${DEMO_PRODUCT_COUNT} products across both shops, 12 a page, newest first`, async () => {
    const page = await data('/api/products')
    expect(page).toMatchObject({
      total: DEMO_PRODUCT_COUNT,
      per_page: 12,
      current_page: 1,
      from: 1,
      to: 12,
      last_page: Math.ceil(DEMO_PRODUCT_COUNT / 12),
    })
    const times = page.data.map((p: { updated_at: number }) => p.updated_at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const ikom = await data('/api/products?filter[suppliers.id]=390&per_page=1')
    const awond = await data('/api/products?filter[suppliers.id]=458&per_page=1')
    expect(ikom.total + awond.total).toBe(DEMO_PRODUCT_COUNT)
    expect(ikom.total).toBeGreaterThan(200)
    expect(awond.total).toBeGreaterThan(200)
  })

  test('names in three languages, answered in the request language', async () => {
    const [vi] = (await data('/api/products?per_page=1')).data
    const [ja] = (await data('/api/products?per_page=1', 'ja')).data
    expect(vi.id).toBe(ja.id)
    expect(vi.name).toBe(vi._name.vi)
    expect(ja.name).toBe(ja._name.ja)
    expect(ja.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('filters', () => {
  test('filter[name] is accent-insensitive in Vietnamese, and matches English and Japanese', async () => {
    const accented = await data('/api/products?filter[name]=Nước hoa hồng&per_page=60')
    const plain = await data('/api/products?filter[name]=nuoc hoa hong&per_page=60')
    expect(accented.total).toBeGreaterThan(0)
    expect(plain.total).toBe(accented.total)
    for (const p of plain.data) expect(p._name.vi.toLowerCase()).toContain('nước hoa hồng')

    const english = await data('/api/products?filter[name]=matcha&per_page=60')
    expect(english.total).toBeGreaterThan(0)
    const japanese = await data('/api/products?filter[name]=抹茶&per_page=60')
    expect(japanese.total).toBeGreaterThan(0)
    for (const p of japanese.data) expect(p._name.ja).toContain('抹茶')
    // A one-character Japanese query goes through the bigram path.
    const one = await data('/api/products?filter[name]=茶&per_page=60')
    expect(one.total).toBeGreaterThanOrEqual(japanese.total)
    for (const p of one.data) expect(p._name.ja).toContain('茶')
    // Full-width letters find what half-width ones do.
    expect((await data('/api/products?filter[name]=ＤＨＡ')).total).toBe(
      (await data('/api/products?filter[name]=dha')).total,
    )
  })

  test('a word of letters and digits is matched whole when short, as a word’s start when longer, never inside a word', async () => {
    type Named = { _name: { vi: string; en: string; ja: string } }
    const words = (p: Named) => fold(`${p._name.vi} ${p._name.en}`).split(/[^a-z0-9]+/)
    const search = (q: string) =>
      data(`/api/products?filter[name]=${encodeURIComponent(q)}&per_page=60`)
    const matcha = await search('matcha')
    const start = await search('MATC')
    expect(matcha.total).toBeGreaterThan(0)
    expect(start.total).toBeGreaterThanOrEqual(matcha.total)
    for (const p of start.data) expect(words(p).some((word) => word.startsWith('matc'))).toBe(true)
    expect((await search('atcha')).total).toBe(0)
    // 'áo' (a shirt, a top) finds the tops, not every word starting with 'ao'.
    const tops = await search('áo')
    expect(tops.total).toBeGreaterThan(0)
    for (const p of tops.data) expect(words(p)).toContain('ao')
    // Words with other characters are found anywhere in the text, beside indexed words.
    const powder = await search('oil-control')
    expect(powder.total).toBeGreaterThan(0)
    for (const p of powder.data) expect(p._name.en.toLowerCase()).toContain('oil-control')
    const spray = await search('full-body uv')
    expect(spray.total).toBeGreaterThan(0)
    for (const p of spray.data) expect(p._name.en.toLowerCase()).toContain('full-body uv')
  })

  test('a query that matches nothing, and LIKE wildcards taken literally', async () => {
    expect((await data('/api/products?filter[name]=zzzqqq')).total).toBe(0)
    expect((await data('/api/products?filter[name]=%25')).total).toBe(0)
    expect((await data('/api/products?filter[name]=_')).total).toBe(0)
  })

  test('filter[categories] includes descendant categories', async () => {
    const roots = await data('/api/product-categories?filter[root]=1&include=children')
    expect(roots.data).toHaveLength(6)
    const skincare = roots.data.find((c: { slug: string }) => c.slug === 'skincare-cosmetics')
    expect(skincare.children.length).toBeGreaterThan(1)
    const root = await data(`/api/products?filter[categories]=${skincare.id}&per_page=1`)
    let sum = 0
    for (const child of skincare.children) {
      sum += (await data(`/api/products?filter[categories]=${child.id}&per_page=1`)).total
    }
    expect(root.total).toBe(sum)
    const both = skincare.children.slice(0, 2).map((c: { id: number }) => c.id)
    const page = await data(`/api/products?filter[categories]=${both.join(',')}&include=categories`)
    for (const p of page.data) {
      expect(both).toContain(p.categories[0].id)
    }
  })

  test('filter_between[price] keeps the range, either way round', async () => {
    const [from, to] = PRICE_RANGES[1]
    const page = await data(`/api/products?filter_between[price]=${from},${to}&per_page=60`)
    expect(page.total).toBeGreaterThan(0)
    for (const p of page.data) {
      expect(p.price).toBeGreaterThanOrEqual(from)
      expect(p.price).toBeLessThanOrEqual(to)
    }
    expect((await data(`/api/products?filter_between[price]=${to},${from}`)).total).toBe(page.total)
  })

  test('filter[origin] and filter[star]', async () => {
    const origins = await data('/api/origins')
    const japan = origins.data.find((o: { code: string }) => o.code === 'JP')
    expect(japan.name).toBe('Nhật Bản')
    const page = await data(`/api/products?filter[origin]=${japan.id}&include=origin&per_page=60`)
    for (const p of page.data) expect(p.origin.code).toBe('JP')
    const [first] = page.data
    await t.database.db.update(products).set({ star: '4.5' }).where(eq(products.id, first.id))
    // The product's card, kept since the page above, is forgotten when the change notice comes
    // back (on PostgreSQL on another connection, after the write).
    await noticesArrived(t.database.db)
    const rated = await data('/api/products?filter[star]=4')
    expect(rated.data.map((p: { id: number }) => p.id)).toContain(first.id)
    expect(rated.data.every((p: { star: number }) => p.star >= 4)).toBe(true)
  })
})

describe('sort and paging', () => {
  test('price ascending and descending, stable across pages', async () => {
    const asc = await data('/api/products?sort=price&per_page=60')
    const prices = asc.data.map((p: { price: number }) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await data('/api/products?sort=-price&per_page=60')
    const down = desc.data.map((p: { price: number }) => p.price)
    expect(down).toEqual([...down].sort((a, b) => b - a))
    const oldest = await data('/api/products?sort=updated_at&per_page=5')
    const times = oldest.data.map((p: { updated_at: number }) => p.updated_at)
    expect(times).toEqual([...times].sort((a, b) => a - b))

    const one = await data('/api/products?sort=price&per_page=10&page=1')
    const two = await data('/api/products?sort=price&per_page=10&page=2')
    expect(two).toMatchObject({ current_page: 2, from: 11, to: 20 })
    const ids = [...one.data, ...two.data].map((p: { id: number }) => p.id)
    expect(new Set(ids).size).toBe(20)
  })

  test('a page past the end is empty, with from and to null', async () => {
    const page = await data('/api/products?page=1000')
    expect(page).toMatchObject({ data: [], from: null, to: null, current_page: 1000 })
  })

  test('unknown filters, sorts and includes are a 400 naming them', async () => {
    for (const url of [
      '/api/products?filter[colour]=red',
      '/api/products?sort=discount',
      '/api/products?include=reviews',
      '/api/products?filter_between[price]=1',
      '/api/products?filter[categories]=a,b',
      '/api/products?per_page=1000',
    ]) {
      const res = await get(url, 'en')
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toMatch(/parameter/i)
    }
  })

  test('an id past int4 or a control character is a 400 naming the filter (issue 14: 500s)', async () => {
    for (const [query, param] of [
      ['filter[categories]=99999999999999', 'filter[categories]'],
      ['filter[categories]=1,2147483648', 'filter[categories]'],
      ['filter[origin]=2147483648', 'filter[origin]'],
      ['filter[name]=a%00b', 'filter[name]'],
      ['filter[name]=matcha%1B', 'filter[name]'],
    ]) {
      const res = await get(`/api/products?${query}`, 'en')
      expect(res.statusCode, query).toBe(400)
      expect(res.json()).toEqual({ message: `Invalid value for parameter ${param}` })
    }
  })
})

describe('one product', () => {
  test('the detail has the long texts, the includes and the §5 rules', async () => {
    const [card] = (await data('/api/products?per_page=1')).data
    const { data: product } = await data(
      `/api/products/${card.id}?include=categories,origin,tags,suppliers,images`,
      'en',
    )
    expect(product.description).toContain('<h3>')
    expect(product.images.length).toBeGreaterThanOrEqual(3)
    // The card's picture is the first picture as drawn for a card.
    expect(product.images[0].url).toBe(product.image_url.replace('card.svg', '1.svg'))
    expect(product.suppliers[0].id).toBe(product.shop_id === 'ikom' ? 390 : 458)
    expect(product.discount).toBe(discountPercent(product.price, product.initial_price))
    expect(product.tax_percent).toBe(10)
    expect(card).not.toHaveProperty('description')
  })

  test('an unknown id is a 404, a bad one a 400', async () => {
    expect((await get('/api/products/99999999')).statusCode).toBe(404)
    expect((await get('/api/products/abc')).statusCode).toBe(400)
  })

  test('a stored star above 5 is shown as 5', async () => {
    const [card] = (await data('/api/products?per_page=1')).data
    await t.database.db.update(products).set({ star: '7' }).where(eq(products.id, card.id))
    expect((await data(`/api/products/${card.id}`)).data.star).toBe(5)
  })

  test('its pictures are SVG drawn from the product, different for different products', async () => {
    const [a, b] = (await data('/api/products?per_page=2')).data
    const first = await get(`/media/products/${a.id}/1.svg`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toContain('image/svg+xml')
    expect(first.headers['cache-control']).toContain('max-age=86400')
    expect(first.body).toMatch(/^<svg /)
    expect(first.body).toContain(a.brand.toUpperCase())
    expect((await get(`/media/products/${b.id}/1.svg`)).body).not.toBe(first.body)
    expect((await get(`/media/products/${a.id}/2.svg`)).body).not.toBe(first.body)
    expect((await get(`/media/products/${a.id}/9.svg`)).statusCode).toBe(404)
    expect((await get('/media/products/99999999/1.svg')).statusCode).toBe(404)
  })

  test("a card's picture is the first picture with its label drawn as lines, not words", async () => {
    const [a] = (await data('/api/products?per_page=1')).data
    expect(a.image_url).toBe(`/media/products/${a.id}/card.svg`)
    const card = await get(a.image_url)
    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toContain('image/svg+xml')
    expect(card.headers.etag).toMatch(/^"card-/)
    expect(card.body).toMatch(/^<svg /)
    expect(card.body).not.toContain('<text')
    const full = (await get(`/media/products/${a.id}/1.svg`)).body
    expect(full).toContain('<text')
    // The same drawing apart from the label: the backdrop and the package are shared.
    const unlabelled = (svg: string) => svg.slice(0, svg.indexOf('<rect x="-62"'))
    expect(unlabelled(card.body)).toBe(unlabelled(full))
    expect((await get('/media/products/99999999/card.svg')).statusCode).toBe(404)
    expect((await get(`/media/products/${a.id}/card.png`)).statusCode).toBe(400)
    expect((await get(`/media/products/${a.id}/2card.svg`)).statusCode).toBe(400)
  })
})

describe('the rules of §5', () => {
  test('discount is the ceiling of the reduction; stars are capped at 5', () => {
    expect(discountPercent(1000, 1000)).toBe(0)
    expect(discountPercent(999, 1000)).toBe(1)
    expect(discountPercent(667, 1000)).toBe(34)
    expect(discountPercent(500, 1000)).toBe(50)
    // 14 % exactly, not the 15 of (14 / 100) * 100 = 14.000000000000002 in floating point.
    expect(discountPercent(86, 100)).toBe(14)
    expect(discountPercent(1200, 1000)).toBe(0)
    expect(capStar(5.4)).toBe(5)
    expect(capStar(-1)).toBe(0)
    expect(capStar(4.5)).toBe(4.5)
  })
})

test('top products for sale are the most bought first', async () => {
  const top = await data('/api/top-products-for-sale')
  expect(top.data).toHaveLength(12)
  const rows = await t.database.db
    .select({ id: products.id, sold: products.soldCount })
    .from(products)
  const sold = new Map(rows.map((r) => [r.id, r.sold]))
  const counts = top.data.map((p: { id: number }) => sold.get(p.id) ?? 0)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  expect(Math.max(...rows.map((r) => r.sold))).toBe(counts[0])
})

test('a page of products is sent compressed as the client accepts, the same JSON inside', async () => {
  const plain = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': '' } })
  expect(plain.headers['content-encoding']).toBeUndefined()
  const zstd = await t.app.inject({
    url: '/api/products',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  })
  expect(zstd.headers['content-encoding']).toBe('zstd')
  expect(zstd.headers.vary).toContain('accept-encoding')
  expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(plain.body)
  const gzip = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  const refused = await t.app.inject({
    url: '/api/products',
    headers: { 'accept-encoding': 'zstd;q=0, gzip;q=0' },
  })
  expect(refused.headers['content-encoding']).toBeUndefined()
})
