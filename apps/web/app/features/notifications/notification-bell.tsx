import type { Notification } from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HeaderMenu } from '../../components/layout/header-menu.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { headlineOf } from './headline.ts'
import { announceNotification } from './live.ts'

export type BellData = { items: Notification[]; unread: number }

/** How many notifications the panel lists. */
export const BELL_SIZE = 5

function BellIcon() {
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
 * §2 header notifications: the unread count and the latest notifications; opening the panel
 * marks them read. New ones arrive over Server-Sent Events while the page is open, and each is
 * announced to the page (an open order page reloads its data) and to screen readers.
 */
export function NotificationBell({ initial }: { initial: BellData }) {
  const { t } = useTranslation()
  const [items, setItems] = useState(initial.items)
  const [unread, setUnread] = useState(initial.unread)
  const [spoken, setSpoken] = useState('')

  useEffect(() => {
    setItems(initial.items)
    setUnread(initial.unread)
  }, [initial])

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    // The browser reconnects by itself, sending the last id it saw; the server fills the gap.
    const source = new EventSource('/api/notifications/stream')
    source.addEventListener('notification', (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as Notification
      setItems((list) =>
        list.some((item) => item.id === notification.id)
          ? list
          : [notification, ...list].slice(0, BELL_SIZE),
      )
      setUnread((count) => count + 1)
      setSpoken(headlineOf(t, notification))
      announceNotification(notification)
    })
    return () => source.close()
  }, [t])

  const markRead = () => {
    const ids = items.filter((item) => item.read_at === null).map((item) => item.id)
    if (ids.length === 0) return
    fetch('/api/notifications/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ids }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : null))
      .then((answer) => {
        if (!answer) return
        setUnread(answer.unread)
        const now = Math.floor(Date.now() / 1000)
        setItems((list) =>
          list.map((item) => (ids.includes(item.id) ? { ...item, read_at: now } : item)),
        )
      })
      .catch(() => {})
  }

  return (
    <>
      <HeaderMenu
        label={t('notifications.title')}
        count={unread}
        countLabel={t('notifications.unread')}
        icon={<BellIcon />}
        onOpen={markRead}
      >
        {items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
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
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </>
  )
}
