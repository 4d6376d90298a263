// Plain values and functions, no schema: the browser bundle imports these without zod.

/** §1: vi is the default language; ja and en are offered beside it. */
export const LANGS = ['vi', 'ja', 'en'] as const
export const DEFAULT_LANG = 'vi'
export type Lang = (typeof LANGS)[number]

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * Picks the best supported language from an Accept-Language header
 * (`ja-JP,ja;q=0.9,en;q=0.8`), falling back to the default.
 */
export function pickLang(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.base).find(isLang) ?? DEFAULT_LANG
}

/**
 * A page's address in a language (ADR 005, later): Vietnamese, the default, at the page's own
 * address; Japanese and English with `?lang=`, which the server renders in that language
 * whatever the visitor's cookie says. The sitemap, the pages' hreflang links and the bench
 * make their addresses by this one rule.
 */
export function addressInLang(href: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return href
  const url = new URL(href)
  url.searchParams.set('lang', lang)
  return url.href
}
