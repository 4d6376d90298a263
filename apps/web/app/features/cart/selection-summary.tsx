import type { Lang } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatJpy, formatVnd } from '#app/lib/format.ts'
import type { SelectionTotal } from './cart-lines.ts'

type SelectionSummaryProps = {
  count: number
  total: SelectionTotal
  lang: Lang
  /** The checkout button. */
  children: ReactNode
}

/** §4/§9 the selection total: goods, 10% tax and the sum, in VND with the JPY beside. */
export function SelectionSummary({ count, total, lang, children }: SelectionSummaryProps) {
  const { t } = useTranslation()
  const row = (label: string, vnd: number, jpy: number, strong = false) => (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-2' : ''}`}
    >
      <dt className={strong ? 'font-semibold text-stone-900' : 'text-stone-600'}>{label}</dt>
      <dd className="text-right tabular-nums">
        <span className={strong ? 'text-lg font-bold text-brand-700' : 'font-medium'}>
          {formatVnd(vnd, lang)}
        </span>
        <span className="block text-xs text-stone-500">{formatJpy(jpy)}</span>
      </dd>
    </div>
  )
  return (
    <PanelSection
      id="cart-summary"
      title={t('cart.summary')}
      className="space-y-4 p-5 lg:sticky lg:top-4"
    >
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('cart.selected', { count })}
      </p>
      <dl className="space-y-2 text-sm">
        {row(t('cart.subtotal'), total.vnd, total.jpy)}
        {row(t('cart.tax'), total.taxVnd, total.taxJpy)}
        {row(t('cart.total'), total.totalVnd, total.totalJpy, true)}
      </dl>
      {children}
    </PanelSection>
  )
}
