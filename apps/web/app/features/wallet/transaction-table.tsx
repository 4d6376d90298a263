import { type Lang, referenceTypeLabel, type Transaction } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { formatDate } from '#app/lib/format.ts'
import { formatAmount } from './wallet-figures.tsx'
import {
  type SortField,
  sortDirection,
  toggledSort,
  type WalletQuery,
  walletHref,
} from './wallet-query.ts'

function SortArrow({ direction }: { direction: 'ascending' | 'descending' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="size-3 shrink-0" fill="currentColor">
      <path d="M6 1 10 6H2z" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 15 2 10h8z" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  )
}

/** §4: each click on a sortable header toggles field and -field; a new sort starts at page 1. */
function SortHeader({
  field,
  label,
  query,
  className = '',
}: {
  field: SortField
  label: string
  query: WalletQuery
  className?: string
}) {
  const { t } = useTranslation()
  const direction = sortDirection(query.sort, field)
  const next = toggledSort(query.sort, field)
  return (
    <th
      scope="col"
      aria-sort={direction ?? undefined}
      className={`whitespace-nowrap px-3 py-2.5 ${className}`}
    >
      <Link
        to={walletHref({ ...query, sort: next, page: 1 })}
        preventScrollReset
        className="inline-flex items-center gap-1.5 rounded font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <SortArrow direction={direction} />
        <span className="sr-only">
          {t(next.startsWith('-') ? 'wallet.sortDescending' : 'wallet.sortAscending')}
        </span>
      </Link>
    </th>
  )
}

function References({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation()
  const references = transaction.references ?? []
  if (references.length === 0) return <span className="text-stone-400">—</span>
  return (
    <ul className="space-y-0.5">
      {references.map((reference) => (
        <li key={reference.id} className="whitespace-nowrap">
          <span className="text-stone-500">
            {referenceTypeLabel(reference.receiptable_type, t)}
          </span>{' '}
          <span className="font-mono text-stone-900">{reference.receiptable_id}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * §2 Wallet detail's table: a running row number that continues across pages (`from` of the
 * page plus the row's index), the voucher date, the type, the signed amount, the references.
 */
export function TransactionTable({
  rows,
  from,
  currency,
  query,
}: {
  rows: Transaction[]
  from: number
  currency: string
  query: WalletQuery
}) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Lang
  return (
    <Panel
      as="section"
      aria-label={t('wallet.transactions')}
      // A table wider than a phone scrolls in its own box, which keyboards must reach.
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('wallet.transactions')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="w-12 px-3 py-2.5 text-right font-semibold">
              {t('wallet.number')}
            </th>
            <SortHeader field="voucher_date" label={t('wallet.voucherDate')} query={query} />
            <th scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
              {t('wallet.type')}
            </th>
            <SortHeader
              field="amount"
              label={t('wallet.amount')}
              query={query}
              className="text-right"
            />
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('wallet.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td className="px-3 py-2.5 text-right tabular-nums text-stone-500">{from + index}</td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">
                {formatDate(row.voucher_date)}
              </td>
              <td className="whitespace-nowrap px-3 py-2.5">
                {row.transaction_type?.name ?? row.transaction_type_id}
              </td>
              <td
                data-sign={row.amount < 0 ? 'negative' : 'positive'}
                className={`whitespace-nowrap px-3 py-2.5 text-right font-semibold tabular-nums ${
                  row.amount < 0 ? 'text-red-700' : 'text-green-800'
                }`}
              >
                {row.amount > 0 ? '+' : ''}
                {formatAmount(row.amount, currency, lang)}
              </td>
              <td className="px-3 py-2.5">
                <References transaction={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  )
}
