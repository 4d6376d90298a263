import {
  APP_MODAL_SHOWN_KEY,
  expect,
  expectAccessible,
  test,
  waitForHydration,
} from './fixtures.ts'

test.use({ suppressAppModal: false })

const TITLE = 'Mua sắm nhanh hơn với ứng dụng Kaimono'

test.describe('app-download modal', () => {
  test('mobile: shown once per session, dismissible, not shown again', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'mobile visitors only')
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: TITLE })
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
    expect(await page.evaluate((key) => sessionStorage.getItem(key), APP_MODAL_SHOWN_KEY)).toBe('1')

    // Client-side navigation, then a full load in the same tab: the session has seen it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ' }).click()
    await expect(page).toHaveURL('/contact-us')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.goto('/about-us')
    await waitForHydration(page)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('mobile: Escape and a click on the backdrop close it too', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile visitors only')
    await page.goto('/contact-us')
    const dialog = page.getByRole('dialog', { name: TITLE })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.evaluate((key) => sessionStorage.removeItem(key), APP_MODAL_SHOWN_KEY)
    await page.reload()
    await expect(dialog).toBeVisible()
    // The top-left corner is backdrop: the dialog is centred and narrower than the screen.
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
  })

  test('desktop: never shown', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop visitors only')
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), APP_MODAL_SHOWN_KEY),
    ).toBeNull()
    await page.goto('/contact-us')
    await waitForHydration(page)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
