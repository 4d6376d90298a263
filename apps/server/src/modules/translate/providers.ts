import type { Lang } from '@kaimono/contracts'
import { z } from 'zod'
import type { Config } from '../../platform/config.ts'
import type { TranslateProvider } from './service.ts'

// The machine-translation services Kaimono can use, each written against its provider's
// documented format and tested against a local server that answers the same way
// (test/translate-replay.ts). Configuration picks one (TRANSLATE_PROVIDER); with none, the text
// is shown as written.

/** A provider refused, failed, or answered something other than its documented format. */
export class TranslateApiError extends Error {
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.name = 'TranslateApiError'
    this.status = status
  }
}

export type ProviderOptions = {
  /** The service's address: required for LibreTranslate (self-hosted); a stand-in for the others. */
  url?: string
  apiKey?: string
  fetch?: typeof globalThis.fetch
}

/**
 * POSTs JSON and reads the answer with `schema`. A refusal names the provider, its status and
 * its own reason, never the request (an API key may be in it).
 */
async function postJson<T>(
  provider: string,
  url: URL,
  body: object,
  headers: Record<string, string>,
  schema: z.ZodType<T>,
  fetchImpl: typeof globalThis.fetch,
  signal: AbortSignal | undefined,
): Promise<T> {
  const response = await fetchImpl(url, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new TranslateApiError(
      `${provider} answered HTTP ${response.status} with a body that is not JSON`,
      response.status,
    )
  }
  if (!response.ok) {
    const reason = refusalReason(json)
    throw new TranslateApiError(
      `${provider} answered HTTP ${response.status}${reason ? ` (${reason})` : ''}`,
      response.status,
    )
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new TranslateApiError(
      `${provider} answered an unexpected shape at ${issue?.path.join('.') || 'body'}`,
    )
  }
  return parsed.data
}

/** LibreTranslate `{ error }`, DeepL `{ message }`, Google `{ error: { message } }`. */
function refusalReason(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { error, message } = body as { error?: unknown; message?: unknown }
  if (typeof error === 'string') return error
  if (error && typeof error === 'object') {
    const nested = (error as { message?: unknown }).message
    if (typeof nested === 'string') return nested
  }
  return typeof message === 'string' ? message : undefined
}

/** As many answers as texts, or the provider's answer is not used at all. */
function sameCount(provider: string, texts: string[], out: string[]): string[] {
  if (out.length !== texts.length) {
    throw new TranslateApiError(
      `${provider} answered ${out.length} translations for ${texts.length} texts`,
    )
  }
  return out
}

const LibreAnswer = z.object({
  translatedText: z.union([z.string(), z.array(z.string())]),
})

/**
 * LibreTranslate (https://docs.libretranslate.com/guides/api_usage/): `POST /translate` with
 * `{ q, source, target, format, api_key }`; `q` may be a list, and `translatedText` is then a
 * list in the same order. `source: "auto"` detects the language. Refusals are `{ error }` with
 * 400 (bad request), 403 (banned or bad key), 429 (slow down), 500 (translation failed).
 */
export function libreTranslate(options: ProviderOptions & { url: string }): TranslateProvider {
  const { url, apiKey, fetch = globalThis.fetch } = options
  const endpoint = new URL('translate', url.endsWith('/') ? url : `${url}/`)
  return {
    name: 'libretranslate',
    async translate(texts, from, to, signal) {
      const answer = await postJson(
        'LibreTranslate',
        endpoint,
        { q: texts, source: from, target: to, format: 'text', ...(apiKey && { api_key: apiKey }) },
        {},
        LibreAnswer,
        fetch,
        signal,
      )
      const out = answer.translatedText
      return sameCount('LibreTranslate', texts, typeof out === 'string' ? [out] : out)
    },
  }
}

/** DeepL's language codes: English as a target must name its variant. */
const DEEPL_SOURCE: Record<Lang, string> = { vi: 'VI', ja: 'JA', en: 'EN' }
const DEEPL_TARGET: Record<Lang, string> = { vi: 'VI', ja: 'JA', en: 'EN-US' }

