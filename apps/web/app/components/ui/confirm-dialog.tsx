import { useEffect, useId, useRef } from 'react'
import { Button } from './button.tsx'

type ConfirmDialogProps = {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** A modal question before a destructive step; the safe answer has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onCancel } = props
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      cancel.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer-only extra; Escape closes it
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => open && onCancel()}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onCancel()
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl p-0 shadow-xl"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {props.title}
        </h2>
        <p id={`${id}-body`} className="mt-2 text-sm text-stone-600">
          {props.body}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancel} type="button" variant="secondary" onClick={onCancel}>
            {props.cancelLabel}
          </Button>
          <Button type="button" variant="danger" onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
