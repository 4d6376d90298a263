import type { Lang, Wallet } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatJpy, formatVnd } from '#app/lib/format.ts'

/** An amount in the wallet's currency: VND as 1.234 đ, JPY as ¥1,234. */
export function formatAmount(amount: number, currency: string, lang: Lang): string {
  return currency === 'JPY' ? formatJpy(amount) : formatVnd(amount, lang)
}

/** §2: a figure below zero is in the danger colour, any other in the primary colour. */
export function Figure({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation()
  const negative = amount < 0
  return (
    <span
      data-tone={negative ? 'danger' : 'primary'}
      className={`whitespace-nowrap font-semibold tabular-nums ${
        negative ? 'rounded-md bg-red-50 px-1.5 text-red-700 ring-1 ring-red-200' : 'text-brand-700'
      }`}
    >
      {formatAmount(amount, currency, i18n.language as Lang)}
    </span>
  )
}

/** §2 Wallet detail: currency, balance and the amount available for payment. */
export function WalletFigures({ wallet, currencyName }: { wallet: Wallet; currencyName: string }) {
  const { t } = useTranslation()
  const rows = [
    ['wallet.balance', wallet.balance],
    ['wallet.available', wallet.amount_available_for_payment],
  ] as const
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-stone-500">{t('wallet.currency')}</dt>
        <dd className="mt-1 text-lg font-semibold text-stone-900">
          {wallet.currency_id}
          <span className="ml-2 text-sm font-normal text-stone-600">{currencyName}</span>
        </dd>
      </div>
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt className="text-sm text-stone-500">{t(label)}</dt>
          <dd className="mt-1 text-lg">
            <Figure amount={amount} currency={wallet.currency_id} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
