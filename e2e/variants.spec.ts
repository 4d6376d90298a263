import type { APIRequestContext, Page } from '@playwright/test'
import { submitLogin } from './accounts.ts'
import { VARIANT_BUYERS } from './env.ts'
import { expect as baseExpect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Issue 15: a T-shirt comes in sizes and colours. The shopper chooses one of each on the
// product page (nothing is added without them), each choice is its own cart line, and the
// choice is shown in the cart and at checkout. At 390 px (mobile) and 1280 px (desktop), each
// project with a customer of its own.

// A sign-in and each addition are a round trip to a server that may share a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })

type ApiProduct = { id: number; name: string; shop_id: string }

async function tShirt(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get(
    `/api/products?filter[name]=${encodeURIComponent('áo thun cổ tròn')}&per_page=1`,
    { headers: { 'accept-language': 'vi' } },
  )
  expect(response.status()).toBe(200)
  const [found] = (await response.json()).data as ApiProduct[]
  if (!found) throw new Error('no T-shirt in the demo catalogue')
  return found
}

const main = (page: Page) => page.getByRole('main')

async function cartLineKeys(page: Page): Promise<string[]> {
  const me = await page.request.get('/api/users?filter[own]=1')
  const id = ((await me.json()) as { data: { id: number }[] }).data[0]?.id
  const cart = await page.request.get(`/market/cart/${id}`)
  const groups = (await cart.json()).data as { products: { product_id: string | number }[] }[]
  return groups.flatMap((group) => group.products.map((line) => String(line.product_id)))
}

test('choose a T-shirt’s size and colour, add two sizes, see the choice in cart and checkout', async ({
  page,
  request,
}, testInfo) => {
  // A long journey: a sign-in, three additions, the cart and the checkout.
  test.setTimeout(240_000)
  const buyer = testInfo.project.name === 'mobile' ? VARIANT_BUYERS.mobile : VARIANT_BUYERS.desktop
  const shirt = await tShirt(request)
  const path = `/products/${shirt.shop_id}/${shirt.id}`
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`)
  await submitLogin(page, buyer.email, buyer.password)
  await expect(page).toHaveURL(path)
  await waitForHydration(page)
  // A retry starts from an empty cart.
  const origin = new URL(page.url()).origin
  const leftover = await cartLineKeys(page)
  if (leftover.length) {
    const me = await page.request.get('/api/users?filter[own]=1')
    const id = ((await me.json()) as { data: { id: number }[] }).data[0]?.id
    await page.request.post(`/market/cart/clear-cart/${id}`, {
      headers: { origin },
      data: { product_ids: leftover },
    })
  }

  const sizes = main(page).getByRole('group', { name: 'Kích cỡ' })
  const colors = main(page).getByRole('group', { name: 'Màu sắc' })
  await expect(sizes.getByRole('radio')).toHaveCount(4)
  await expect(colors.getByRole('radio', { name: 'Đen' })).toHaveCount(1)
  await expectAccessible(page)

  // Without a size and colour the form does not go: the browser asks for them.
  const add = main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' })
  await add.click()
  const missing = await sizes
    .getByRole('radio', { name: 'M', exact: true })
    .evaluate((radio) => (radio as HTMLInputElement).validity.valueMissing)
  expect(missing).toBe(true)
  expect(await cartLineKeys(page)).toEqual([])

  // Size M in black.
  await sizes.getByText('M', { exact: true }).click()
  await colors.getByText('Đen', { exact: true }).click()
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
  await add.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Thêm sản phẩm vào giỏ hàng thành công' }),
  ).toBeVisible()
  // And size L in black: another line.
  await sizes.getByText('L', { exact: true }).click()
  await add.click()
  await expect
    .poll(() => cartLineKeys(page))
    .toEqual([`${shirt.id}~size=M~color=black`, `${shirt.id}~size=L~color=black`])
  // The line is in the cart as soon as the server has added it; the answer that ticks it (the
  // selection cookie) may still be on its way, and leaving the page now would drop it.
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find(
        ({ name }) => name === 'kaimono_cart_selection',
      )
      return decodeURIComponent(cookie?.value ?? '').split(',')
    })
    .toContain(`${shirt.shop_id}:${shirt.id}~size=L~color=black`)

  // The cart shows each line with its size and colour.
  await page.goto('/cart')
  await waitForHydration(page)
  const medium = main(page).getByRole('listitem').filter({ hasText: 'Kích cỡ: M · Màu: Đen' })
  const large = main(page).getByRole('listitem').filter({ hasText: 'Kích cỡ: L · Màu: Đen' })
  await expect(medium).toHaveCount(1)
  await expect(large).toHaveCount(1)
  await expect(medium).toContainText(shirt.name)
  await expectAccessible(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Both lines were just added, so both are ticked (issue 15); checkout with the M line alone:
  // it says which size and colour is being ordered.
  const mediumBox = medium.getByRole('checkbox', {
    name: `Chọn ${shirt.name} (Kích cỡ: M · Màu: Đen)`,
  })
  const largeBox = large.getByRole('checkbox', {
    name: `Chọn ${shirt.name} (Kích cỡ: L · Màu: Đen)`,
  })
  await expect(mediumBox).toBeChecked()
  await expect(largeBox).toBeChecked()
  await largeBox.uncheck()
  await expect(largeBox).not.toBeChecked()
  await main(page)
    .getByRole('region', { name: 'Sản phẩm đã chọn' })
    .getByRole('button', { name: 'Đặt hàng' })
    .click()
  await expect(page).toHaveURL(/\/checkout\?items=/)
  const lines = main(page).getByRole('listitem').filter({ hasText: shirt.name })
  await expect(lines).toHaveCount(1)
  await expect(lines).toContainText('Kích cỡ: M · Màu: Đen')
})
