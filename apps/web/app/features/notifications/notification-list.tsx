import type { Lang, Notification } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '#app/lib/format.ts'
import { headlineOf, linkOf } from './headline.ts'

/** The bell's panel: the latest notifications, each leading to its order, then all orders. */
export function NotificationList({ items }: { items: Notification[] }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className={item.read_at === null ? 'bg-brand-50/60' : undefined}>
              <Link to={linkOf(item)} className="block px-4 py-3 text-sm hover:bg-stone-50">
                <span className="block font-medium text-stone-900">
                  {headlineOf(t, item, i18n.language as Lang)}
                </span>
                <span className="mt-0.5 block text-xs text-stone-600">
                  {item.box_id ? `${t('notifications.box', { box: item.box_id })} · ` : ''}
                  {item.order_code ? `${item.order_code} · ` : ''}
                  <time dateTime={new Date(item.created_at * 1000).toISOString()}>
                    {formatDateTime(item.created_at)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/customer/orders"
        className="block border-t border-stone-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-stone-50"
      >
        {t('notifications.allOrders')}
      </Link>
    </>
  )
}
