import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'

/** §9: the default toast stays 3000 ms, bottom right, and waits while the pointer is on it. */
export const TOAST_MS = 3_000

type Tone = 'success' | 'danger'
/** `ms`: how long it stays (§9: a bid's toast 5000 ms, any other TOAST_MS). */
export type Toast = { id: number; message: string; tone: Tone; ms: number }
type Show = (message: string, tone?: Tone, ms?: number) => void

const ToastContext = createContext<Show | null>(null)

// A toast answers something the visitor did: it loads with the page's first toast (initial JS
// budget).
const ToastItem = lazy(() =>
  import('./toast-item.tsx').then((module) => ({ default: module.ToastItem })),
)

/** Lets any screen below it show toasts with `useToast()`; they outlive the screen's components. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const next = useRef(0)
  const show = useCallback<Show>((message, tone = 'success', ms = TOAST_MS) => {
    next.current += 1
    const id = next.current
    setToasts((shown) => [...shown, { id, message, tone, ms }])
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
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              paused={held.pointer || held.focus}
              onDone={dismiss}
            />
          ))}
        </Suspense>
      </section>
    </ToastContext>
  )
}

export function useToast(): Show {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast outside ToastProvider')
  return show
}
