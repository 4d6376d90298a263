import { expect, test } from 'vitest'
import { identityProvider, type TranslateProvider, translateTexts } from './service.ts'

const warnings: string[] = []
const log = { warn: (_: object, message: string) => warnings.push(message) }

test('the default provider gives the text back, marked as not translated', async () => {
  expect(
    await translateTexts(identityProvider, [{ text: 'おいしい', from: 'ja' }], 'vi', log),
  ).toEqual([{ text: 'おいしい', translated: false }])
})

test('texts already in the reader’s language are not sent; others are, grouped by language', async () => {
  const sent: string[][] = []
  const provider: TranslateProvider = {
    name: 'upper',
    translate: async (texts) => {
      sent.push(texts)
      return texts.map((text) => text.toUpperCase())
    },
  }
  const out = await translateTexts(
    provider,
    [
      { text: 'ngon', from: 'vi' },
      { text: 'tasty', from: 'en' },
      { text: 'rẻ', from: 'vi' },
    ],
    'vi',
    log,
  )
  expect(out).toEqual([
    { text: 'ngon', translated: false },
    { text: 'TASTY', translated: true },
    { text: 'rẻ', translated: false },
  ])
  expect(sent).toEqual([['tasty']])
})

test('a provider that hangs is given up on and the original shown (§8)', async () => {
  const hanging: TranslateProvider = { name: 'hang', translate: () => new Promise(() => {}) }
  const out = await translateTexts(hanging, [{ text: 'まあまあ', from: 'ja' }], 'en', log, 20)
  expect(out).toEqual([{ text: 'まあまあ', translated: false }])
  expect(warnings).toContain('translation failed')
})
