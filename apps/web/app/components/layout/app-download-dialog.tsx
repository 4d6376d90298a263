import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StoreBadges } from './store-badges.tsx'

/** The app-download offer (§2), opened as a modal as soon as it is shown. */
export function AppDownloadDialog() {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const dismiss = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    dialog.current?.showModal()
    // Focus the safe choice, not the first store link.
    dismiss.current?.focus()
  }, [])

  // Keyboard users close it with Escape (native to <dialog>) or the dismiss button.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer-only extra
    <dialog
      ref={dialog}
      aria-labelledby="app-modal-title"
      className="m-auto w-[min(92vw,24rem)] rounded-2xl p-0 shadow-xl"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="p-6 text-center">
        <h2 id="app-modal-title" className="text-lg font-semibold text-stone-900">
          {t('appModal.title')}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{t('appModal.body')}</p>
        <StoreBadges className="mt-5 justify-center" />
        <form method="dialog" className="mt-5">
          <button
            ref={dismiss}
            type="submit"
            className="w-full rounded-full border border-stone-300 px-4 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('appModal.dismiss')}
          </button>
        </form>
      </div>
    </dialog>
  )
}
