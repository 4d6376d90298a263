import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

/** Key the app uses to show its download dialog once per browser session. */
export const APP_MODAL_SHOWN_KEY = 'app-download-modal-shown'

type Problem = { kind: 'console' | 'pageerror' | 'csp'; text: string }

type Fixtures = {
  consoleAllowList: RegExp[]
  /** Pre-marks the app dialog as shown so it does not cover mobile pages; off for its own spec. */
  suppressAppModal: boolean
  /** Console errors a test expects, e.g. the 404 status of a not-found document. */
  allowConsoleErrors: (pattern: RegExp) => void
  /** Fails the test on console errors, uncaught exceptions and CSP violations. */
  pageProblems: Problem[]
}

export const test = base.extend<Fixtures>({
  suppressAppModal: [true, { option: true }],

  pageProblems: [
    async ({ context, suppressAppModal, consoleAllowList }, use) => {
      const problems: Problem[] = []
      // Bindings and init scripts go through the DevTools protocol, so the page's CSP allows them.
      await context.exposeBinding('__e2eCspViolation', (_source, text: string) => {
        problems.push({ kind: 'csp', text })
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eCspViolation(text: string): void })
            .__e2eCspViolation
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          )
        })
      })
      if (suppressAppModal) {
        await context.addInitScript((key) => {
          try {
            sessionStorage.setItem(key, '1')
          } catch {
            // about:blank has no storage.
          }
        }, APP_MODAL_SHOWN_KEY)
      }
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') {
            const where = message.location().url
            problems.push({
              kind: 'console',
              text: `${message.text()}${where ? ` (${where})` : ''}`,
            })
          }
        })
        page.on('pageerror', (error) =>
          problems.push({ kind: 'pageerror', text: error.stack ?? error.message }),
        )
      }
      context.pages().forEach(watch)
      context.on('page', watch)

      await use(problems)

      const unexpected = problems.filter(
        (problem) =>
          !(
            problem.kind === 'console' &&
            consoleAllowList.some((pattern) => pattern.test(problem.text))
          ),
      )
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],

  // Each test is a client of its own: the server trusts X-Forwarded-For (as behind a load
  // balancer), so the per-address sign-in and sign-up limits count every journey apart.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddress(`${testInfo.project.name} ${testInfo.testId}`) })
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
  consoleAllowList: async ({}, use) => {
    await use([])
  },

  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((pattern) => {
      consoleAllowList.push(pattern)
    })
  },
})

/** An address in the benchmarking range 198.18.0.0/15, the same for the same key. */
function clientAddress(key: string): string {
  const hash = createHash('sha256').update(key).digest()
  return `198.${18 + ((hash[0] ?? 0) % 2)}.${hash[1] ?? 0}.${hash[2] ?? 1}`
}

/**
 * axe-core with the WCAG 2 A and AA rules; serious and critical findings fail the test.
 * Lesser ones are left to review, since the placeholder screens still change every issue.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Colours measured mid-transition fail contrast (a button enabled by hydration fades from its
  // disabled colour for 150 ms): wait for every finite transition and animation to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa'])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
  expect(blocking, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Waits until React has hydrated: React Router's ScrollRestoration switches the history to
 * manual scroll restoration in an effect, which runs only after the hydration commit.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual', null, {
    timeout: 10_000,
  })
}

/** Puts a marker on window that only survives client-side (no full reload) navigation. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eMarker?: boolean }).__e2eMarker = true
  })
}

export async function hasWindowMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker === true)
}

/**
 * Records every toast (an element with the status role) the page shows from now on, across
 * reloads, for `expectToast`: a toast lasts 3 s, which a test runner starved by a busy machine
 * can miss between two looks.
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const record = () => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent?.trim()
        if (seen.has(element) || !text) continue
        seen.add(element)
        const shown = JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]
        sessionStorage.setItem('e2e.toasts', JSON.stringify([...shown, text]))
      }
    }
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

/** A toast with this text was shown since the last one expected (see `watchToasts`). */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const shown = JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]
        const at = shown.findIndex((toast) => toast.includes(wanted))
        if (at < 0) return false
        sessionStorage.setItem('e2e.toasts', JSON.stringify(shown.slice(at + 1)))
        return true
      }, text),
    )
    .toBe(true)
}
