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

/** At most this many texts are remembered per instance (the catalogues hold far fewer keys). */
const REMEMBERED_TEXTS = 20_000

/**
 * For the server's instances, which never change language or messages: a key asked for
 * without options always gives the same text, so it is looked up once. i18next's own path
 * copies its whole options object on every call, about a tenth of a product page's rendering.
 * Calls with options (interpolation, plurals, defaults) take i18next's path as before.
 */
export function rememberPlainTexts(instance: i18n): i18n {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT
  const texts = new Map<string, string>()
  const remembering = (...args: unknown[]) => {
    const t = getFixedT(...args)
    const [lng, ns, keyPrefix, fixedOpts] = args as [
      unknown,
      unknown,
      unknown,
      { scopeNs?: unknown }?,
    ]
    if (typeof keyPrefix === 'function') return t
    const scope = [lng, ns, keyPrefix, fixedOpts?.scopeNs].map(String).join('\0')
    const rememberingT = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest)
      const id = `${scope}\0${key}`
      let text = texts.get(id)
      if (text === undefined) {
        text = t(key) as string
        if (texts.size < REMEMBERED_TEXTS) texts.set(id, text)
      }
      return text
    }
    return Object.assign(rememberingT, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix })
  }
  instance.getFixedT = remembering as unknown as i18n['getFixedT']
  return instance
}

/** A fixed translator as i18next makes it, untyped. */
type AnyT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: unknown
  ns?: unknown
  keyPrefix?: unknown
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
