import { describe, expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/context.ts'
import { ecoringItem } from '#test/ecoring.ts'
import { loadEcoringDetail, loadEcoringList } from './ecoring-pages.server.ts'

type Answer = { status: number; body: unknown }
const ok = (body: unknown): Answer => ({ status: 200, body })

const CATEGORIES = ok({
  data: [
    { id: 1, name: 'Túi xách', lang: 'vi' },
    { id: 1, name: 'バッグ', lang: 'ja' },
    { id: 1, name: 'Bags', lang: 'en' },
    { id: 2, name: 'Watches', lang: 'en' },
  ],
})
const FILTER_CONFIG = ok({
  ranks: [{ id: 'SA', label: { vi: 'Rất đẹp', ja: '極美品', en: 'Excellent, hardly a mark' } }],
  page_size: 15,
})

/** A page request whose in-process API answers by the first rule its path starts with. */
function page(rules: Record<string, Answer>) {
  const asked: string[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path) => {
      asked.push(path)
      const rule = Object.entries(rules).find(([start]) => path.startsWith(start))?.[1]
      const answer = rule ?? { status: 404, body: { message: 'Not found' } }
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    },
    brand: 'Kaimono',
    publicUrl: 'https://kaimono.example',
    user: null,
    member: false,
    providers: [],
  })
  return { context, asked }
}

const request = (path: string) =>
  new Request(`https://kaimono.example${path}`, { headers: { cookie: 'lang=en' } })

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as { init?: { status?: number }; status?: number; headers?: Headers }
  }
  throw new Error('nothing was thrown')
}

describe('an Ecoring list', () => {
  test('asks its tab’s list for the page and category of the query; the categories in the page’s language', async () => {
    const { context, asked } = page({
      '/market/v2/ecoring?': ok({
        items: [ecoringItem()],
        pagination: { total: 5, page: 2 },
      }),
      '/market/static/ecoring/categories.json': CATEGORIES,
    })
    const data = await loadEcoringList(
      request('/other-market/ecoring/timelimit?page=2&category_id=1'),
      context,
      'timelimit',
    )
    expect(asked).toContain('/market/v2/ecoring?page=2&category_id=1')
    expect(data.state).toEqual({ page: 2, category: 1 })
    expect(data.categories).toEqual([
      { id: 1, name: 'Bags' },
      { id: 2, name: 'Watches' },
    ])
    expect(data.lastPage).toBe(5)
    expect(data.cards.map((card) => card.href)).toEqual([
      '/other-market/ecoring/detail/timelimit/2078600',
    ])
  })

  test('the preview tab asks the preview list; a query it cannot read is page 1 of every category', async () => {
    const { context, asked } = page({
      '/market/v2/ecoring/preview?': ok({ items: [], pagination: { total: 1, page: 1 } }),
      '/market/static/ecoring/categories.json': CATEGORIES,
    })
    const data = await loadEcoringList(
      request('/other-market/ecoring/preview?page=x&category_id=bags'),
      context,
      'preview',
    )
    expect(asked).toContain('/market/v2/ecoring/preview?page=1')
    expect(data.cards).toEqual([])
  })

  test('§8: a list the API cannot give reads as an empty one', async () => {
    const { context } = page({
      '/market/v2/ecoring?': { status: 503, body: { message: 'Ecoring is not answering' } },
      '/market/static/ecoring/categories.json': CATEGORIES,
    })
    const data = await loadEcoringList(
      request('/other-market/ecoring/timelimit'),
      context,
      'timelimit',
    )
    expect(data.cards).toEqual([])
    expect(data.lastPage).toBe(1)
  })

  test('a page past the last goes to the last', async () => {
    const { context } = page({
      '/market/v2/ecoring/preview?': ok({ items: [], pagination: { total: 2, page: 9 } }),
      '/market/static/ecoring/categories.json': CATEGORIES,
    })
    const answer = await thrown(
      loadEcoringList(
        request('/other-market/ecoring/preview?category_id=1&page=9'),
        context,
        'preview',
      ),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers?.get('location')).toBe(
      '/other-market/ecoring/preview?category_id=1&page=2',
    )
  })
})

describe('an Ecoring lot', () => {
  test('is read through its option’s endpoint, with its rank’s meaning and the least bid it takes', async () => {
    const item = ecoringItem({ price: 82_000, bid_count: 2 })
    const { context, asked } = page({
      '/market/v2/ecoring/detail?id=2078600': ok({ data: item }),
      '/market/static/ecoring/filter-config.json': FILTER_CONFIG,
    })
    const data = await loadEcoringDetail(
      request('/other-market/ecoring/detail/timelimit/2078600'),
      context,
      { option: 'timelimit', id: '2078600' },
    )
    expect(asked).toContain('/market/v2/ecoring/detail?id=2078600')
    expect(data).toMatchObject({
      option: 'timelimit',
      item,
      rankMeaning: 'Excellent, hardly a mark',
      // Two bids: the price plus one step of ¥1,000.
      least: 83_000,
      url: 'https://kaimono.example/other-market/ecoring/detail/timelimit/2078600',
    })
  })

  test('the preview option reads the preview detail; its address is the preview page while in preview', async () => {
    const item = ecoringItem({ state: 'preview' })
    const { context, asked } = page({
      '/market/v2/ecoring/preview/detail?id=2078600': ok({ data: item }),
      '/market/static/ecoring/filter-config.json': FILTER_CONFIG,
    })
    const data = await loadEcoringDetail(
      request('/other-market/ecoring/detail/preview/2078600'),
      context,
      { option: 'preview', id: '2078600' },
    )
    expect(asked).toContain('/market/v2/ecoring/preview/detail?id=2078600')
    expect(data.url).toBe('https://kaimono.example/other-market/ecoring/detail/preview/2078600')
    expect(data.least).toBe(82_000)
  })

  test('another option, an id that is not one, or a lot the API does not know is not found', async () => {
    const { context, asked } = page({})
    for (const params of [
      { option: 'realtime', id: '2078600' },
      { option: 'timelimit', id: 'abc' },
      { option: 'timelimit', id: '0' },
    ]) {
      const answer = await thrown(loadEcoringDetail(request('/'), context, params))
      expect(answer.init?.status, JSON.stringify(params)).toBe(404)
    }
    expect(asked).toEqual([])
    const missing = await thrown(
      loadEcoringDetail(request('/'), context, { option: 'timelimit', id: '1' }),
    )
    expect(missing.init?.status).toBe(404)
  })
})
