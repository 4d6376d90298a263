import type { Locator, Page } from '@playwright/test'
import { submitLogin } from './accounts.ts'
import { HEADER_SHOPPER } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Issue 15: on a 390 px phone the header's panels opened off-screen (x = −254 px), the header
// scrolled away and the search box shrank to 24 px beside a signed-in name. Each project measures
// its own widths: phones 360 and 390 px, desktop 1280 px (and the in-between ones for the search).

// Each test opens every menu at several widths: more than 30 s on a busy 2-core box.
test.slow()

const PHONE = [360, 390]
const SEARCH_WIDE = [900, 1024, 1280, 1440]

const header = (page: Page) => page.getByRole('banner')
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Lối tắt' })

/** Every menu button of the header and the tab bar that is on screen at this width. */
async function menuButtons(page: Page): Promise<Locator[]> {
  const buttons = page.locator('header button[aria-controls], nav[data-bar] button[aria-controls]')
  const visible: Locator[] = []
  for (const button of await buttons.all()) if (await button.isVisible()) visible.push(button)
  return visible
}

/** Opens each menu, checks its panel lies inside the viewport, closes it with Escape. */
async function expectMenusFit(page: Page, width: number, expected: string[]) {
  await page.setViewportSize({ width, height: 740 })
  const buttons = await menuButtons(page)
  const names: string[] = []
  for (const button of buttons) {
    // Header buttons carry their label as a title; a tab button's label is its first span.
    const name =
      (await button.getAttribute('title')) ??
      (await button.locator('span').first().textContent())?.trim() ??
      ''
    names.push(name)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    if (!box) throw new Error(`${name}: no box`)
    const where = `${name} at ${width} px: x ${box.x}, y ${box.y}, ${box.width} × ${box.height}`
    expect(box.x, where).toBeGreaterThanOrEqual(0)
    expect(box.y, where).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5)
    expect(box.y + box.height, where).toBeLessThanOrEqual(740 + 0.5)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  }
  expect(names.sort(), `menus at ${width} px`).toEqual([...expected].sort())
}

/** The search field keeps a usable width; on phones the search has the whole row. */
async function expectSearchUsable(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 })
    const input = header(page).getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })
    // A new width lays the header out again: measure once the field is there.
    await expect(input).toBeVisible()
    const search = header(page).getByRole('search')
    await expect(search).toBeVisible()
    const fieldWidth = async () => (await input.boundingBox())?.width ?? 0
    const rowWidth = async () => (await search.boundingBox())?.width ?? 0
    if (width < 768) {
      await expect
        .poll(fieldWidth, { message: `search field at ${width} px` })
        .toBeGreaterThanOrEqual(180)
      await expect
        .poll(rowWidth, { message: `search row at ${width} px` })
        .toBeGreaterThanOrEqual(width - 32)
    } else {
      await expect
        .poll(fieldWidth, { message: `search field at ${width} px` })
        .toBeGreaterThanOrEqual(240)
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
  }
}

