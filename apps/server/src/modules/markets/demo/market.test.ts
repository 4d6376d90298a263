import { BROWSABLE_MARKETS, CONDITIONS, DELIVERY, SALE_STATUS } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { sanitizeHtml } from '../../../platform/html/index.ts'
import { DEMO_ITEMS_PER_MARKET, demoCategories, demoItems, demoSellers } from './market.ts'

const NOW = Date.UTC(2026, 10, 20, 3, 0, 0)
const HOUR_MS = 3_600_000
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/** Each market's ids and addresses, in the shape the market itself gives them. */
const ADDRESSES: Record<string, [RegExp, (id: string) => string]> = {
  mercari: [/^m\d{11}$/, (id) => `https://jp.mercari.com/item/${id}`],
  paypay: [/^z\d{9}$/, (id) => `https://paypayfleamarket.yahoo.co.jp/item/${id}`],
  rakuma: [/^[0-9a-f]{32}$/, (id) => `https://item.fril.jp/${id}`],
  rakuten: [/^[\w-]+:\d{8}$/, (id) => `https://item.rakuten.co.jp/${id.replace(':', '/')}/`],
  yahoo: [
    /^[a-z-]+_\d{10}$/,
    (id) => `https://store.shopping.yahoo.co.jp/${id.replace('_', '/')}.html`,
  ],
  amazon: [/^B0[A-Z0-9]{8}$/, (id) => `https://www.amazon.co.jp/dp/${id}`],
  yodobashi: [/^\d{18}$/, (id) => `https://www.yodobashi.com/product/${id}/`],
  hardoff: [/^\d{7}$/, (id) => `https://netmall.hardoff.co.jp/product/${id}/`],
  nike: [/^[A-Z]{2}\d{4}-\d{3}$/, (id) => `/${id}`],
  tonoike: [/^49\d{11}$/, (id) => `https://www.tonoike-shop.jp/products/${id}`],
  'yahoo-auction': [/^[xb]\d{10}$/, (id) => `https://page.auctions.yahoo.co.jp/jp/auction/${id}`],
}

describe.each(BROWSABLE_MARKETS)('%s', (market) => {
  const items = demoItems(market, NOW)
  const categories = demoCategories(market)

  test('holds at least 300 items, each with its own id in the market’s shape', () => {
    expect(items.length).toBeGreaterThanOrEqual(300)
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    const [shape, url] = ADDRESSES[market] ?? []
    for (const item of items) {
      expect(item.id).toMatch(shape ?? /never/)
      expect(item.url.endsWith(url?.(item.id) ?? 'never')).toBe(true)
    }
  })

  test('names its categories and items in Japanese, Vietnamese and English', () => {
    for (const { name } of categories) {
      expect(name.ja).toMatch(JAPANESE)
      expect(name.vi).not.toBe('')
      expect(name.en).not.toBe('')
      expect(name.vi).not.toBe(name.en)
    }
    for (const { names, name } of items) {
      expect(name).toBe(names.ja)
      expect(names.ja).toMatch(JAPANESE)
      expect(names.vi).not.toBe(names.en)
    }
  })

  test('files every item under a leaf of its tree, with the leaf’s root', () => {
    const byId = new Map(categories.map((category) => [category.id, category]))
    const parents = new Set(categories.map((category) => category.parentId))
    for (const item of items) {
      const leaf = byId.get(item.categoryId ?? '')
      expect(leaf, item.categoryId ?? '').toBeDefined()
      expect(parents.has(leaf?.id ?? '')).toBe(false)
      expect(item.categoryRoot).toBe(leaf?.rootId)
    }
    for (const category of categories) expect(category.defaultWeightG).toBeGreaterThan(0)
  })

  test('sells about one item in twelve out, marked both ways', () => {
    const sold = items.filter((item) => item.isSoldOut)
    expect(sold.length / items.length).toBeGreaterThan(0.06)
    expect(sold.length / items.length).toBeLessThan(0.1)
    for (const item of items) {
      expect(item.saleStatus.includes('sold_out')).toBe(item.isSoldOut)
    }
  })

  test('uses only the codes the contracts define, and sanitised descriptions', () => {
    for (const item of items) {
      for (const code of item.saleStatus) expect(Object.keys(SALE_STATUS)).toContain(code)
      for (const code of item.productCondition) expect(Object.keys(CONDITIONS)).toContain(code)
      for (const code of item.delivery) expect(Object.keys(DELIVERY)).toContain(code)
      expect(item.descriptionHtml).toBe(sanitizeHtml(item.descriptionHtml ?? ''))
      expect(item.descriptionText).toMatch(JAPANESE)
      expect(item.images.length).toBeGreaterThanOrEqual(1)
      expect(item.images.length).toBeLessThanOrEqual(4)
      expect(item.price).toBeGreaterThanOrEqual(market === 'yahoo-auction' ? 0 : 1)
    }
    const weighed = items.filter((item) => item.weightG !== null).length
    expect(weighed / items.length).toBeGreaterThan(market === 'tonoike' ? 0.99 : 0.35)
  })

  test('lists items over the last 30 days, some in the last week', () => {
    const ages = items.map((item) => NOW - (item.createdAt?.getTime() ?? 0))
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeLessThanOrEqual(30 * 24 * HOUR_MS)
    expect(ages.filter((age) => age < 7 * 24 * HOUR_MS).length).toBeGreaterThan(30)
  })

  test('has sellers, each rated on a scale of 5, and every item sold by one of them', () => {
    const sellers = demoSellers(market)
    const ids = new Set(sellers.map((seller) => seller.id))
    expect(ids.size).toBe(sellers.length)
    for (const seller of sellers) {
      expect(seller.rateRatio).toBeGreaterThan(0)
      expect(seller.rateRatio).toBeLessThanOrEqual(5)
      expect(seller.imageUri).toMatch(new RegExp(`^/media/market-sellers/${market}/`))
    }
    for (const item of items) expect(ids.has(item.sellerId ?? '')).toBe(true)
  })

  test('is the same at every seed but for the times', () => {
    const again = demoItems(market, NOW + 5 * HOUR_MS)
    const timeless = (list: typeof items) =>
      list.map(({ createdAt: _c, updatedAt: _u, endTime: _e, ...rest }) => rest)
    expect(timeless(again)).toEqual(timeless(items))
  })
})

