import { expect, test } from 'vitest'
import { useTestApp } from './app.ts'

const testApp = useTestApp()

type Targets = Record<'search' | 'category' | 'product', () => Promise<{ paths: string[] }>>
const benchUrls = new URL('../../../scripts/bench/catalog-urls.mjs', import.meta.url).href

/**
 * `npm run bench` draws its catalogue targets from the demo data and the contracts (they moved
 * in issue 17 and the bench stopped loading unseen): they load, and what they ask answers 200.
 */
test('the bench’s catalogue targets load and every kind of them answers', async () => {
  const base = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const { catalogUrls } = (await import(benchUrls)) as {
    catalogUrls: (base: string) => Targets
  }
  const urls = catalogUrls(base)
  for (const target of ['search', 'category', 'product'] as const) {
    const { paths } = await urls[target]()
    expect(paths.length, target).toBeGreaterThan(0)
    for (const path of [paths[0], paths.at(-1)] as string[]) {
      const response = await fetch(new URL(path, base))
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
    }
  }
})
