import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import { type ReplayedProvider, translateReplay } from '../../../test/translate-replay.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { OutsideUnavailable } from '../../platform/outside.ts'
import {
  deepL,
  googleTranslate,
  libreTranslate,
  providerFromConfig,
  TranslateApiError,
} from './providers.ts'
import {
  identityProvider,
  keptProvider,
  type TranslateProvider,
  translateTexts,
} from './service.ts'

type Replay = Awaited<ReturnType<typeof translateReplay>>
const replays: Replay[] = []
afterEach(async () => {
  await Promise.all(replays.splice(0).map((replay) => replay.close()))
})

/** A provider's client on its local stand-in, with the stand-in's key or another. */
async function against(kind: ReplayedProvider, apiKey?: string) {
  const replay = await translateReplay(kind)
  replays.push(replay)
  const options = { url: replay.url, apiKey: apiKey ?? replay.apiKey }
  const provider =
    kind === 'libretranslate'
      ? libreTranslate(options)
      : kind === 'deepl'
        ? deepL(options)
        : googleTranslate(options)
  return { replay, provider }
}

const KINDS: ReplayedProvider[] = ['libretranslate', 'deepl', 'google']

test('LibreTranslate is sent q as a list, source, target, format text and the key', async () => {
  const { replay, provider } = await against('libretranslate')
  expect(await provider.translate(['日焼け止め', 'とても良い商品です'], 'ja', 'vi')).toEqual([
    'Kem chống nắng',
    'Sản phẩm rất tốt',
  ])
  expect(replay.seen[0]).toMatchObject({
    path: '/translate',
    body: {
      q: ['日焼け止め', 'とても良い商品です'],
      source: 'ja',
      target: 'vi',
      format: 'text',
      api_key: 'key-123',
    },
  })
})

test('DeepL is sent text, target_lang (English as EN-US) and the key in its header', async () => {
  const { replay, provider } = await against('deepl')
  expect(await provider.translate(['日焼け止め'], 'ja', 'en')).toEqual(['Sunscreen'])
  expect(replay.seen[0]).toMatchObject({
    path: '/v2/translate',
    body: { text: ['日焼け止め'], source_lang: 'JA', target_lang: 'EN-US' },
  })
  expect(replay.seen[0]?.headers.authorization).toBe('DeepL-Auth-Key key-123')
  // A search typed in any language: DeepL is left to tell it.
  expect(await provider.translate(['kem chống nắng'], 'auto', 'ja')).toEqual(['日焼け止め'])
  expect(replay.seen[1]?.body).not.toHaveProperty('source_lang')
})

test('Google v2 is sent q, target, source and format text, the key in the query', async () => {
  const { replay, provider } = await against('google')
  expect(await provider.translate(['日焼け止め', 'とても良い商品です'], 'ja', 'en')).toEqual([
    'Sunscreen',
    'A very good product',
  ])
  expect(replay.seen[0]).toMatchObject({
    path: '/language/translate/v2',
    body: { q: ['日焼け止め', 'とても良い商品です'], target: 'en', source: 'ja', format: 'text' },
  })
  expect(replay.seen[0]?.query.get('key')).toBe('key-123')
})

