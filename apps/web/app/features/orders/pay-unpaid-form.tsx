import type { Lang, Order } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { formatVnd } from '#app/lib/format.ts'

type PayUnpaidFormProps = { unpaid: Order[]; total: number; lang: Lang }

/** Issue 15: one button that pays the unpaid orders with one transfer (a payment group). */
export function PayUnpaidForm({ unpaid, total, lang }: PayUnpaidFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/customer/payments'
  return (
    <Form method="post" action="/customer/payments" className="space-y-2">
      <input type="hidden" name="order_ids" value={unpaid.map((order) => order.id).join(',')} />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {unpaid.length > 1
          ? t('pay.payAll', { count: unpaid.length, amount: formatVnd(total, lang) })
          : t('pay.payOne', { amount: formatVnd(total, lang) })}
      </button>
      {unpaid.length > 1 ? (
        <p className="text-center text-sm text-stone-600">{t('pay.payAllHint')}</p>
      ) : null}
    </Form>
  )
}
