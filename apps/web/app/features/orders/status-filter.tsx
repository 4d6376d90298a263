import { ORDER_STATUS_IDS, type OrderStatusName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ordersHref } from './orders-href.ts'

const FILTERS: (OrderStatusName | null)[] = [null, ...ORDER_STATUS_IDS]

/** §2 order list status filter: all, then each status; the one in force is marked. */
export function StatusFilter({ status }: { status: OrderStatusName | null }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('orders.statusFilter')}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {FILTERS.map((id) => (
          <li key={id ?? 'all'}>
            <Link
              to={ordersHref(id)}
              aria-current={id === status ? 'page' : undefined}
              className={`block whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset ${
                id === status
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {id ? t(`orders.status.${id}`) : t('orders.allStatuses')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
