import type { Order } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatVnd } from '#app/lib/format.ts'
import { unpaidOf } from './unpaid.ts'

/** Issue 15: the page's orders awaiting payment, paid together with one transfer. */
export function UnpaidBanner({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as 'vi' | 'ja' | 'en'
  const { unpaid, total } = unpaidOf(orders)
  if (unpaid.length < 2) return null
  return (
    <Form
      method="post"
      action="/customer/payments"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200"
    >
      <p className="text-sm font-medium text-amber-950">
        {t('pay.unpaidBanner', { count: unpaid.length, amount: formatVnd(total, lang) })}
      </p>
      <input type="hidden" name="order_ids" value={unpaid.map((order) => order.id).join(',')} />
      <button
        type="submit"
        className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('pay.payAllShort')}
      </button>
    </Form>
  )
}
