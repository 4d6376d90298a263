import type { EcoringItem, Lang } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatDateTime, formatJpy } from '#app/lib/format.ts'
import { PRICE_LABEL } from './ecoring-card-data.ts'
import { type EcoringListTab, ecoringListHref } from './ecoring-query.ts'

const HEAD = 'w-1/3 py-2 pr-4 text-left align-top font-medium text-stone-600 sm:w-1/4'
const CELL = 'py-2 align-top text-stone-900'

/**
 * §2 Ecoring detail's table: brand, rank and what it means (the filter config's words),
 * categories (each to its tab's list), start, end, current price, bids and the note.
 */
export function LotTable({
  item,
  option,
  rankMeaning,
  rate,
  lang,
}: {
  item: EcoringItem
  option: EcoringListTab
  rankMeaning: string | null
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  const rows: [string, ReactNode][] = [
    [t('ecoring.detail.brand'), item.brand.name],
    [t('ecoring.detail.rank'), rankMeaning ? `${item.rank} · ${rankMeaning}` : item.rank],
    [
      t('ecoring.detail.categories'),
      item.categories.map((category, index) => (
        <span key={category.id}>
          {index > 0 ? ', ' : null}
          <Link
            to={ecoringListHref(option, { category: category.id, page: 1 })}
            className="text-brand-700 hover:underline"
          >
            {category.name}
          </Link>
        </span>
      )),
    ],
    [t('ecoring.detail.start'), formatDateTime(item.start_time)],
    [t('ecoring.detail.end'), formatDateTime(item.end_time)],
    [
      t(`ecoring.detail.${PRICE_LABEL[item.state]}`),
      `${formatJpy(item.price)} ≈ ${formatDisplayVnd(item.price, rate, lang)}`,
    ],
    [t('ecoring.detail.bids'), t('ecoring.detail.bidCount', { count: item.bid_count })],
    [t('ecoring.detail.note'), item.note ?? '—'],
  ]
  return (
    <PanelSection id="lot-info" title={t('ecoring.detail.info')}>
      <table className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-stone-100">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={HEAD}>
                {label}
              </th>
              <td className={`${CELL} tabular-nums`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PanelSection>
  )
}
