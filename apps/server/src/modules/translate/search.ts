import { hasJapanese } from '../catalog/index.ts'
import { glossaryToJapanese } from './glossary.ts'
import { identityProvider, type TranslateProvider, translateTexts } from './service.ts'

/** How a search's words were put into Japanese: the glossary, the provider, or not at all. */
export type SearchTranslation = { text: string; via: 'glossary' | 'provider' | null }

/**
 * Issue 19 `is_translate_search`: words typed in Vietnamese (with or without tone marks) or
 * English, as Japanese sellers write them. The built-in glossary of shopping terms comes first —
 * it knows 'kem chong nang' as well as 'kem chống nắng', and answers at once, offline; the
 * provider (when one is configured) takes what the glossary does not know. Japanese words, and
 * words neither knows, are searched as typed.
 */
export async function searchInJapanese(
  provider: TranslateProvider,
  query: string,
  log: { warn(object: object, message: string): void },
): Promise<SearchTranslation> {
  const words = query.trim()
  if (!words || hasJapanese(words)) return { text: words, via: null }
  const glossary = glossaryToJapanese(words)
  if (glossary.matched.length) return { text: glossary.text, via: 'glossary' }
  if (provider === identityProvider) return { text: words, via: null }
  const [answer] = await translateTexts(provider, [{ text: words, from: 'auto' }], 'ja', log)
  return answer?.translated && answer.text.trim()
    ? { text: answer.text.trim(), via: 'provider' }
    : { text: words, via: null }
}
