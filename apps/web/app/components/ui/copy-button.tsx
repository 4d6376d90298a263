import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** §9: the copy confirmation shows for 2 s (1 s on the wallet and contact variants). */
const LOOK =
  'rounded-full border border-stone-300 px-3 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600'

/** `className` replaces the small pill look where the button stands beside larger ones. */
export function CopyButton(props: {
  value: string
  label: string
  confirmMs?: number
  className?: string
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const confirmMs = props.confirmMs ?? 2_000

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), confirmMs)
    return () => clearTimeout(timer)
  }, [copied, confirmMs])

  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(props.value)
        setCopied(true)
      }}
      className={props.className ?? LOOK}
    >
      <span aria-live="polite">{copied ? t('common.copied') : props.label}</span>
    </button>
  )
}
