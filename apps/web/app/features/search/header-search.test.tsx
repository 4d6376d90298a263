import type { Lang } from '@kaimono/contracts'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { HeaderSearch } from './header-search.tsx'
import { SUGGEST_DEBOUNCE_MS } from './use-product-suggestions.ts'

const PRODUCTS = [
  {
    id: 11,
    shop_id: 'ikom',
    name: 'Kem chống nắng Anessa',
    image_url: '/media/products/11/1.svg',
    price: 2000,
  },
  {
    id: 12,
    shop_id: 'ikom',
    name: 'Kem dưỡng Hada Labo',
    image_url: '/media/products/12/1.svg',
    price: 1500,
  },
]

function Page() {
  const location = useLocation()
  const { i18n } = useTranslation()
  return (
    <>
      <HeaderSearch rate="172.5" lang={i18n.language as Lang} />
      <output aria-label="location">{location.pathname + location.search}</output>
    </>
  )
}

function renderAt(path: string, lang: Lang = 'en') {
  const Stub = createRoutesStub(
    [
      '/',
      '/products/:shopId',
      '/products/:shopId/:id',
      '/other-market/products/:shopId',
      '/other-market/home/:shopId',
      '/other-market/ecoring/preview',
      '/other-market/link',
      '/other-market/search',
      '/other-market/:shopId/:id',
    ].map((routePath) => ({ path: routePath, Component: Page })),
  )
  render(
    <I18nextProvider i18n={createI18n(lang, allMessages[lang])}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  )
}

const shopSelect = () => screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement
const input = () => screen.getByRole('combobox', { name: 'Search products' })
/** The options, once their chunk has loaded (lazily, on the first suggestions). */
const suggestions = () =>
  within(screen.getByRole('listbox', { name: 'Suggested products' })).findAllByRole('option')
const where = () => screen.getByRole('status', { name: 'location' }).textContent

/** A market's item as GET /market/v3/suggest gives it: named for the reader, with its page. */
const MARKET_ITEMS = [
  {
    id: 'm123',
    shop_id: 'mercari',
    name: 'Anessa sunscreen 60ml',
    image_url: '/media/market/mercari/m123/1.svg',
    price: 1200,
    href: '/other-market/mercari/m123',
  },
]

let fetchMock: ReturnType<typeof vi.fn>
/** Our products from /api/products, the markets' items from /market/v3/suggest. */
const answer = (own: unknown[], markets: unknown[] = [], status = 200) =>
  fetchMock.mockImplementation(async (url: string) => {
    const data = String(url).startsWith('/market/v3/suggest') ? markets : own
    return new Response(JSON.stringify({ data }), { status })
  })
const asked = () => fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://x'))

beforeEach(() => {
  localStorage.clear()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  answer(PRODUCTS, MARKET_ITEMS)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * A clock the test moves, that also follows real time: Testing Library's waits run on real
 * timers. Real milliseconds pass while typing, so the checks keep a margin below 500 ms.
 */
async function typerAt(path: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  renderAt(path)
  await screen.findByRole('search')
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}
const flush = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the shop selector (§2)', () => {
  test.each([
    ['/', 'all'],
    ['/products/ikom', 'ikom'],
    ['/products/all', 'all'],
    ['/products/awond/42', 'awond'],
    ['/other-market/ecoring/preview', 'ecoring'],
    ['/other-market/products/mercari', 'mercari'],
    ['/other-market/home/rakuten', 'rakuten'],
    ['/other-market/products/nowhere', 'all'],
  ])('is pre-selected from %s: %s', async (path, shop) => {
    renderAt(path)
    expect((await screen.findByRole('search')).getAttribute('role')).toBe('search')
    expect(shopSelect().value).toBe(shop)
  })

  test('offers All, the own shops, Ecoring, Auction and the other markets', async () => {
    renderAt('/')
    await screen.findByRole('search')
    const labels = [...shopSelect().options].map((option) => option.textContent)
    expect(labels.slice(0, 5)).toEqual(['All', 'IKOM', 'Awond', 'Ecoring', 'Auction'])
    expect(labels).toContain('Mercari')
    expect(labels).toContain('Rakuten')
  })

  test('names the markets as a Japanese reader knows them', async () => {
    renderAt('/', 'ja')
    await screen.findByRole('search')
    const select = screen.getByRole('combobox', { name: '検索対象' }) as HTMLSelectElement
    const labels = [...select.options].map((option) => option.textContent)
    expect(labels.slice(0, 5)).toEqual(['すべて', 'IKOM', 'Awond', 'エコリング', 'オークション'])
    expect(labels).toContain('メルカリ')
    expect(labels).toContain('楽天市場')
    expect(labels).toContain('Yahoo!ショッピング')
  })
})