const DeepLAnswer = z.object({
  translations: z.array(z.object({ text: z.string(), detected_source_language: z.string() })),
})

/**
 * DeepL API (https://developers.deepl.com/docs/api-reference/translate): `POST /v2/translate`
 * with `{ text: [...], target_lang, source_lang? }` and `Authorization: DeepL-Auth-Key …`; the
 * answer is `{ translations: [{ detected_source_language, text }] }` in order. Keys of the free
 * plan end in `:fx` and are served by api-free.deepl.com. Refusals: 403 (bad key), 429 (too many
 * requests), 456 (quota used up), 5xx.
 */
export function deepL(options: ProviderOptions & { apiKey: string }): TranslateProvider {
  const { apiKey, fetch = globalThis.fetch } = options
  const base =
    options.url ?? (apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com')
  const endpoint = new URL('/v2/translate', base)
  return {
    name: 'deepl',
    async translate(texts, from, to, signal) {
      const answer = await postJson(
        'DeepL',
        endpoint,
        {
          text: texts,
          target_lang: DEEPL_TARGET[to],
          ...(from !== 'auto' && { source_lang: DEEPL_SOURCE[from] }),
        },
        { authorization: `DeepL-Auth-Key ${apiKey}` },
        DeepLAnswer,
        fetch,
        signal,
      )
      return sameCount(
        'DeepL',
        texts,
        answer.translations.map((t) => t.text),
      )
    },
  }
}

const GoogleAnswer = z.object({
  data: z.object({
    translations: z.array(
      z.object({ translatedText: z.string(), detectedSourceLanguage: z.string().optional() }),
    ),
  }),
})

/**
 * Google Cloud Translation, Basic (v2)
 * (https://cloud.google.com/translate/docs/reference/rest/v2/translate):
 * `POST /language/translate/v2?key=…` with `{ q: [...], target, source?, format: "text" }`; the
 * answer is `{ data: { translations: [{ translatedText, detectedSourceLanguage? }] } }` in order.
 * Refusals are `{ error: { code, message, errors } }` (400 bad key or language, 403 quota, 429).
 */
export function googleTranslate(options: ProviderOptions & { apiKey: string }): TranslateProvider {
  const { apiKey, fetch = globalThis.fetch } = options
  const endpoint = new URL(
    '/language/translate/v2',
    options.url ?? 'https://translation.googleapis.com',
  )
  endpoint.searchParams.set('key', apiKey)
  return {
    name: 'google',
    async translate(texts, from, to, signal) {
      const answer = await postJson(
        'Google Translation',
        endpoint,
        { q: texts, target: to, format: 'text', ...(from !== 'auto' && { source: from }) },
        {},
        GoogleAnswer,
        fetch,
        signal,
      )
      return sameCount(
        'Google Translation',
        texts,
        answer.data.translations.map((t) => t.translatedText),
      )
    },
  }
}

/** The provider the configuration names; `none` (the default) shows every text as written. */
export function providerFromConfig(
  config: Pick<Config, 'TRANSLATE_PROVIDER' | 'TRANSLATE_URL' | 'TRANSLATE_API_KEY'>,
  identity: TranslateProvider,
): TranslateProvider {
  const url = config.TRANSLATE_URL
  const apiKey = config.TRANSLATE_API_KEY
  switch (config.TRANSLATE_PROVIDER) {
    case 'libretranslate':
      if (!url) throw new Error('TRANSLATE_URL is required for LibreTranslate')
      return libreTranslate({ url, apiKey })
    case 'deepl':
      if (!apiKey) throw new Error('TRANSLATE_API_KEY is required for DeepL')
      return deepL({ url, apiKey })
    case 'google':
      if (!apiKey) throw new Error('TRANSLATE_API_KEY is required for Google Translation')
      return googleTranslate({ url, apiKey })
    default:
      return identity
  }
}
