import type { Address, CartGroup, Lang, ShipmentMethodId } from '@kaimono/contracts'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { StickyTotalBar } from '#app/components/ui/sticky-total-bar.tsx'
import { lineKey } from '#app/features/cart/cart-lines.ts'
import { formatVnd } from '#app/lib/format.ts'
import { keyField } from './checkout-result.ts'
import type { Pricing } from './pricing.ts'

/** The order form, which the phone's sticky order button submits too. */
const CHECKOUT_FORM = 'checkout-order'

type CreateOrderFormProps = {
  groups: CartGroup[]
  address: Address | null
  method: ShipmentMethodId
  pricing: Pricing
  /** The idempotency key the page was given for each shop's order. */
  keys: Record<string, string>
  canCreate: boolean
  creating: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  lang: Lang
}

/**
 * 'Create order': the lines, address and method as the page shows them, a note, and the button
 * (on a phone in a bar at the bottom, with the total). Without JavaScript the form posts itself.
 */
export function CreateOrderForm(props: CreateOrderFormProps) {
  const { groups, address, method, pricing, keys, canCreate, creating, onSubmit, lang } = props
  const { t } = useTranslation()
  const label = creating ? t('checkout.creating') : t('checkout.create')
  return (
    <>
      <form id={CHECKOUT_FORM} method="post" onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="create-order" />
        <input
          type="hidden"
          name="items"
          value={groups.flatMap((group) => group.products.map(lineKey)).join(',')}
        />
        <input type="hidden" name="address_id" value={address?.id ?? ''} />
        <input type="hidden" name="shipment_method_id" value={method} />
        {groups.map((group) => (
          <input
            key={group.shop_id}
            type="hidden"
            name={keyField(group.shop_id)}
            value={keys[group.shop_id] ?? ''}
          />
        ))}
        <div>
          <label htmlFor="checkout-note" className="block text-sm font-medium text-stone-800">
            {t('checkout.note')}
          </label>
          <textarea
            id="checkout-note"
            name="note"
            rows={2}
            maxLength={1000}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <Button type="submit" disabled={!canCreate} className="w-full max-sm:hidden">
          {label}
        </Button>
      </form>
      <StickyTotalBar
        name="checkout"
        label={t('checkout.total')}
        total={pricing?.ok ? formatVnd(pricing.price.total.total_vnd, lang) : '—'}
      >
        <Button type="submit" form={CHECKOUT_FORM} disabled={!canCreate} className="shrink-0">
          {label}
        </Button>
      </StickyTotalBar>
    </>
  )
}