describe('suggestions (§4)', () => {
  test('are asked once, 300 ms after the typing stops, from the chosen own shop', async () => {
    const user = await typerAt('/products/awond')
    await user.type(input(), 'kem')
    expect(fetchMock).not.toHaveBeenCalled()
    await flush(SUGGEST_DEBOUNCE_MS - 100)
    expect(fetchMock).not.toHaveBeenCalled()
    await flush(100)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/api/products')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[name]': 'kem',
      per_page: '6',
      'filter[suppliers.id]': '458',
    })
    const options = await suggestions()
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Kem chống nắng Anessa'),
      expect.stringContaining('Kem dưỡng Hada Labo'),
    ])
    expect(options[0]).toHaveTextContent('345,000 đ')
    expect(input()).toHaveAttribute('aria-expanded', 'true')
  })

  test('All suggests our products first, then the markets’ items', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'kem chong nang')
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(asked().map((url) => url.pathname)).toEqual(['/api/products', '/market/v3/suggest'])
    expect(Object.fromEntries(asked()[1]?.searchParams ?? [])).toEqual({
      query: 'kem chong nang',
      shop: 'all',
    })
    expect((await suggestions()).map((option) => option.textContent)).toEqual([
      expect.stringContaining('Kem chống nắng Anessa'),
      expect.stringContaining('Kem dưỡng Hada Labo'),
      expect.stringContaining('Anessa sunscreen 60ml'),
    ])
  })

  test('arrow keys choose a suggestion, Enter opens it, Escape closes the list', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'kem')
    await flush(SUGGEST_DEBOUNCE_MS)
    const [first, second] = await suggestions()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input()).toHaveAttribute('aria-activedescendant', second?.id)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Escape}')
    expect(input()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(where()).toBe('/products/ikom/12')
  })

  test('a market’s item opens its page', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'kem')
    await flush(SUGGEST_DEBOUNCE_MS)
    await user.keyboard('{ArrowUp}{Enter}')
    expect(where()).toBe('/other-market/mercari/m123')
  })

  test('nothing found, or failed requests, set the empty flag', async () => {
    answer([], [])
    const user = await typerAt('/')
    await user.type(input(), 'zzz')
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(
      screen.getAllByText('Sorry, we cannot find product match with your filter'),
    ).not.toHaveLength(0)
    expect(input()).toHaveAttribute('aria-expanded', 'false')

    fetchMock.mockRejectedValue(new TypeError('network down'))
    await user.type(input(), 'q')
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(
      screen.getAllByText('Sorry, we cannot find product match with your filter'),
    ).not.toHaveLength(0)
  })

  test('one source failing leaves the other’s suggestions', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).startsWith('/market/v3/suggest')
        ? new Response('{}', { status: 503 })
        : new Response(JSON.stringify({ data: PRODUCTS })),
    )
    const user = await typerAt('/')
    await user.type(input(), 'kem')
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(await suggestions()).toHaveLength(2)
  })

  test('a market suggests its own items only; Ecoring suggests nothing', async () => {
    const user = await typerAt('/other-market/products/mercari')
    await user.type(input(), 'nike')
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(asked().map((url) => url.pathname + url.search)).toEqual([
      '/market/v3/suggest?query=nike&shop=mercari',
    ])
    expect(await suggestions()).toHaveLength(1)
    await user.selectOptions(shopSelect(), 'ecoring')
    await flush(SUGGEST_DEBOUNCE_MS * 2)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('recent searches (issue 19)', () => {
  test('the words searched are offered, newest first, when the empty box is focused; a link is not kept', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'matcha{Enter}')
    await user.clear(input())
    await user.type(input(), 'kem chong nang{Enter}')
    await user.clear(input())
    await user.type(input(), 'https://jp.mercari.com/item/m12345678901{Enter}')
    await user.clear(input())
    await user.click(screen.getByRole('status', { name: 'location' }))
    await user.click(input())
    const recent = screen.getByRole('list')
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['kem chong nang', 'matcha'])
    await user.click(within(recent).getByRole('link', { name: 'matcha' }))
    expect(where()).toBe('/other-market/search?search=matcha')
  })

  test('they can be cleared, and are kept nowhere but this browser', async () => {
    localStorage.setItem('kaimono.recentSearches', JSON.stringify(['nồi cơm', 42, 'sony']))
    const user = await typerAt('/products/awond')
    await user.click(input())
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/products/awond?${new URLSearchParams({ search: 'nồi cơm' })}`,
      '/products/awond?search=sony',
    ])
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }))
    expect(screen.queryByRole('list')).toBeNull()
    expect(localStorage.getItem('kaimono.recentSearches')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('Enter (§4)', () => {
  test('opens the chosen own shop’s listing with the words', async () => {
    const user = await typerAt('/products/awond')
    await user.type(input(), 'nồi cơm{Enter}')
    expect(where()).toBe(`/products/awond?${new URLSearchParams({ search: 'nồi cơm' })}`)
    expect(input()).toHaveValue('nồi cơm')
  })

  test('All searches everything; another market opens its listing', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'matcha{Enter}')
    expect(where()).toBe('/other-market/search?search=matcha')
    await user.selectOptions(shopSelect(), 'rakuten')
    await user.clear(input())
    await user.type(input(), 'matcha{Enter}')
    expect(where()).toBe('/other-market/products/rakuten?search=matcha')
  })

  test('with no words opens the shop’s listing as it is', async () => {
    const user = await typerAt('/other-market/home/rakuten')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(where()).toBe('/other-market/products/rakuten')
  })
})

describe('a pasted link (§4)', () => {
  test('goes to the chosen listing like words (its loader opens the item), with no suggestions', async () => {
    const user = await typerAt('/products/ikom')
    const link = 'https://jp.mercari.com/item/m12345678901?utm_source=ios'
    await user.click(input())
    await user.paste(link)
    await flush(SUGGEST_DEBOUNCE_MS)
    expect(fetchMock).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(where()).toBe(`/products/ikom?${new URLSearchParams({ search: link })}`)
  })

  test('a shared message with a link in it goes to All’s search', async () => {
    const user = await typerAt('/')
    const shared = '【メルカリ】ピカチュウ https://merc.li/AbCd #メルカリ'
    await user.click(input())
    await user.paste(shared)
    await user.keyboard('{Enter}')
    expect(where()).toBe(`/other-market/search?${new URLSearchParams({ search: shared })}`)
  })

  test('words with a dot are still searched for', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'vitamin c 1000mg. kem{Enter}')
    expect(where()).toBe(
      `/other-market/search?${new URLSearchParams({ search: 'vitamin c 1000mg. kem' })}`,
    )
  })
})
