import { expect, expectAccessible, test } from './fixtures.ts'

const WIDTHS = [360, 390, 768, 1280, 1440]
const PAGES = [
  '/',
  '/contact-us',
  '/other-market/ecoring/preview',
  '/other-market/home/mercari',
  '/other-market/products/yahoo-auction',
]

test.describe('no horizontal overflow', () => {
  for (const path of PAGES) {
    test(`${path} fits ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.goto(path)
      await expectAccessible(page)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const sizes = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }))
        expect(sizes.innerWidth, `viewport at ${width}px`).toBe(width)
        expect(sizes.scrollWidth, `page width at ${width}px`).toBeLessThanOrEqual(width)
      }
    })
  }
})
