import {
  type BrowsableMarket,
  CrossSearch,
  MarketList,
  MarketSuggestions,
  TranslateAnswer,
} from '@kaimono/contracts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { emptyMarkets, feedItem, feedSeller, importLines } from '../../../test/market-feed.ts'
import { translateReplay } from '../../../test/translate-replay.ts'
import { TRANSLATIONS_A_CLIENT } from './routes.ts'

// The translate call and the searches that put Vietnamese and English words into Japanese,
// through the whole app configured as an operator would (TRANSLATE_PROVIDER=libretranslate) with
// a local LibreTranslate stand-in; the markets' items are named in Japanese only, as a feed of
// real listings names them.

const replay = await translateReplay('libretranslate')
const t = useTestApp(undefined, {
  TRANSLATE_PROVIDER: 'libretranslate',
  TRANSLATE_URL: replay.url,
  TRANSLATE_API_KEY: replay.apiKey,
})
afterAll(() => replay.close())

const MARKETS: BrowsableMarket[] = ['mercari', 'rakuten', 'amazon']
const SUNSCREENS: Record<string, string[]> = {
  mercari: ['アネッサ ANESSA パーフェクトUV 日焼け止め ミルク 60ml', 'ビオレ UV 日焼け止め ジェル'],
  rakuten: ['スキンアクア 日焼け止め スーパーモイスチャー'],
  amazon: ['ラ ロッシュ ポゼ UVイデア 日焼け止め 30ml'],
}

beforeAll(async () => {
  await emptyMarkets(t.database.db, MARKETS)
  for (const market of MARKETS) {
    const names = SUNSCREENS[market] ?? []
    await importLines(t.database.db, market, [
      feedSeller('store-a'),
      ...names.map((name, i) =>
        feedItem(market, `uv-${i}`, { name, names: {}, price: 1_500 + 100 * i }),
      ),
      feedItem(market, 'tea', { name: '宇治抹茶 100g', names: {}, price: 900 }),
    ])
  }
})

const translate = (payload: Record<string, unknown>, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/market/common/translate',
    payload,
    remoteAddress: ip,
  })

describe('POST /market/common/translate', () => {
  test('the name and the description come back in the reader’s language, name first', async () => {
    const res = await translate({
      trans_nameproduct: '日焼け止め',
      trans_content: 'とても良い商品です',
      trans_languages: 'vi',
      f_languages: 'ja',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(TranslateAnswer.parse(res.json())).toEqual({
      Content: ['Kem chống nắng', 'Sản phẩm rất tốt'],
      translated: [true, true],
    })
    const sent = replay.seen.at(-1)?.body
    expect(sent).toMatchObject({
      q: ['日焼け止め', 'とても良い商品です'],
      source: 'ja',
      target: 'vi',
    })
  })

  test('a text is translated once: the second reader gets the kept translation', async () => {
    const before = replay.seen.length
    const res = await translate({ trans_content: 'とても良い商品です', trans_languages: 'vi' })
    expect(res.json()).toEqual({ Content: ['Sản phẩm rất tốt'], translated: [true] })
    expect(replay.seen).toHaveLength(before)
  })

  test('a text already in the reader’s language is not sent', async () => {
    const before = replay.seen.length
    const res = await translate({ trans_nameproduct: '抹茶', trans_languages: 'ja' })
    expect(res.json()).toEqual({ Content: ['抹茶'], translated: [false] })
    expect(replay.seen).toHaveLength(before)
  })

  test('when the provider fails the original is shown (§8), with a 200', async () => {
    replay.mode({ status: 500, body: JSON.stringify({ error: 'Translation failed' }) })
    try {
      const res = await translate({ trans_content: '新品未使用です', trans_languages: 'en' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ Content: ['新品未使用です'], translated: [false] })
    } finally {
      replay.mode('ok')
    }
  })

  test('bad input is a 422 per field and sends nothing', async () => {
    const before = replay.seen.length
    const empty = await translate({ trans_nameproduct: '  ', trans_languages: 'vi' })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors)).toEqual(['trans_content'])
    const long = await translate({ trans_content: 'あ'.repeat(20_001), trans_languages: 'vi' })
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.trans_content).toBeDefined()
    const language = await translate({ trans_content: '抹茶', trans_languages: 'fr' })
    expect(language.statusCode).toBe(422)
    expect(language.json().errors.trans_languages).toBeDefined()
    expect(replay.seen).toHaveLength(before)
  })

  test('one client may ask a minute’s worth, then gets a 429; others are not held back', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < TRANSLATIONS_A_CLIENT.max; i++) {
      const res = await translate({ trans_nameproduct: '抹茶', trans_languages: 'ja' }, ip)
      expect(res.statusCode).toBe(200)
    }
    const refused = await translate({ trans_nameproduct: '抹茶', trans_languages: 'ja' }, ip)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const other = await translate(
      { trans_nameproduct: '抹茶', trans_languages: 'ja' },
      '198.51.100.8',
    )
    expect(other.statusCode).toBe(200)
  })
})

