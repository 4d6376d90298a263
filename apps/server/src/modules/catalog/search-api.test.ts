import { discountPercent } from '@kaimono/contracts'
import { inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { changed } from '../../platform/changes.ts'
import { forgetCurrentRate, replaceRate } from '../fx/service.ts'
import { products } from './schema.ts'

/** The products' sold counts in the order of `ids` (cards do not show them). */
async function soldCounts(ids: number[]): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: products.id, sold: products.soldCount })
    .from(products)
    .where(inArray(products.id, ids))
  return ids.map((id) => rows.find((row) => row.id === id)?.sold ?? -1)
}

const t = useTestApp()

type Card = {
  id: number
  shop_id: string
  name: string
  _name: { vi: string; ja: string }
  price: number
}
type Page = { data: Card[]; total: number; per_page: number; last_page: number }

const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'vi' } })
const data = async <T = Page>(url: string): Promise<T> => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const search = (words: string, extra = '') =>
  data(`/api/products?filter[name]=${encodeURIComponent(words)}&per_page=60${extra}`)
const suggestions = (words: string, extra = '') =>
  data<{
    search: string
    closest: {
      search: string | null
      total: number
      data: Card[]
      others: { search: string; total: number }[]
    } | null
    categories: { id: number; name: string; slug: string }[]
  }>(`/api/product-suggestions?filter[name]=${encodeURIComponent(words)}${extra}`)

describe('search across both own shops', () => {
  test("'áo giữ nhiệt' without a shop finds Awond's thermal tops; IKOM alone has none", async () => {
    const all = await search('áo giữ nhiệt')
    expect(all.total).toBeGreaterThan(0)
    expect(new Set(all.data.map((p) => p.shop_id))).toEqual(new Set(['awond']))
    expect((await search('áo giữ nhiệt', '&filter[suppliers.id]=390')).total).toBe(0)
    expect((await search('áo giữ nhiệt', '&filter[suppliers.id]=458')).total).toBe(all.total)
  })

  test('a query both shops carry answers from both', async () => {
    const all = await search('chống nắng')
    expect(new Set(all.data.map((p) => p.shop_id))).toEqual(new Set(['ikom', 'awond']))
  })

  test('every word must match, in any order, with or without tone marks and đ', async () => {
    const typed = await search('gel chống nắng')
    expect(typed.total).toBeGreaterThan(0)
    for (const p of typed.data) expect(p._name.vi.toLowerCase()).toMatch(/gel.*chống nắng/)
    const ids = typed.data.map((p) => p.id)
    expect((await search('nắng GEL chống')).data.map((p) => p.id)).toEqual(ids)
    expect((await search('gel chong nang')).data.map((p) => p.id)).toEqual(ids)
    expect((await search('giảm đau')).total).toBe((await search('GIAM DAU')).total)
    expect((await search('giảm đau')).total).toBeGreaterThan(0)
  })
})

describe('suggestions for a search that finds nothing', () => {
  test("'kem chống nắng' (no product is called so) offers 'chống nắng' and the Sunscreen category", async () => {
    expect((await search('kem chống nắng')).total).toBe(0)
    const offered = await suggestions('kem chống nắng')
    expect(offered.search).toBe('kem chống nắng')
    expect(offered.closest?.search).toBe('chống nắng')
    expect(offered.closest?.total).toBe((await search('chống nắng')).total)
    expect(offered.closest?.data.length).toBeGreaterThan(0)
    for (const p of offered.closest?.data ?? [])
      expect(p._name.vi.toLowerCase()).toContain('chống nắng')
    expect(offered.categories.map((c) => c.slug)).toEqual(['sunscreen'])
  })

  test('without tone marks the same closest search, in the words typed; in any order offered too', async () => {
    const plain = await suggestions('kem chong nang')
    expect(plain.closest?.search).toBe('chong nang')
    expect(plain.closest?.total).toBe((await suggestions('kem chống nắng')).closest?.total)
    // The first word typed is left out first; the other searches are offered beside it.
    const reordered = await suggestions('nắng kem chống')
    const offered = [reordered.closest, ...(reordered.closest?.others ?? [])]
    expect(offered.find((s) => s?.search === 'nắng chống')?.total).toBe(plain.closest?.total)
  })

  test('within one shop only when a shop is given', async () => {
    const awond = await suggestions('kem chống nắng', '&filter[suppliers.id]=458')
    expect(awond.closest?.search).toBe('chống nắng')
    // Awond's diaper cream answers 'kem chống' too: offered beside it.
    expect(awond.closest?.others).toEqual([
      {
        search: 'kem chống',
        total: (await search('kem chống', '&filter[suppliers.id]=458')).total,
      },
    ])
    expect(awond.closest?.total).toBe(
      (await search('chống nắng', '&filter[suppliers.id]=458')).total,
    )
    for (const p of awond.closest?.data ?? []) expect(p.shop_id).toBe('awond')
    const sold = await soldCounts((awond.closest?.data ?? []).map((p) => p.id))
    expect(sold.length).toBeGreaterThan(0)
    expect(sold).toEqual([...sold].sort((a, b) => b - a))
  })

  test('a Japanese word beside an unknown one offers the Japanese word, most bought first', async () => {
    const offered = await suggestions('抹茶 zzqqxx')
    expect(offered.closest?.search).toBe('抹茶')
    expect(offered.closest?.total).toBe((await search('抹茶')).total)
    const data = offered.closest?.data ?? []
    expect(data.length).toBeGreaterThan(0)
    for (const p of data) expect(p._name.ja).toContain('抹茶')
    // The most bought of all the search finds, most bought first.
    const sold = await soldCounts(data.map((p) => p.id))
    expect(sold).toEqual([...sold].sort((a, b) => b - a))
    const shown = new Set(data.map((p) => p.id))
    const rest = (await search('抹茶')).data.filter((p) => !shown.has(p.id))
    const most = Math.max(-1, ...(await soldCounts(rest.map((p) => p.id))))
    expect(Math.min(...sold)).toBeGreaterThanOrEqual(most)
  })

  test('a misspelt word finds names spelt nearly so', async () => {
    const offered = await suggestions('shirotsubaky')
    expect(offered.closest?.search).toBeNull()
    expect(offered.closest?.data.length).toBeGreaterThan(0)
    for (const p of offered.closest?.data ?? []) expect(p.name).toContain('Shirotsubaki')
  })

  test('words that resemble nothing offer nothing', async () => {
    expect(await suggestions('zzqqxxvv')).toEqual({
      search: 'zzqqxxvv',
      closest: null,
      categories: [],
    })
  })

  test('bad input is a 400 naming the parameter', async () => {
    for (const url of [
      '/api/product-suggestions',
      '/api/product-suggestions?filter[name]=',
      `/api/product-suggestions?filter[name]=${'a'.repeat(101)}`,
      '/api/product-suggestions?filter[name]=kem&filter[suppliers.id]=x',
      '/api/product-suggestions?filter[name]=kem&page=2',
      '/api/product-suggestions?filter[name]=kem&filter[origin]=1',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message, url).toBeTruthy()
    }
  })
})

