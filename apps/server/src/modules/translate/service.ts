import type { Lang } from '@kaimono/contracts'

/** A machine-translation service; the default one gives the text back as it is. */
export type TranslateProvider = {
  name: string
  translate(texts: string[], from: Lang, to: Lang): Promise<string[]>
}

export const identityProvider: TranslateProvider = {
  name: 'identity',
  translate: async (texts) => texts,
}

export type Translated = { text: string; translated: boolean }

/**
 * §7/§8: translates texts for a reader; on any failure, or after `timeoutMs`, the original
 * text is shown.
 */
export async function translateTexts(
  provider: TranslateProvider,
  texts: { text: string; from: Lang }[],
  to: Lang,
  log: { warn(object: object, message: string): void },
  timeoutMs = 3000,
): Promise<Translated[]> {
  const results: Translated[] = texts.map(({ text }) => ({ text, translated: false }))
  const bySource = new Map<Lang, number[]>()
  texts.forEach(({ from }, i) => {
    if (from !== to) bySource.set(from, [...(bySource.get(from) ?? []), i])
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
