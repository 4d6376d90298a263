import { createHash } from 'node:crypto'
import type { Lang } from '@kaimono/contracts'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { outsideService } from '../../platform/outside.ts'
import { translations } from './schema.ts'

/** The language of a text, or `auto` for the provider to tell (a search typed in any language). */
export type SourceLang = Lang | 'auto'

/** A machine-translation service; the default one gives the text back as it is. */
export type TranslateProvider = {
  name: string
  translate(texts: string[], from: SourceLang, to: Lang, signal?: AbortSignal): Promise<string[]>
}

export const identityProvider: TranslateProvider = {
  name: 'identity',
  translate: async (texts) => texts,
}

export type Translated = { text: string; translated: boolean }

/** Longest wait for a provider before the original text is shown (§8). */
export const TRANSLATE_TIMEOUT_MS = 3000

/**
 * §7/§8: translates texts for a reader; on any failure, or after `timeoutMs`, the original
 * text is shown.
 */
export async function translateTexts(
  provider: TranslateProvider,
  texts: { text: string; from: SourceLang }[],
  to: Lang,
  log: { warn(object: object, message: string): void },
  timeoutMs = TRANSLATE_TIMEOUT_MS,
): Promise<Translated[]> {
  const results: Translated[] = texts.map(({ text }) => ({ text, translated: false }))
  const bySource = new Map<SourceLang, number[]>()
  texts.forEach(({ text, from }, i) => {
    if (from !== to && text.trim()) bySource.set(from, [...(bySource.get(from) ?? []), i])
  })
  await Promise.all(
    [...bySource].map(async ([from, positions]) => {
      let timer: NodeJS.Timeout | undefined
      try {
        const out = await Promise.race([
          provider.translate(
            positions.map((i) => texts[i]?.text ?? ''),
            from,
            to,
          ),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('translation timed out')), timeoutMs)
          }),
        ])
        positions.forEach((position, k) => {
          const text = out[k]
          if (typeof text === 'string' && text.trim()) {
            results[position] = { text, translated: text !== texts[position]?.text }
          }
        })
      } catch (error) {
        log.warn({ err: error, provider: provider.name, from, to }, 'translation failed')
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return results
}

/** Where a translation is kept: one key per provider, language pair and text. */
export function cacheKey(provider: string, from: SourceLang, to: Lang, text: string): string {
  return createHash('sha256').update(`${provider}\n${from}\n${to}\n${text}`).digest('hex')
}

export type KeptProviderOptions = {
  /** Longest wait for one call to the provider. */
  timeoutMs?: number
  /** Failures in a row after which the provider is left alone for `openMs`. */
  failuresToOpen?: number
  openMs?: number
}

/**
 * A provider whose translations are kept in the database (by `cacheKey`), so each text is sent
 * once per language pair; only the texts not yet kept are sent, in one call, through a guard
 * (timeout and circuit breaker: a provider that is down costs a reader nothing but the original
 * text, at once). The default provider is used as it is: it has nothing worth keeping.
 */
export function keptProvider(
  db: Database,
  provider: TranslateProvider,
  options: KeptProviderOptions = {},
): TranslateProvider {
  if (provider === identityProvider) return provider
  const guard = outsideService({
    service: `translation (${provider.name})`,
    timeoutMs: options.timeoutMs ?? TRANSLATE_TIMEOUT_MS - 500,
    failuresToOpen: options.failuresToOpen ?? 5,
    openMs: options.openMs ?? 30_000,
  })
  return {
    name: provider.name,
    async translate(texts, from, to) {
      // Each distinct text's key, worked out once.
      const keyOf = new Map(texts.map((text) => [text, cacheKey(provider.name, from, to, text)]))
      const rows = await db
        .select({ key: translations.key, translated: translations.translated })
        .from(translations)
        .where(inArray(translations.key, [...keyOf.values()]))
      const kept = new Map(rows.map((row) => [row.key, row.translated]))
      const missing = [...keyOf].filter(([, key]) => !kept.has(key)).map(([text]) => text)
      if (missing.length) {
        const out = await guard.call((signal) => provider.translate(missing, from, to, signal))
        const fresh = missing.flatMap((text, i) => {
          const translated = out[i]
          return typeof translated === 'string' && translated.trim()
            ? [{ key: keyOf.get(text) ?? '', translated }]
            : []
        })
        for (const { key, translated } of fresh) kept.set(key, translated)
        if (fresh.length) {
          await db
            .insert(translations)
            .values(
              fresh.map(({ key, translated }) => ({
                key,
                provider: provider.name,
                fromLang: from,
                toLang: to,
                translated,
              })),
            )
            .onConflictDoNothing()
        }
      }
      return texts.map((text) => kept.get(keyOf.get(text) ?? '') ?? text)
    },
  }
}
