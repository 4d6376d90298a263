import { isLang, LANGS } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseLang } from '#app/i18n/i18n.ts'

export function LanguageSelector() {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 text-stone-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
      </svg>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLang(event.target.value)) chooseLang(event.target.value)
        }}
        className="cursor-pointer rounded-md border-0 bg-transparent py-1 pr-1 text-sm text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
