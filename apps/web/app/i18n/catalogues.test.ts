import { LANGS } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { allMessages } from './messages.server.ts'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const catalogues = Object.fromEntries(
  LANGS.map((lang) => [lang, flatten(allMessages[lang] as unknown as Tree)]),
)
const keysOf = (lang: string) => [...(catalogues[lang]?.keys() ?? [])].sort()
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

// Words that are the same in every language: names of languages, brands and stores.
const SAME_EVERYWHERE = new Set([
  'language.vi',
  'language.ja',
  'language.en',
  'appModal.appStore',
  'appModal.googlePlay',
  'footer.hotline',
  'footer.email',
  'auth.email',
  'account.email',
  'notices.email',
  // A search and its count: only the words typed and a number.
  'listing.empty.otherSearch',
  // The auction sites' names, as Vietnamese shoppers know them (Japanese has its own).
  'notifications.supplier.YahooAuction',
  'notifications.supplier.Ecoring',
])

describe.each(LANGS)('the %s catalogue', (lang) => {
  test('has every key of every other language, and no more', () => {
    for (const other of LANGS) expect(keysOf(lang), `${lang} vs ${other}`).toEqual(keysOf(other))
  })

  test('has no empty text and keeps every {{placeholder}}', () => {
    for (const [key, text] of catalogues[lang] ?? []) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(catalogues.en?.get(key) ?? ''))
    }
  })
})

test('vi and ja are translations, not copies of the English text', () => {
  for (const lang of ['vi', 'ja'] as const) {
    const copies = [...(catalogues[lang] ?? [])]
      .filter(([key, text]) => !SAME_EVERYWHERE.has(key) && text === catalogues.en?.get(key))
      .map(([key]) => key)
    expect(copies, lang).toEqual([])
  }
})
