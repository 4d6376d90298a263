import type { Page } from '@playwright/test'
import {
  APP_MODAL_SHOWN_KEY,
  expect,
  expectAccessible,
  test,
  waitForHydration,
} from './fixtures.ts'

test.use({ suppressAppModal: false })
// Several pages, each scrolled and checked with axe: more than 30 s on a busy 2-core box.
test.slow()

const TITLE = 'Mua sắm nhanh hơn với ứng dụng Kaimono'

/** Scrolls well past half a screen, making the page tall enough for it when it is short. */
async function scrollDown(page: Page) {
  // From the top first: a reload may have restored the position already.
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, 0)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
}

const shownKey = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), APP_MODAL_SHOWN_KEY)

test.describe('app-download modal', () => {
  test('mobile: on the home page after a scroll, once per session, dismissible', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'mobile visitors only')
    await page.goto('/')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: TITLE })
    // Not on arrival: the visitor came to shop.
    await expect(dialog).toBeHidden()
    expect(await shownKey(page)).toBeNull()

    await scrollDown(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Tải về trên App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(dialog.getByRole('link', { name: 'Tải về trên Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    )
    await expectAccessible(page)

    await dialog.getByRole('button', { name: 'Tiếp tục trên trình duyệt' }).click()
    await expect(dialog).toBeHidden()
    expect(await shownKey(page)).toBe('1')

    // A listing, loaded in the same tab and scrolled: the session has seen it.
    await page.goto('/products/ikom')
    await waitForHydration(page)
    await scrollDown(page)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('mobile: Escape and a click on the backdrop close it too', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile visitors only')
    await page.goto('/products/ikom')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: TITLE })
    await scrollDown(page)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.evaluate((key) => sessionStorage.removeItem(key), APP_MODAL_SHOWN_KEY)
    await page.reload()
    await waitForHydration(page)
    await scrollDown(page)
    await expect(dialog).toBeVisible()
    // The top-left corner is backdrop: the dialog is centred and narrower than the screen.
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
  })

  test('mobile: never over a form, nor on the sign-in, sign-up, password and cart pages', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'mobile visitors only')
    for (const path of ['/login', '/register', '/forget-password', '/reset-password', '/cart']) {
      await page.goto(path)
      await waitForHydration(page)
      await scrollDown(page)
      await expect(page.getByRole('dialog'), path).toBeHidden()
      expect(await shownKey(page), path).toBeNull()
    }

    // On the home page, while the visitor types in the search box, it waits.
    await page.goto('/')
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })
    await search.focus()
    await scrollDown(page)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await shownKey(page)).toBeNull()
    await search.blur()
    await page.evaluate(() => window.scrollTo(0, 1400))
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible()
  })

  test('desktop: never shown', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop visitors only')
    await page.goto('/')
    await waitForHydration(page)
    await scrollDown(page)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await shownKey(page)).toBeNull()
  })
})
