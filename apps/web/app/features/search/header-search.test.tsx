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
const suggestions = () =>
  within(screen.getByRole('listbox', { name: 'Suggested products' })).getAllByRole('option')
const where = () => screen.getByRole('status', { name: 'location' }).textContent

let fetchMock: ReturnType<typeof vi.fn>
const answer = (data: unknown[], status = 200) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data }), { status }))

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  answer(PRODUCTS)
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
  test('are asked once, 500 ms after the typing stops, from the own shops', async () => {
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
    const options = suggestions()
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Kem chống nắng Anessa'),
      expect.stringContaining('Kem dưỡng Hada Labo'),
    ])
    expect(options[0]).toHaveTextContent('345,000 đ')
    expect(input()).toHaveAttribute('aria-expanded', 'true')
  })

  test('arrow keys choose a suggestion, Enter opens it, Escape closes the list', async () => {
    const user = await typerAt('/')
    await user.type(input(), 'kem')
    await flush(SUGGEST_DEBOUNCE_MS)
    const [first, second] = suggestions()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input()).toHaveAttribute('aria-activedescendant', second?.id)
    await user.keyboard('{ArrowDown}')
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Escape}')
    expect(input()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(where()).toBe('/products/ikom/12')
  })

  test('nothing found, or a failed request, sets the empty flag', async () => {
    answer([])
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
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(
      screen.getAllByText('Sorry, we cannot find product match with your filter'),
    ).not.toHaveLength(0)
  })

  test('other markets get no suggestions', async () => {
    const user = await typerAt('/other-market/products/mercari')
    await user.type(input(), 'nike')
    await flush(SUGGEST_DEBOUNCE_MS * 2)
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
