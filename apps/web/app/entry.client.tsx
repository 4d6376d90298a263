import { isLang } from '@kaimono/contracts'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { createI18n, LANG_STORAGE_KEY, writeLangCookie } from './i18n/i18n.ts'
import { loadMessages } from './i18n/messages.client.ts'

async function boot() {
  const shown = document.documentElement.lang
  const lang = isLang(shown) ? shown : 'vi'
  let stored = localStorage.getItem(LANG_STORAGE_KEY)
  const address = new URL(window.location.href)
  if (address.searchParams.get('lang') === lang) {
    // ADR 005, later: a page opened in a language by its address (`?lang=`, a search engine's
    // link) makes it the choice, stored below; the address drops it, so a later choice sticks.
    address.searchParams.delete('lang')
    window.history.replaceState(window.history.state, '', address)
    stored = null
  }
  // §1: localStorage holds the choice; the cookie lets the server render it. Re-sync a lost cookie.
  // Reload only when the cookie took, or a browser that refuses cookies would reload forever.
  if (isLang(stored) && stored !== lang && writeLangCookie(stored)) {
    window.location.reload()
    return
  }
  if (!isLang(stored)) {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
    writeLangCookie(lang)
  }

  const i18n = createI18n(lang, await loadMessages(lang))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    )
  })
}

void boot()
