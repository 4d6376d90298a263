import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Toast } from './toast.tsx'

const TONES = {
  success: { box: 'border-green-200 text-green-900', dot: 'bg-green-600' },
  danger: { box: 'border-red-200 text-red-900', dot: 'bg-red-600' },
} as const

type ToastItemProps = { toast: Toast; paused: boolean; onDone: (id: number) => void }

/** One toast: its message and a close button; it leaves when its time has run (§9). */
export function ToastItem({ toast, paused, onDone }: ToastItemProps) {
  const { t } = useTranslation()
  const left = useRef(toast.ms)

  // Each run of the clock spends what is left of the toast's time; a pause keeps the rest.
  useEffect(() => {
    if (paused) return
    const since = Date.now()
    const timer = setTimeout(() => onDone(toast.id), left.current)
    return () => {
      clearTimeout(timer)
      left.current -= Date.now() - since
    }
  }, [paused, onDone, toast.id])

  const tone = TONES[toast.tone]
  return (
    <div
      role="status"
      aria-live="off"
      className={`flex w-full items-start gap-3 rounded-xl border bg-white px-4 py-3 text-sm shadow-lg ${tone.box}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${tone.dot}`} />
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDone(toast.id)}
        aria-label={t('common.close')}
        className="-m-1 rounded p-1 text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6z" />
        </svg>
      </button>
    </div>
  )
}
