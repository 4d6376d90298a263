import type { CartGroup, Lang } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#app/components/ui/alert.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatRate } from '#app/lib/format.ts'
import { PriceTable } from './price-table.tsx'
import { type Pricing, unavailableLines } from './pricing.ts'

type CheckoutTotalProps = {
  groups: CartGroup[]
  pricing: Pricing
  /** The quote is being asked again (another address or method): the old one is greyed. */
  busy: boolean
  lang: Lang
  /** The order form. */
  children: ReactNode
}

/** The checkout's total: the quote of all its orders, lines no longer for sale, the form. */
export function CheckoutTotal({ groups, pricing, busy, lang, children }: CheckoutTotalProps) {
  const { t } = useTranslation()
  const unavailable = unavailableLines(groups, pricing)
  return (
    <PanelSection
      id="checkout-total"
      title={t('checkout.totalTitle')}
      busy={busy}
      className="space-y-4 p-5 lg:sticky lg:top-4"
    >
      {pricing === null ? (
        <p className="text-sm text-stone-700">{t('checkout.needAddress')}</p>
      ) : pricing.ok ? (
        <div className={busy ? 'opacity-50' : undefined}>
          <PriceTable caption={t('checkout.totalTitle')} price={pricing.price.total} lang={lang} />
          {pricing.price.orders[0] ? (
            <p className="mt-2 text-xs text-stone-500">
              {t('checkout.rate', {
                rate: formatRate(pricing.price.orders[0].payment_rate, lang),
              })}
            </p>
          ) : null}
        </div>
      ) : (
        <Alert tone="danger">{pricing.message || t('checkout.quoteFailed')}</Alert>
      )}
      {unavailable.length > 0 ? (
        <Alert tone="danger">
          {t('checkout.unavailable', {
            names: unavailable.map((line) => line.name).join(', '),
          })}
        </Alert>
      ) : null}
      {children}
    </PanelSection>
  )
}
