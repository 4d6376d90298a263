import type { APIRequestContext, Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'

// Steps many journeys share: own-shop products both methods carry, the signed-in customer's
// number, lines put in the cart and an address saved through the API with the page's session,
// and a checkout that lands on the orders it made.

export type ApiProduct = {
  id: number
  name: string
  price: number
  shop_id: 'ikom' | 'awond'
  banned_air: boolean
  banned_sea: boolean
}

/** Own-shop products (IKOM 390, Awond 458) that both air and sea may carry, cheapest first. */
export async function buyable(
  request: APIRequestContext,
  supplier: 390 | 458,
): Promise<ApiProduct[]> {
  const response = await request.get(
    `/api/products?filter[suppliers.id]=${supplier}&per_page=60&sort=price`,
    { headers: { 'accept-language': 'vi' } },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()).data as ApiProduct[]).filter(
    (product) => !product.banned_air && !product.banned_sea,
  )
}

/** The signed-in customer's number, through the page's session. */
export async function customerNumber(page: Page): Promise<number> {
  const response = await page.request.get('/api/users?filter[own]=1')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { id: number }[] }).data[0]?.id ?? 0
}

/**
 * Sets lines of the signed-in customer's cart (set, not added). The API takes a change
 * authenticated by the session cookie from this site's pages only, hence the origin.
 */
export async function putInCart(
  page: Page,
  origin: string,
  lines: { shop_id: string; id: number; quantity?: number }[],
) {
  const userId = await customerNumber(page)
  for (const { shop_id, id, quantity = 1 } of lines) {
    const put = await page.request.put(`/market/cart/${userId}`, {
      headers: { origin },
      data: { shop_id, id, quantity },
    })
    expect(put.status(), await put.text()).toBe(200)
  }
  return userId
}

/** A default address in Hồ Chí Minh City for the signed-in customer. */
export async function addAddress(page: Page, origin: string, consignee: string, detail: string) {
  const address = await page.request.post('/api/addresses', {
    headers: { origin },
    data: { consignee, tel: '0903123456', ward_id: '26881', address_detail: detail, default: true },
  })
  expect(address.status()).toBe(201)
}

/** The checkout of `items` (`ikom:123,…`) by its button; returns the ids of the orders made. */
export async function placeOrders(page: Page, items: string[]): Promise<number[]> {
  await page.goto(`/checkout?items=${items.join(',')}`)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Tạo đơn hàng' }).click()
  await expect(page).toHaveURL(/\/customer\/orders\/placed\?ids=\d+(,\d+)*$/)
  return (new URL(page.url()).searchParams.get('ids') ?? '').split(',').map(Number)
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}
