import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HeaderMenu } from '../../components/layout/header-menu.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { useBell } from './bell-state.tsx'
import { headlineOf } from './headline.ts'

export function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.9 17.1H19l-1.2-1.2a1.7 1.7 0 0 1-.5-1.2V11a5.3 5.3 0 0 0-3.5-5V5.4a1.8 1.8 0 1 0-3.6 0V6A5.3 5.3 0 0 0 6.7 11v3.7c0 .5-.2.9-.5 1.2L5 17.1h4.1m5.8 0v.9a2.9 2.9 0 1 1-5.8 0v-.9m5.8 0H9.1"
      />
    </svg>
  )
}

/**
 * §2 notifications: the unread count and the latest notifications; opening the panel marks them
 * read. The header shows it on wide screens, the bottom tab bar on phones (one shared list).
 */
export function NotificationBell({
  variant = 'header',
  className,
}: {
  variant?: 'header' | 'tab'
  className?: string
}) {
  const { t } = useTranslation()
  const bell = useBell()
  if (!bell) return null
  const { items, unread, markRead } = bell

  return (
    <HeaderMenu
      label={t('notifications.title')}
      count={unread}
      countLabel={t('notifications.unread')}
      icon={<BellIcon />}
      onOpen={markRead}
      variant={variant}
      className={className}
    >
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className={item.read_at === null ? 'bg-brand-50/60' : undefined}>
              <Link
                to={item.order_id ? `/customer/orders/${item.order_id}` : '/customer/orders'}
                className="block px-4 py-3 text-sm hover:bg-stone-50"
              >
                <span className="block font-medium text-stone-900">{headlineOf(t, item)}</span>
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
    </HeaderMenu>
  )
}
