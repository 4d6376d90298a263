import type { Order } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextareaField } from '#app/components/ui/field.tsx'
import { OrderSection } from './order-section.tsx'

/** Issue 22: the statuses a customer may cancel in (the server decides; this only offers it). */
const CANCELLABLE = new Set(['Newish', 'Pending'])

/**
 * Cancelling an unpaid order: the form opens under a disclosure (the confirmation step), takes
 * an optional reason and posts to the page's action, so it works without JavaScript too.
 */
export function CancelOrder({
  order,
  result,
}: {
  order: Pick<Order, 'code' | 'status_id'>
  result: { cancelled: boolean; message: string | null } | undefined
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  if (result?.cancelled) {
    return (
      <Alert tone="success">
        <span data-testid="cancel-status">{t('orders.cancel.done', { code: order.code })}</span>
      </Alert>
    )
  }
  if (!CANCELLABLE.has(order.status_id)) return null
  return (
    <OrderSection title={t('orders.cancel.title')}>
      <p className="text-sm text-stone-600">{t('orders.cancel.intro')}</p>
      {result?.message ? (
        <div className="mt-3">
          <Alert tone="danger">{result.message}</Alert>
        </div>
      ) : null}
      <details className="mt-3 group">
        <summary className="inline-flex cursor-pointer list-none items-center rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600">
          {t('orders.cancel.open')}
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="cancel" />
          <TextareaField label={t('orders.cancel.reason')} name="reason" rows={2} maxLength={500} />
          <Button type="submit" variant="danger" disabled={busy}>
            {t('orders.cancel.confirm', { code: order.code })}
          </Button>
        </Form>
      </details>
    </OrderSection>
  )
}
