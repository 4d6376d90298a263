import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatRate } from '#app/lib/format.ts'

/** §2 header: the JPY → VND rate prices are converted with. */
export function ExchangeRate({ rate }: { rate: string }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="shrink-0 whitespace-nowrap text-xs text-stone-700 sm:text-sm">
      <span className="text-stone-600">{t('header.exchangeRate')}</span>{' '}
      <span className="font-medium tabular-nums text-stone-800">
        {formatRate(rate, i18n.language as Lang)}
      </span>
    </p>
  )
}
