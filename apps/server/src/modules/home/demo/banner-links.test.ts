import type { HomeConfig } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../../test/app.ts'
import { BANNERS } from './banners.ts'

const t = useTestApp()

const data = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: { 'accept-language': 'vi' } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const SHOP_IDS: Record<string, number> = { ikom: 390, awond: 458 }

/** The /api/products query of a listing link, as the listing's loader asks it. */
function apiQuery(link: string): string {
  const url = new URL(link, 'http://x')
  const [, , shop = ''] = url.pathname.split('/')
  const api = new URLSearchParams({
    per_page: '60',
    'filter[suppliers.id]': String(SHOP_IDS[shop]),
  })
  const category = url.searchParams.get('category')
  const discount = url.searchParams.get('discount')
  if (category) api.set('filter[categories]', category)
  if (discount) api.set('filter[discount]', discount)
  return `/api/products?${api}`
}

test('every promotion banner opens the list it promises: its category, on sale, up to its figure', async () => {
  const { data: config } = await data<{ data: HomeConfig }>('/api/home-config')
  const promotions = [
    ...config.primary_banner,
    ...config.sections.flatMap((section) => section.banners),
  ]
  expect(promotions.length).toBeGreaterThanOrEqual(5)
  for (const banner of promotions) {
    const name = /\/media\/banners\/([\w-]+)\.svg$/.exec(banner.img_url)?.[1] ?? ''
    const badge = BANNERS[name]?.badge
    expect(banner.link, name).toMatch(/^\/products\/(ikom|awond)\?category=\d+/)
    const list = await data<{ total: number; data: { discount: number }[] }>(
      apiQuery(banner.link ?? ''),
    )
    expect(list.total, name).toBeGreaterThan(0)
    if (!badge) continue
    // A '-50%' banner lists products on sale only, the deepest at least 50% off.
    expect(banner.link, name).toContain('discount=')
    const figure = Number(/-(\d+)%/.exec(badge)?.[1])
    expect(
      list.data.every((product) => product.discount > 0),
      name,
    ).toBe(true)
    const deepest = Math.max(...list.data.map((product) => product.discount))
    expect(deepest, name).toBeGreaterThanOrEqual(figure)
  }
})

test('the categories the links name are the ones their banners show', async () => {
  const { data: roots } = await data<{ data: { id: number; slug: string }[] }>(
    '/api/product-categories?filter[root]=1',
  )
  const slug = (id: number) => roots.find((root) => root.id === id)?.slug
  const { data: config } = await data<{ data: HomeConfig }>('/api/home-config')
  const categoryOf = (link: string | undefined) =>
    slug(Number(new URL(link ?? '/', 'http://x').searchParams.get('category')))
  expect(config.primary_banner.map((banner) => categoryOf(banner.link))).toEqual([
    'skincare-cosmetics',
    'supplements-health',
    'mother-baby',
  ])
  expect(config.sections[1]?.banners.map((banner) => categoryOf(banner.link))).toEqual([
    'skincare-cosmetics',
    'food-drink',
  ])
})
