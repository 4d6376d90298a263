import type { Page } from '@playwright/test'

// The search across markets' page (§2 Cross-market search), as its journeys read it.

export const main = (page: Page) => page.getByRole('main')
export const results = (page: Page) =>
  main(page).getByRole('region', { name: 'Sản phẩm', exact: true })
export const marketCards = (page: Page) => results(page).getByRole('article')

/** The markets the result's cards link to. */
export async function cardMarkets(page: Page): Promise<string[]> {
  const hrefs = await marketCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split('/')[2] ?? ''))]
}

/** The cards' prices in yen, in the order shown. */
export async function cardYen(page: Page): Promise<number[]> {
  const texts = await marketCards(page).locator('text=/^¥[\\d,]+$/').allTextContents()
  return texts.map((text) => Number(text.replace(/[¥,]/g, '')))
}
