import { test, waitForHydration } from './fixtures.ts'

// The error guard in fixtures.ts must itself catch what it promises to, or every journey
// would pass in silence. Each test provokes one kind of problem and must end failed: if the
// guard missed it, Playwright reports 'Expected to fail, but passed'.

test.describe('error guard', () => {
  test.skip(({ isMobile }) => isMobile, 'one browser setup is enough')

  test('fails a test on a CSP violation', async ({ page }) => {
    test.fail()
    await page.goto('/contact-us')
    await waitForHydration(page)
    await page.evaluate(async () => {
      const reported = new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', resolve, { once: true })
      })
      const script = document.createElement('script')
      script.textContent = 'void 0'
      document.body.append(script)
      await reported
    })
    // One more round trip, so that the page's report has reached the test process.
    await page.evaluate(() => 0)
  })

  test('fails a test on a console error', async ({ page }) => {
    test.fail()
    await page.goto('/contact-us')
    await page.evaluate(() => console.error('provoked'))
    await page.evaluate(() => 0)
  })

  test('fails a test on an uncaught exception', async ({ page }) => {
    test.fail()
    await page.goto('/contact-us')
    await page.evaluate(async () => {
      setTimeout(() => {
        throw new Error('provoked')
      })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    await page.evaluate(() => 0)
  })
})