describe('is_translate_search: Vietnamese and English words find items named in Japanese', () => {
  const cross = async (words: string, translateSearch = true) => {
    const query = new URLSearchParams({
      query: words,
      markets: MARKETS.join(','),
      ...(translateSearch && { is_translate_search: 'true' }),
    })
    const res = await t.app.inject({ method: 'GET', url: `/market/v3/search?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return CrossSearch.parse(res.json())
  }

  test.each(['kem chống nắng', 'kem chong nang', 'KEM CHONG NANG', 'sunscreen', 'sunscreens'])(
    '%s finds the sunscreens of every market, through the glossary',
    async (words) => {
      const before = replay.seen.length
      const found = await cross(words)
      expect(found.translated_query).toBe('日焼け止め')
      expect(found.items.map((item) => item.name).sort()).toEqual(
        Object.values(SUNSCREENS).flat().sort(),
      )
      expect(found.found.sort()).toEqual([...MARKETS].sort())
      // The glossary knew the words: the provider was not asked.
      expect(replay.seen).toHaveLength(before)
    },
  )

  test('without is_translate_search the words are searched as typed, and find nothing here', async () => {
    const found = await cross('kem chong nang', false)
    expect(found.items).toEqual([])
    expect(found.translated_query).toBeUndefined()
  })

  test('a brand beside the words is kept', async () => {
    const found = await cross('kem chong nang anessa')
    expect(found.translated_query).toBe('日焼け止め anessa')
    expect(found.items.map((item) => item.name)).toEqual([SUNSCREENS.mercari?.[0]])
  })

  test('words the glossary does not know go to the provider', async () => {
    const found = await cross('zqxw vyyk')
    expect(replay.seen.at(-1)?.body).toMatchObject({
      q: ['zqxw vyyk'],
      source: 'auto',
      target: 'ja',
    })
    expect(found.translated_query).toBe('[ja] zqxw vyyk')
  })

  test('Japanese words are searched as typed', async () => {
    const found = await cross('日焼け止め')
    expect(found.translated_query).toBeUndefined()
    expect(found.items).toHaveLength(4)
  })

  test('one market’s list translates its search too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/market/v3/mercari?${new URLSearchParams({ search: 'kem chong nang', is_translate_search: 'true' })}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      MarketList.parse(res.json())
        .items.map((item) => item.name)
        .sort(),
    ).toEqual([...(SUNSCREENS.mercari ?? [])].sort())
  })
})

describe('GET /market/v3/suggest: the header’s suggestions from the markets', () => {
  const suggest = (query: Record<string, string>, lang = 'vi') =>
    t.app.inject({
      method: 'GET',
      url: `/market/v3/suggest?${new URLSearchParams(query)}`,
      headers: { 'accept-language': lang },
    })

  test('words in Vietnamese without tone marks suggest the markets’ sunscreens, each with its page', async () => {
    const res = await suggest({ query: 'kem chong nang', shop: 'all' })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = MarketSuggestions.parse(res.json())
    // Every market's: ours named in Japanese only, the demo's other markets' in Vietnamese.
    expect(data.length).toBeGreaterThan(0)
    for (const suggestion of data) expect(suggestion.name).toMatch(/日焼け止め|chống nắng/i)
    const mercari = data.find((suggestion) => suggestion.shop_id === 'mercari')
    expect(mercari?.href).toMatch(/^\/other-market\/mercari\/uv-\d$/)
    // Rakuten's page names its item by its address (append).
    const rakuten = MarketSuggestions.parse(
      (await suggest({ query: 'kem chong nang', shop: 'rakuten' })).json(),
    ).data[0]
    expect(rakuten?.href).toBe(
      `/other-market/rakuten/${encodeURIComponent(rakuten?.id ?? '')}?${new URLSearchParams({ append: 'https://item.rakuten.co.jp/store-a/uv-0/' })}`,
    )
  })

  test('one market suggests its own items only', async () => {
    const { data } = MarketSuggestions.parse(
      (await suggest({ query: 'sunscreen', shop: 'amazon' })).json(),
    )
    expect(data.map((suggestion) => suggestion.shop_id)).toEqual(['amazon'])
  })

  test('a shop that is not a market is a 404, no words a 400', async () => {
    expect((await suggest({ query: 'kem', shop: 'ikom' })).statusCode).toBe(404)
    expect((await suggest({ query: '' })).statusCode).toBe(400)
  })
})
