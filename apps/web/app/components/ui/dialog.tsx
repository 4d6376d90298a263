import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon.tsx'

const PLACEMENT = {
  center: 'm-auto w-[min(92vw,32rem)] rounded-2xl',
  // A sheet from the left edge of a phone's screen.
  drawer: 'my-0 ml-0 mr-auto h-dvh max-h-dvh w-[min(88vw,22rem)] rounded-r-2xl',
} as const

/**
 * A modal on <dialog>: the browser traps the focus, Escape closes it and the page behind is
 * inert. The content is mounted only while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  placement?: keyof typeof PLACEMENT
  children: ReactNode
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    else if (!open && element.open) element.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer-only extra; Escape closes it
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => open && onClose()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={`max-w-none bg-white p-0 shadow-xl ${PLACEMENT[placement]}`}
    >
      {open ? (
        <div className="flex max-h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
