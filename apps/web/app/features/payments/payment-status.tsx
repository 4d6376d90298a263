import { useTranslation } from 'react-i18next'

/**
 * Issue 15: the payment's status on the payment page. The page reloads when a notification
 * about its orders arrives (ADR 011), so this line turns into 'received' by itself.
 */
export function WaitingForTransfer() {
  const { t } = useTranslation()
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
    >
      <span aria-hidden="true" className="relative flex size-3 shrink-0">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-sky-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-3 rounded-full bg-sky-600" />
      </span>
      <span data-testid="payment-status">{t('pay.waiting')}</span>
    </p>
  )
}
