import { isLang, type Lang } from '@kaimono/contracts'
import { langFromCookie } from '#app/i18n/i18n.ts'

/**
 * The language a page request is shown in: the one its address asks for (`?lang=vi|ja|en`, the
 * links search engines are given to each language of a page: ADR 005, later), else the `lang`
 * cookie's, else vi.
 */
export function requestLang(request: Request): Lang {
  if (request.url.includes('lang=')) {
    const asked = new URL(request.url).searchParams.get('lang')
    if (isLang(asked)) return asked
  }
  return langFromCookie(request.headers.get('cookie'))
}