describe('listing filters', () => {
  test('filter_between[price_vnd] is dong, converted at the rate in force', async () => {
    const db = t.database.db
    await replaceRate(db, '200', 'staff')
    forgetCurrentRate(db)
    changed(db)
    const page = await data('/api/products?filter_between[price_vnd]=200000,400000&per_page=60')
    expect(page.total).toBeGreaterThan(0)
    for (const p of page.data) {
      expect(p.price * 200).toBeGreaterThanOrEqual(200_000)
      expect(p.price * 200).toBeLessThanOrEqual(400_000)
    }
    // The same products as the yen range 1,000–2,000 at 200 đ a yen; the bounds in any order.
    expect((await data('/api/products?filter_between[price]=1000,2000')).total).toBe(page.total)
    expect((await data('/api/products?filter_between[price_vnd]=400000,200000')).total).toBe(
      page.total,
    )
    // An open end: over 200.000 đ, asked up to the largest amount the API takes.
    expect((await data('/api/products?filter_between[price_vnd]=200000,1000000000000')).total).toBe(
      (await data('/api/products?filter_between[price]=1000,100000000')).total,
    )
    await replaceRate(db, '100', 'staff')
    forgetCurrentRate(db)
    changed(db)
    expect((await data('/api/products?filter_between[price_vnd]=200000,400000')).total).toBe(
      (await data('/api/products?filter_between[price]=2000,4000')).total,
    )
  })

  test('filter[discount] keeps products at least that many percent off', async () => {
    const all = (await data('/api/products?per_page=1')).total
    const onSale = await data('/api/products?filter[discount]=1&per_page=60')
    const deep = await data('/api/products?filter[discount]=40&per_page=60')
    expect(onSale.total).toBeGreaterThan(deep.total)
    expect(onSale.total).toBeLessThan(all)
    expect(deep.total).toBeGreaterThan(0)
    for (const p of deep.data as (Card & { initial_price: number; discount: number })[]) {
      expect(p.discount).toBe(discountPercent(p.price, p.initial_price))
      expect(p.discount).toBeGreaterThanOrEqual(40)
    }
    // The same products as the §5 rule over the whole catalogue picks, at every threshold.
    const rows = await t.database.db
      .select({ price: products.price, initialPrice: products.initialPrice })
      .from(products)
    for (const percent of [1, 14, 25, 40, 50]) {
      const expected = rows.filter((row) => discountPercent(row.price, row.initialPrice) >= percent)
      expect((await data(`/api/products?filter[discount]=${percent}`)).total, `${percent}`).toBe(
        expected.length,
      )
    }
    const exactly = await data('/api/products?filter[discount]=50&per_page=60')
    for (const p of exactly.data as (Card & { discount: number })[])
      expect(p.discount).toBeGreaterThanOrEqual(50)
  })

  test('page sizes of 12, 24 and 48', async () => {
    for (const size of [12, 24, 48]) {
      const page = await data(`/api/products?per_page=${size}`)
      expect(page.per_page).toBe(size)
      expect(page.data).toHaveLength(size)
    }
  })

  test('bad filter values are a 400', async () => {
    for (const url of [
      '/api/products?filter[discount]=0',
      '/api/products?filter[discount]=100',
      '/api/products?filter[discount]=ten',
      '/api/products?filter_between[price_vnd]=-1,5',
      '/api/products?filter_between[price_vnd]=5',
      '/api/products?filter_between[price_vnd]=1,2,3',
      '/api/products?per_page=61',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400)
    }
  })
})