test.each(KINDS)(
  '%s: a wrong key is refused with the provider’s reason, not the key',
  async (kind) => {
    const { provider } = await against(kind, 'wrong-key')
    const error = await provider.translate(['日焼け止め'], 'ja', 'vi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TranslateApiError)
    expect((error as TranslateApiError).status).toBe(kind === 'google' ? 400 : 403)
    expect((error as Error).message).not.toContain('wrong-key')
  },
)

test.each(KINDS)(
  '%s: errors, quota, HTML pages and short answers are errors, never half a translation',
  async (kind) => {
    const { replay, provider } = await against(kind)
    const cases = [
      { status: 429, body: JSON.stringify({ error: 'Slowdown: 10 per minute' }) },
      { status: 456, body: JSON.stringify({ message: 'Quota exceeded' }) },
      { status: 500, body: '<html><body>Internal Server Error</body></html>', type: 'text/html' },
      { status: 200, body: '{"unexpected":true}' },
    ]
    for (const mode of cases) {
      replay.mode(mode)
      const error = await provider.translate(['日焼け止め'], 'ja', 'vi').catch((e: unknown) => e)
      expect(error, JSON.stringify(mode)).toBeInstanceOf(TranslateApiError)
    }
    replay.mode('short')
    await expect(
      provider.translate(['日焼け止め', 'とても良い商品です'], 'ja', 'vi'),
    ).rejects.toThrow(/1 translations for 2 texts/)
  },
)

test('a provider that hangs is aborted by its signal', async () => {
  const { replay, provider } = await against('libretranslate')
  replay.mode('hang')
  const controller = new AbortController()
  const pending = provider.translate(['日焼け止め'], 'ja', 'vi', controller.signal)
  controller.abort()
  await expect(pending).rejects.toThrow()
})

test('the configuration picks the provider; a provider without its address or key is refused', () => {
  const config = { TRANSLATE_URL: 'http://127.0.0.1:5000', TRANSLATE_API_KEY: 'k' }
  expect(providerFromConfig({ ...config, TRANSLATE_PROVIDER: 'none' }, identityProvider)).toBe(
    identityProvider,
  )
  expect(
    providerFromConfig({ ...config, TRANSLATE_PROVIDER: 'deepl' }, identityProvider).name,
  ).toBe('deepl')
  expect(() =>
    providerFromConfig({ TRANSLATE_PROVIDER: 'libretranslate' }, identityProvider),
  ).toThrow(/TRANSLATE_URL/)
  expect(() => providerFromConfig({ TRANSLATE_PROVIDER: 'google' }, identityProvider)).toThrow(
    /TRANSLATE_API_KEY/,
  )
})

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await freshDatabase()
})
afterAll(async () => {
  await handle?.close()
})
const quiet = { warn: () => {} }

test('translations are kept in the database: a text is sent once per language pair', async () => {
  const { replay, provider } = await against('google')
  const kept = keptProvider(handle.db, provider)
  const first = await translateTexts(kept, [{ text: '日焼け止め', from: 'ja' }], 'vi', quiet)
  expect(first).toEqual([{ text: 'Kem chống nắng', translated: true }])
  // A second reader (another process even: it is the database) gets it without a call.
  const again = keptProvider(handle.db, provider)
  const second = await translateTexts(
    again,
    [
      { text: '日焼け止め', from: 'ja' },
      { text: 'とても良い商品です', from: 'ja' },
    ],
    'vi',
    quiet,
  )
  expect(second.map((t) => t.text)).toEqual(['Kem chống nắng', 'Sản phẩm rất tốt'])
  expect(replay.seen.map((seen) => seen.body.q)).toEqual([['日焼け止め'], ['とても良い商品です']])
  // Another language is another translation.
  await translateTexts(again, [{ text: '日焼け止め', from: 'ja' }], 'en', quiet)
  expect(replay.seen).toHaveLength(3)
})

test('a failing provider shows the original (§8), keeps nothing, and is left alone once it keeps failing', async () => {
  const { replay, provider } = await against('deepl')
  replay.mode({ status: 503, body: JSON.stringify({ message: 'Service unavailable' }) })
  const warnings: object[] = []
  const log = { warn: (object: object) => warnings.push(object) }
  const kept = keptProvider(handle.db, provider, { failuresToOpen: 2, openMs: 60_000 })
  const text = 'この商品は新品です'
  for (let i = 0; i < 3; i++) {
    expect(await translateTexts(kept, [{ text, from: 'ja' }], 'vi', log)).toEqual([
      { text, translated: false },
    ])
  }
  // Two calls failed; the third was refused by the breaker without a call.
  expect(replay.seen).toHaveLength(2)
  expect((warnings[2] as { err: unknown }).err).toBeInstanceOf(OutsideUnavailable)
})

test('a provider that hangs costs the reader its timeout, then the original', async () => {
  const { replay, provider } = await against('libretranslate')
  replay.mode('hang')
  const kept = keptProvider(handle.db, provider, { timeoutMs: 50 })
  const text = '送料無料'
  expect(await translateTexts(kept, [{ text, from: 'ja' }], 'vi', quiet)).toEqual([
    { text, translated: false },
  ])
})

test('the default provider is not kept: nothing is written for it', async () => {
  const counting: TranslateProvider = { ...identityProvider }
  expect(keptProvider(handle.db, identityProvider)).toBe(identityProvider)
  expect(keptProvider(handle.db, counting)).not.toBe(counting)
})
