import type { Lang } from '@kaimono/contracts'
import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'

/**
 * A screen's own messages in every language, kept out of the catalogue every page downloads
 * (locales/*.json): the route that shows them imports its bundle, so only its visitors load it
 * (the product page's JavaScript budget, docs/performance.md).
 */
export type Bundle = Record<Lang, Record<string, unknown>>

const added = new WeakMap<Bundle, WeakMap<i18n, Set<string>>>()

/**
 * Adds `bundle`'s messages to the page's i18n before the screen's texts are read, once per
 * instance and language. The server's instances hold every bundle already (messages.server.ts).
 */
export function useBundle(bundle: Bundle): void {
  const { i18n } = useTranslation()
  const lang = i18n.language as Lang
  let byInstance = added.get(bundle)
  if (!byInstance) {
    byInstance = new WeakMap()
    added.set(bundle, byInstance)
  }
  let langs = byInstance.get(i18n)
  if (!langs) {
    langs = new Set()
    byInstance.set(i18n, langs)
  }
  if (langs.has(lang) || !bundle[lang]) return
  i18n.addResourceBundle(lang, 'translation', bundle[lang], true, false)
  langs.add(lang)
}