test('Rakuma drills down three levels: parent, child, grandchild', () => {
  const categories = demoCategories('rakuma')
  const byId = new Map(categories.map((category) => [category.id, category]))
  const depth = (id: string | null | undefined): number =>
    id ? 1 + depth(byId.get(id)?.parentId) : 0
  const leaves = categories.filter((c) => !categories.some((other) => other.parentId === c.id))
  expect(new Set(leaves.map((leaf) => depth(leaf.id)))).toEqual(new Set([3]))
  expect(new Set(demoItems('rakuma', NOW).map((item) => depth(item.categoryId)))).toEqual(
    new Set([3]),
  )
})

test('auctions end from an hour to ten days on, with bids and quick-decision prices', () => {
  const auctions = demoItems('yahoo-auction', NOW)
  const open = auctions.filter((item) => !item.isSoldOut)
  for (const item of open) {
    const end = item.endTime?.getTime() ?? 0
    expect(end).toBeGreaterThanOrEqual(NOW + HOUR_MS)
    expect(end).toBeLessThanOrEqual(NOW + 240 * HOUR_MS)
    expect(item.bidCount).toBeGreaterThanOrEqual(0)
  }
  // Sold out means won: those auctions ended before the seed.
  for (const item of auctions.filter((a) => a.isSoldOut)) {
    expect(item.endTime?.getTime()).toBeLessThan(NOW)
  }
  expect(open.filter((item) => (item.bidCount ?? 0) > 0).length).toBeGreaterThan(150)
  expect(open.filter((item) => item.quickDecisionPrice !== null).length).toBeGreaterThan(60)
  const buyNowOnly = open.filter((item) => item.price === 0)
  expect(buyNowOnly.length).toBeGreaterThan(2)
  for (const item of buyNowOnly) expect(item.quickDecisionPrice).toBeGreaterThan(0)
})

test('shops price with discounts and ratings; Nike in sizes 23.0 to 30.0 and colourways', () => {
  for (const market of ['rakuten', 'yahoo', 'amazon', 'yodobashi', 'nike'] as const) {
    const items = demoItems(market, NOW)
    expect(items.some((item) => (item.initialPrice ?? 0) > item.price)).toBe(true)
    if (market !== 'nike') {
      const rated = items.filter((item) => item.rateRatio !== null)
      expect(rated.length).toBeGreaterThan(100)
      expect(rated.every((item) => (item.comments ?? []).length > 0)).toBe(true)
    }
  }
  for (const market of ['rakuten', 'amazon'] as const) {
    expect(demoItems(market, NOW).some((item) => (item.variants ?? []).length > 1)).toBe(true)
  }
  const nike = demoItems('nike', NOW)
  const sizes = nike.flatMap((item) => (item.sizes ?? []).map((size) => size.id))
  expect(sizes).toContain('23.0')
  expect(sizes).toContain('30.0')
  expect(nike.every((item) => (item.variants ?? []).length >= 1)).toBe(true)
  expect(DEMO_ITEMS_PER_MARKET).toBeGreaterThanOrEqual(300)
})
