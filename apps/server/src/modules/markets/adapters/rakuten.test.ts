import { MarketItem, MarketList } from '@kaimono/contracts'
import { afterEach, expect, test, vi } from 'vitest'
import { fakeClock, marketFixture, marketReplay } from '../../../../test/market-replay.ts'
import { OutsideUnavailable } from '../../../platform/outside.ts'
import { memoryCache } from '../../../platform/shared-cache.ts'
import { guardedAdapter } from '../guarded.ts'
import { RAKUTEN_REQUEST_INTERVAL_MS, rakutenAdapter } from './rakuten.ts'

const replays: { close: () => Promise<void> }[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(replays.splice(0).map((replay) => replay.close()))
})

async function rakuten(answer: Parameters<typeof marketReplay>[0]) {
  const replay = await marketReplay(answer)
  replays.push(replay)
  const clock = fakeClock()
  const adapter = rakutenAdapter({ applicationId: 'app-123', baseUrl: replay.url, clock })
  return { adapter, replay, clock }
}

const ok = { status: 200, body: marketFixture('rakuten-search.json') }
const signal = () => new AbortController().signal

test('a list asks Item Search as documented and maps Items[].Item into §3 items', async () => {
  const { adapter, replay } = await rakuten(ok)
  const list = await adapter.list(
    { search: '抹茶', category: '100316', page: 2, sort: 'price_asc' },
    signal(),
  )
  expect(Object.fromEntries(replay.seen[0]?.searchParams ?? [])).toEqual({
    applicationId: 'app-123',
    format: 'json',
    formatVersion: '1',
    keyword: '抹茶',
    genreId: '100316',
    hits: '30',
    page: '2',
    sort: '+itemPrice',
  })
  expect(MarketList.parse(list)).toEqual(list)
  expect(list.pagination).toEqual({ page: 2, is_allow_next: true })
  const [matcha, hojicha] = list.items
  expect(matcha).toMatchObject({
    id: 'uji-matcha:10000123',
    name: '抹茶 宇治抹茶 100g 粉末',
    price: 2480,
    image_uri: 'https://thumbnail.image.rakuten.co.jp/@0_mall/uji-matcha/cabinet/a.jpg?_ex=128x128',
    label: '送料無料 京都宇治の老舗',
    url: 'https://item.rakuten.co.jp/uji-matcha/10000123/',
    shop: { id: 'uji-matcha', name: '宇治抹茶本舗', image_uri: null, rate: null },
    delivery: ['free_shipping'],
    rate: { count: 128, ratio: 4.56, comments: [] },
    description_text: '京都府宇治産の一番茶を石臼で挽いた抹茶です。',
    is_sold_out: false,
    sale_status: [],
  })
  expect(matcha?.image_list).toHaveLength(2)
  expect(hojicha).toMatchObject({
    id: 'kyoto-cha:hojicha-50',
    label: null,
    rate: null,
    is_sold_out: true,
    sale_status: ['sold_out'],
    delivery: [],
  })
})

test('a list without words or category asks the root genre, sorted by Rakuten’s standard', async () => {
  const { adapter, replay } = await rakuten(ok)
  await adapter.list({ page: 1 }, signal())
  const params = replay.seen[0]?.searchParams
  expect(params?.get('genreId')).toBe('0')
  expect(params?.get('sort')).toBe('standard')
  expect(params?.has('keyword')).toBe(false)
})

test('a detail searches by itemCode; not_found is no such item', async () => {
  const { adapter, replay } = await rakuten(ok)
  const item = await adapter.detail('uji-matcha:10000123', signal())
  expect(replay.seen[0]?.searchParams.get('itemCode')).toBe('uji-matcha:10000123')
  expect(MarketItem.parse(item)).toEqual(item)
  expect(item?.price).toBe(2480)

  replay.answer({ status: 404, body: marketFixture('rakuten-error-404.json') })
  expect(await adapter.detail('uji-matcha:gone', signal())).toBeNull()
  expect(await adapter.categories(signal())).toEqual([])
  expect(await adapter.sellerShop('uji-matcha', 1, signal())).toBeNull()
})

test('a malformed body throws a clear error, never a half-read item', async () => {
  const { adapter, replay } = await rakuten({
    status: 200,
    type: 'text/html',
    body: '<!DOCTYPE html><html><body>メンテナンス中</body></html>',
  })
  await expect(adapter.list({ page: 1 }, signal())).rejects.toThrow(
    /Rakuten answered a body that is not JSON/,
  )
  const broken = JSON.parse(marketFixture('rakuten-search.json'))
  delete broken.Items[0].Item.itemPrice
  replay.answer({ status: 200, body: JSON.stringify(broken) })
  await expect(adapter.list({ page: 1 }, signal())).rejects.toThrow(
    /Rakuten answered an unexpected shape at Items\.0\.Item\.itemPrice/,
  )
  replay.answer({ status: 500, body: '{"error":"system_error","error_description":"api error"}' })
  await expect(adapter.list({ page: 1 }, signal())).rejects.toThrow(
    'Rakuten answered HTTP 500 (system_error: api error)',
  )
})

test('requests are spaced a second apart, and a 429 holds the next off for its Retry-After', async () => {
  const { adapter, replay, clock } = await rakuten(ok)
  await Promise.all([1, 2, 3].map((page) => adapter.list({ page }, signal())))
  expect(clock.slept).toEqual([RAKUTEN_REQUEST_INTERVAL_MS, RAKUTEN_REQUEST_INTERVAL_MS])

  clock.slept.length = 0
  clock.advance(5_000)
  replay.answer({
    status: 429,
    headers: { 'retry-after': '7' },
    body: marketFixture('rakuten-error-429.json'),
  })
  await expect(adapter.list({ page: 4 }, signal())).rejects.toThrow(
    'Rakuten answered HTTP 429 (too_many_requests',
  )
  replay.answer(ok)
  await adapter.list({ page: 5 }, signal())
  expect(clock.slept).toEqual([7_000])
  expect(replay.seen).toHaveLength(5)
})

test('a hanging Rakuten is given up on when the signal aborts', async () => {
  const { adapter, replay } = await rakuten('hang')
  const controller = new AbortController()
  const asked = adapter.list({ page: 1 }, controller.signal)
  await vi.waitFor(() => expect(replay.seen).toHaveLength(1))
  controller.abort()
  await expect(asked).rejects.toThrow(/abort/i)
})

test('behind the guard a hanging Rakuten is a 503 naming it', async () => {
  const { adapter, replay } = await rakuten('hang')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const guarded = guardedAdapter(
    { id: 'rakuten', name: 'Rakuten' },
    adapter,
    memoryCache({ maxEntries: 100 }),
    {
      timeoutMs: 5_000,
      failuresToOpen: 3,
      openMs: 30_000,
    },
  )
  const refused = guarded.detail('uji-matcha:10000123', signal()).catch((error: unknown) => error)
  await vi.waitFor(() => expect(replay.seen).toHaveLength(1))
  await vi.advanceTimersByTimeAsync(5_000)
  const error = await refused
  expect(error).toBeInstanceOf(OutsideUnavailable)
  expect(error).toMatchObject({ service: 'Rakuten', reason: 'timeout' })
})
