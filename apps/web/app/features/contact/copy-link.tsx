import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_COPIED_MS } from './contact-details.ts'

/**
 * §2 Contact us: a click on a phone number or an email address copies it and says 'Coppied'
 * for 1 s (§9). It stays a tel: or mailto: link: without JavaScript, or where the clipboard is
 * refused, the click does what the link says.
 */
export function CopyLink({
  href,
  value,
  children,
}: {
  href: string
  value: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), CONTACT_COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <a
        href={href}
        onClick={(event) => {
          if (!navigator.clipboard) return
          event.preventDefault()
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => window.location.assign(href),
          )
        }}
        className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {children}
        {hydrated ? <span className="sr-only">, {t('contact.copyHint')}</span> : null}
      </a>
      {/* The hint's place says 'Coppied' for its second; only that is announced. */}
      {hydrated && !copied ? (
        <span aria-hidden="true" className="text-xs text-stone-500">
          {t('contact.copyHint')}
        </span>
      ) : null}
      <span aria-live="polite" className="text-xs font-semibold text-green-800 empty:hidden">
        {copied ? t('common.copied') : ''}
      </span>
    </span>
  )
}
