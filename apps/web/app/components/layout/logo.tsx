import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRootData } from '#app/lib/use-root-data.ts'

/** `compact`: below 640 px the mark alone (a visitor's header needs the room for Sign in). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const brand = useRootData().brand
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t('header.home')}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9">
        <rect width="32" height="32" rx="8" fill="#c8102e" />
        <path d="M9 12h14l-1.4 11.2a2 2 0 0 1-2 1.8h-7.2a2 2 0 0 1-2-1.8L9 12z" fill="#fff" />
        <path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" strokeWidth="2" />
        <circle cx="16" cy="18.5" r="2.6" fill="#c8102e" />
      </svg>
      <span
        className={`text-xl font-extrabold tracking-tight text-stone-900 ${compact ? 'max-sm:hidden' : ''}`}
      >
        {brand}
      </span>
    </Link>
  )
}
