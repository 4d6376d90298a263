import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'

/** §9: the default toast stays 3000 ms, bottom right, and waits while the pointer is on it. */
export const TOAST_MS = 3_000

type Tone = 'success' | 'danger'
type Toast = { id: number; message: string; tone: Tone }
type Show = (message: string, tone?: Tone) => void

const ToastContext = createContext<Show | null>(null)

/** Lets any screen below it show toasts with `useToast()`; they outlive the screen's components. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const next = useRef(0)
  const show = useCallback<Show>((message, tone = 'success') => {
    next.current += 1
    const id = next.current
    setToasts((shown) => [...shown, { id, message, tone }])
  }, [])
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id))
  }, [])
  const hold = (by: 'pointer' | 'focus', on: boolean) => setHeld((was) => ({ ...was, [by]: on }))

  return (
    <ToastContext value={show}>
      {children}
      {/* One live region, there before any toast, so screen readers announce each new one (each
          toast is a status, not a live region of its own, so it is read once). Pointer and
          keyboard focus both hold every toast, so it can be read and closed (WCAG 2.2.1). */}
      <section
        aria-label={t('common.notifications')}
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={() => hold('pointer', true)}
        onMouseLeave={() => hold('pointer', false)}
        onFocus={() => hold('focus', true)}
        onBlur={() => hold('focus', false)}
        className="fixed right-4 bottom-[calc(var(--bottom-bar-h,0px)+1rem)] z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col items-end gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            paused={held.pointer || held.focus}
            onDone={dismiss}
          />
        ))}
      </section>
    </ToastContext>
  )
}

export function useToast(): Show {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast outside ToastProvider')
  return show
}

const TONES = {
  success: { box: 'border-green-200 text-green-900', dot: 'bg-green-600' },
  danger: { box: 'border-red-200 text-red-900', dot: 'bg-red-600' },
} as const

type ToastItemProps = { toast: Toast; paused: boolean; onDone: (id: number) => void }

function ToastItem({ toast, paused, onDone }: ToastItemProps) {
  const { t } = useTranslation()
  const left = useRef(TOAST_MS)

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
