import type { Lang, ShipmentMethodId } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { PriceTable } from '#app/features/checkout/price-table.tsx'
import type { Pricing } from '#app/features/checkout/pricing.ts'
import { formatRate } from '#app/lib/format.ts'
import { useDirectOrder } from './use-direct-order.ts'

type DirectOrderPanelProps = {
  order: {
    productId: string
    quantity: number
    size: string | null
    price: number
    addressId: number | null
    method: ShipmentMethodId
    note: string
    key: string
  }
  pricing: Pricing
  /** The page is being loaded again (another address, method or quantity). */
  busy: boolean
  /** What stops the order before it is asked (sold out, no address, no size); null if nothing. */
  blocked: string | null
  lang: Lang
}

/**
 * The one order's pricing table (the server's, §7: service fee in VND), the note, and 'Create
 * order'; a refusal shows in a danger alert for 3 s (§8).
 */
export function DirectOrderPanel({ order, pricing, busy, blocked, lang }: DirectOrderPanelProps) {
  const { t } = useTranslation()
  const canCreate = blocked === null && pricing?.ok === true && order.addressId !== null && !busy
  const { creating, failure, submit } = useDirectOrder({ canCreate })
  const quoted = pricing?.ok ? pricing.price.orders[0] : undefined
  return (
    <PanelSection
      id="direct-order"
      title={t('direct.order')}
      busy={busy}
      className="space-y-4 p-5 lg:sticky lg:top-4"
    >
      {blocked ? (
        <p className="text-sm text-stone-700">{blocked}</p>
      ) : pricing === null ? (
        <p className="text-sm text-stone-700">{t('checkout.needAddress')}</p>
      ) : pricing.ok && quoted ? (
        <div className={busy ? 'opacity-50' : undefined}>
          <PriceTable caption={t('direct.order')} price={quoted} lang={lang} />
          <p className="mt-2 text-xs text-stone-500">
            {t('checkout.rate', { rate: formatRate(quoted.payment_rate, lang) })}
          </p>
        </div>
      ) : (
        <Alert tone="danger">{(!pricing.ok && pricing.message) || t('checkout.quoteFailed')}</Alert>
      )}
      <form method="post" onSubmit={submit} className="space-y-4">
        <input type="hidden" name="intent" value="create-order" />
        <input type="hidden" name="product_id" value={order.productId} />
        <input type="hidden" name="quantity" value={order.quantity} />
        <input type="hidden" name="size" value={order.size ?? ''} />
        <input type="hidden" name="price" value={order.price} />
        <input type="hidden" name="address_id" value={order.addressId ?? ''} />
        <input type="hidden" name="shipment_method_id" value={order.method} />
        <input type="hidden" name="key" value={order.key} />
        <div>
          <label htmlFor="direct-note" className="block text-sm font-medium text-stone-800">
            {t('checkout.note')}
          </label>
          <textarea
            id="direct-note"
            name="note"
            rows={2}
            maxLength={1000}
            defaultValue={order.note}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button type="submit" disabled={!canCreate || creating} className="w-full">
          {creating ? t('checkout.creating') : t('checkout.create')}
        </Button>
      </form>
    </PanelSection>
  )
}
