import type { BrowserContext, Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  hasWindowMarker,
  markWindow,
  test,
  waitForHydration,
} from './fixtures.ts'

async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value
}

function storedLang(page: Page) {
  return page.evaluate(() => localStorage.getItem('lang'))
}

test.describe('language', () => {
  test('choosing Japanese reloads the page in Japanese and remembers it', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    expect(await storedLang(page), 'the shown language is stored on first visit').toBe('vi')

    await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('ja')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await waitForHydration(page)
    expect(await hasWindowMarker(page), 'changing the language reloads the page').toBe(false)
    await expect(page).toHaveTitle('日本の商品をベトナムへお届け | Kaimono')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('日本の商品をベトナムへお届け')
    await expect(page.getByRole('banner').getByRole('link', { name: 'お支払い情報' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(
      '月曜日〜金曜日 8:00〜17:30、土曜日 8:00〜12:00',
    )
    await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja')
    expect(await langCookie(context)).toBe('ja')
    expect(await storedLang(page)).toBe('ja')
    await expectAccessible(page)

    // Client-side navigation keeps the language.
    await page.getByRole('contentinfo').getByRole('link', { name: 'お問い合わせ' }).click()
    await expect(page).toHaveURL('/contact-us')
    await expect(page).toHaveTitle('お問い合わせ | Kaimono')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('お問い合わせ')

    // So does a full page load.
    await page.goto('/about-us')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会社概要')
  })

  test('a visit with the choice only in localStorage is rendered in that language', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => localStorage.setItem('lang', 'ja'))
    await context.clearCookies()
    expect(await langCookie(context)).toBeUndefined()

    // The server renders Vietnamese, the client restores the cookie and reloads.
    await page.goto('/newbie')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめての方へ')
    await expect(page).toHaveTitle('はじめての方へ | Kaimono')
    await waitForHydration(page)
    expect(await langCookie(context)).toBe('ja')
    await expectAccessible(page)
  })

  test('switching from Japanese to English works the same way', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ja', url: baseURL as string }])
    await page.goto('/contact-us')
    await waitForHydration(page)
    await page.getByRole('combobox', { name: '言語' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL('/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    await expect(page).toHaveTitle('Contact us | Kaimono')
    expect(await langCookie(context)).toBe('en')
    await waitForHydration(page)
    expect(await storedLang(page)).toBe('en')
  })
})