/** After a long scroll the header's search and cart are still on screen (phones). */
async function expectStickyHeader(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const search = await header(page).getByRole('search').boundingBox()
  const cart = await header(page).getByRole('link', { name: 'Giỏ hàng' }).boundingBox()
  for (const [what, box] of [
    ['search', search],
    ['cart', cart],
  ] as const) {
    expect(box, what).not.toBeNull()
    expect(box?.y ?? -1, `${what} after scrolling`).toBeGreaterThanOrEqual(0)
    expect((box?.y ?? 0) + (box?.height ?? 0), `${what} after scrolling`).toBeLessThanOrEqual(160)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** At the very end of the page the footer ends above the tab bar, not under it. */
async function expectRoomForTabBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect
    .poll(() =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1),
    )
    .toBe(true)
  const footer = await page.getByRole('contentinfo').boundingBox()
  const bar = await tabBar(page).boundingBox()
  if (!footer || !bar) throw new Error('no footer or tab bar')
  expect(bar.height).toBeGreaterThanOrEqual(56)
  expect(footer.y + footer.height, 'footer above the tab bar').toBeLessThanOrEqual(bar.y + 0.5)
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function firstProductId(page: Page): Promise<number> {
  const response = await page.request.get('/api/products?filter[suppliers.id]=390&per_page=1', {
    headers: { 'accept-language': 'vi' },
  })
  expect(response.status()).toBe(200)
  const id = (await response.json()).data[0]?.id as number | undefined
  if (!id) throw new Error('no product')
  return id
}

async function signIn(page: Page, back: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(back)}`)
  await submitLogin(page, HEADER_SHOPPER.email, HEADER_SHOPPER.password)
  await expect(page).toHaveURL(back)
  await waitForHydration(page)
}

test('a visitor: every panel on screen, the tab bar on phones only, its tabs sign in first', async ({
  page,
  isMobile,
}) => {
  // A light page: the home page's hundred cards make axe slow on a busy box (home.spec covers it).
  await page.goto('/contact-us')
  await waitForHydration(page)
  if (!isMobile) {
    await expectMenusFit(page, 1280, ['Yêu thích'])
    await expect(tabBar(page)).toBeHidden()
    return
  }
  for (const width of PHONE) {
    await expectMenusFit(page, width, ['Yêu thích'])
    await expect(tabBar(page)).toBeVisible()
  }
  const tabs = tabBar(page)
  await expect(tabs.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/')
  await expect(tabs.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current')
  await expect(tabs.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcart',
  )
  await expect(tabs.getByRole('link', { name: 'Thông báo' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcustomer%2Forders',
  )
  await expect(tabs.getByRole('link', { name: 'Tài khoản' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcustomer%2Fuser-info',
  )
  await expectAccessible(page)
})

test('a phone: the header stays on top, the page ends above the tab bar, the search tab types', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phones only')
  await page.goto('/')
  await waitForHydration(page)
  await expectStickyHeader(page)
  await expectRoomForTabBar(page)
  await tabBar(page).getByRole('link', { name: 'Tìm kiếm' }).click()
  await expect(header(page).getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).toBeFocused()
})

test('the search box keeps a usable width, for a visitor and for a customer', async ({
  page,
  isMobile,
}) => {
  const widths = isMobile ? PHONE : SEARCH_WIDE
  await page.goto('/')
  await expectSearchUsable(page, widths)
  // Signed in, the name and the bell take room beside it.
  await signIn(page, '/')
  await expectSearchUsable(page, widths)
})

test('signed in: the cart sheet and the bell on screen, the cart one tap from a product page', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const productId = await firstProductId(page)
  const productPage = `/products/ikom/${productId}`

  if (isMobile) {
    // A visitor's cart tab leads through sign-in to the cart.
    await page.goto(productPage)
    await waitForHydration(page)
    await tabBar(page).getByRole('link', { name: 'Giỏ hàng' }).click()
    await expect(page).toHaveURL('/login?redirect=%2Fcart')
    await submitLogin(page, HEADER_SHOPPER.email, HEADER_SHOPPER.password)
    await expect(page).toHaveURL('/cart')
  } else {
    await signIn(page, '/cart')
  }

  // One line in the cart (set, not added: both projects share the account).
  const own = await page.request.get('/api/users?filter[own]=1')
  const userId = ((await own.json()) as { data: { id: number }[] }).data[0]?.id
  const put = await page.request.put(`/market/cart/${userId}`, {
    data: { shop_id: 'ikom', id: productId, quantity: 1 },
    headers: { origin: baseURL ?? '' },
  })
  expect(put.status(), await put.text()).toBe(200)

  await page.goto(productPage)
  await waitForHydration(page)
  const cartMenu = header(page).getByRole('button', { name: /^Giỏ hàng/ })
  await expect(cartMenu).toHaveAccessibleName('Giỏ hàng 1 sản phẩm trong giỏ')

  if (!isMobile) {
    await expectMenusFit(page, 1280, ['Yêu thích', 'Giỏ hàng', 'Thông báo'])
    await expect(tabBar(page)).toBeHidden()
    return
  }
  for (const width of PHONE) {
    await expectMenusFit(page, width, ['Yêu thích', 'Giỏ hàng', 'Thông báo'])
  }
  // The sheet closes with its close button and with a tap on the dimmed page too.
  await cartMenu.click()
  const sheet = page.locator(`[id="${await cartMenu.getAttribute('aria-controls')}"]`)
  await sheet.getByRole('button', { name: 'Đóng' }).click()
  await expect(sheet).toBeHidden()
  await expect(cartMenu).toBeFocused()
  await cartMenu.click()
  await page.mouse.click(200, 150)
  await expect(sheet).toBeHidden()
  await expectAccessible(page)

  // The product page keeps the tab bar (its own bar goes above it); the cart is one tap.
  const tabs = tabBar(page)
  await expect(tabs.getByRole('link', { name: 'Giỏ hàng 1 sản phẩm trong giỏ' })).toBeVisible()
  await tabs.getByRole('link', { name: /^Giỏ hàng/ }).click()
  await expect(page).toHaveURL('/cart')
  // The cart has its own total bar along the bottom: no tab bar there, no room kept for it.
  await expect(tabBar(page)).toHaveCount(0)
  const padding = await page.evaluate(
    () => getComputedStyle(document.querySelector('[data-site-layout]') as Element).paddingBottom,
  )
  expect(padding).toBe('0px')

  // The account tab leads to the customer area, which has Log out on phones.
  await page.goto('/')
  await waitForHydration(page)
  await tabBar(page).getByRole('link', { name: 'Tài khoản' }).click()
  await expect(page).toHaveURL('/customer/user-info')
  // The header's Log out is hidden on phones: this is the customer area's.
  await expect(page.getByRole('button', { name: 'Đăng xuất', exact: true })).toBeVisible()
})
