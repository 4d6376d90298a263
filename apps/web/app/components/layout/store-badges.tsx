import { useTranslation } from 'react-i18next'
import { SITE } from '#app/lib/site.ts'

/** App Store and Google Play links, in the footer and the app-download modal. */
export function StoreBadges({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const badge =
    'inline-flex items-center gap-2 rounded-lg bg-black px-3 py-2 text-white ring-1 ring-stone-700 hover:bg-stone-800'
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <a href={SITE.appStore} rel="noopener noreferrer" target="_blank" className={badge}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z" />
        </svg>
        <span className="text-xs leading-tight">{t('footer.appStore')}</span>
      </a>
      <a href={SITE.googlePlay} rel="noopener noreferrer" target="_blank" className={badge}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M4 2.8v18.4c0 .5.6.8 1 .5L15.2 12 5 2.3c-.4-.3-1 0-1 .5zM16.6 13.3l2.6 1.5-3 2.9-2.6-2.5 3-1.9zm0-2.6-3 1.9 2.6 2.5 3-2.9-2.6-1.5zM5.8 22l8.1-7.9 2.3 2.2L6.9 21.7c-.4.2-.8.3-1.1.3zm0-20c.3 0 .7.1 1.1.3l9.3 5.4-2.3 2.2L5.8 2z" />
        </svg>
        <span className="text-xs leading-tight">{t('footer.googlePlay')}</span>
      </a>
    </div>
  )
}
