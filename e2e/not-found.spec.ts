import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

const CASES = [
  {
    lang: undefined,
    htmlLang: 'vi',
    heading: 'Ôi! Không tìm thấy trang!',
    title: 'Không tìm thấy trang',
  },
  { lang: 'en', htmlLang: 'en', heading: 'Oops! Page Not Found!', title: 'Page not found' },
  {
    lang: 'ja',
    htmlLang: 'ja',
    heading: 'おっと！ページが見つかりません！',
    title: 'ページが見つかりません',
  },
] as const

test.describe('not-found page', () => {
  for (const { lang, htmlLang, heading, title } of CASES) {
    test(`answers 404 with the heading in ${htmlLang}`, async ({
      page,
      context,
      baseURL,
      allowConsoleErrors,
    }) => {
      // Chromium logs the document's 404 status as a console error.
      allowConsoleErrors(/status of 404/)
      if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseURL as string }])

      const response = await page.goto('/no/such/page')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(`${title} | Kaimono`)
      // The site layout stays around the not-found page.
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('explains the page may have moved and links back home', async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }])
    await page.goto('/products/ikom/1/not-a-route')
    await expect(page.getByRole('main')).toContainText(
      'The page you are looking for does not exist, or it may have been moved or deleted.',
    )
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Japanese goods, delivered to Vietnam',
    )
  })
})
