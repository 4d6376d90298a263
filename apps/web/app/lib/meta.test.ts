import { LANGS, type Lang } from '@kaimono/contracts'
import { beforeAll, describe, expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from './meta.ts'

beforeAll(() => {
  for (const lang of LANGS) createI18n(lang, allMessages[lang])
})

const matchesFor = (lang: Lang, id: string) => [
  { id: 'root', loaderData: { lang, brand: 'Kaimono' } },
  { id },
]

const description = (tags: ReturnType<typeof pageMeta>) =>
  tags.find((tag) => 'name' in tag && tag.name === 'description') as
    | { name: string; content: string }
    | undefined

// Issue 15: the public pages a visitor or a search engine lands on, each described in its own words.
const OWN = [
  'home',
  'products',
  'login',
  'register',
  'forget-password',
  'reset-password',
  'contact-us',
  'about-us',
  'blogs',
  'blog',
  'policy',
  'manual',
  'newbie',
  'price-list',
  'service-price-table',
  'question-and-answer',
  'payment-information',
  'not-found',
]

describe('pageMeta', () => {
  test.each(LANGS)(
    'in %s: the title, and a description of its own for each public page',
    (lang) => {
      const fallback = description(pageMeta(matchesFor(lang, 'checkout'), 'checkout'))?.content
      expect(fallback).toBe(allMessages[lang].meta.default.replaceAll('{{brand}}', 'Kaimono'))
      const seen = new Set<string>()
      for (const id of OWN) {
        const tags = pageMeta(matchesFor(lang, id), id, { shop: 'IKOM' })
        expect(tags[0]).toEqual({ title: `${allMessages[lang].routes[id as 'home']} | Kaimono` })
        const content = description(tags)?.content ?? ''
        expect(content, id).not.toBe(fallback)
        expect(content, id).not.toMatch(/\{\{|\}\}/)
        expect(content.length, id).toBeGreaterThan(20)
        expect(content.length, `${id} fits a search result`).toBeLessThanOrEqual(200)
        seen.add(content)
      }
      expect(seen.size).toBe(OWN.length)
    },
  )

  test('the listing names its shop, and the brand is the configured one', () => {
    const tags = pageMeta(
      [{ id: 'root', loaderData: { lang: 'en', brand: 'Kaimono Test' } }, { id: 'products' }],
      'products',
      { shop: 'Awond' },
    )
    expect(description(tags)?.content).toMatch(/^Awond: genuine Japanese products/)
    expect(description(pageMeta(matchesFor('vi', 'home'), 'home'))?.content).toContain('Kaimono')
    const login = pageMeta(
      [{ id: 'root', loaderData: { lang: 'ja', brand: 'Kaimono Test' } }, { id: 'login' }],
      'login',
    )
    expect(description(login)?.content).toContain('Kaimono Test')
  })

  test('a route without words of its own gets the site description; the route id comes from the match', () => {
    const tags = pageMeta(matchesFor('vi', 'customer-orders'))
    expect(tags[0]).toEqual({ title: 'Đơn hàng | Kaimono' })
    expect(description(tags)?.content).toMatch(/^Kaimono – mua hộ hàng Nhật chính hãng/)
  })

  test('without the root data (an error page) only a title', () => {
    expect(pageMeta([undefined])).toEqual([{ title: 'Kaimono' }])
  })
})
