import { expect, test } from 'vitest'
import { pickLang } from './i18n.ts'

test.each([
  [undefined, 'vi'],
  ['', 'vi'],
  ['ja', 'ja'],
  ['en-US,en;q=0.9', 'en'],
  ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
  ['fr-FR,fr;q=0.9,en;q=0.5,ja;q=0.7', 'ja'],
  ['de, fr', 'vi'],
  ['en;q=0, ja;q=0.1', 'ja'],
  ['VI-vn', 'vi'],
])('Accept-Language %j picks %s', (header, lang) => {
  expect(pickLang(header)).toBe(lang)
})
