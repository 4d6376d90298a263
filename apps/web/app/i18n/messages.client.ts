import type { Lang } from '@kaimono/contracts'
import type { Messages } from './i18n.ts'

const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' })

/** The browser downloads only the catalogue of the language it shows. */
export function loadMessages(lang: Lang): Promise<Messages> {
  const load = loaders[`./locales/${lang}.json`]
  if (!load) throw new Error(`no catalogue for ${lang}`)
  return load()
}
