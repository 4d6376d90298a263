import { langFromCookie } from '#app/i18n/i18n.ts'

/** The language a page request is shown in (the `lang` cookie, else vi). */
export const requestLang = (request: Request) => langFromCookie(request.headers.get('cookie'))
