import { DEFAULT_LANG, isLang, type Lang } from '@kaimono/contracts'
import i18next, { type i18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type en from './locales/en.json'

export type Messages = typeof en

/** §1: the choice lives in localStorage under this key, mirrored in a cookie for server rendering. */
export const LANG_STORAGE_KEY = 'lang'
export const LANG_COOKIE = 'lang'
const ONE_YEAR = 60 * 60 * 24 * 365

const instances = new Map<Lang, i18n>()

export function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(lang, instance)
  return instance
}

/** The translator for meta functions, which cannot use hooks. */
export function fixedT(lang: Lang): TFunction {
  const instance = instances.get(lang)
  if (!instance) throw new Error(`no messages loaded for ${lang}`)
  return instance.getFixedT(lang)
}

export function langFromCookie(cookieHeader: string | null | undefined): Lang {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LANG_COOKIE && isLang(value)) return value
  }
  return DEFAULT_LANG
}

/** Mirrors the choice into the cookie the server renders by; true when the browser kept it. */
export function writeLangCookie(lang: Lang): boolean {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`
  return langFromCookie(document.cookie) === lang
}

/** Keeps the choice in localStorage and the cookie, then reloads so every text follows (§1). */
export function chooseLang(lang: Lang): void {
  localStorage.setItem(LANG_STORAGE_KEY, lang)
  writeLangCookie(lang)
  window.location.reload()
}
