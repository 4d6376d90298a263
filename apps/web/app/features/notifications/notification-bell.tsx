import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { HeaderMenu } from '#app/components/layout/header-menu.tsx'
import { useBell } from './bell-state.tsx'

// Signed-in customers only, and loaded when the bell is first opened (initial JS budget).
const NotificationList = lazy(() =>
  import('./notification-list.tsx').then((module) => ({ default: module.NotificationList })),
)

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
      <NotificationList items={items} />
    </HeaderMenu>
  )
}
