import type { Notification } from '@kaimono/contracts'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { headlineOf } from './headline.ts'
import { announceNotification } from './live.ts'

export type BellData = { items: Notification[]; unread: number }

/** How many notifications the panel lists. */
export const BELL_SIZE = 5

type Bell = { items: Notification[]; unread: number; markRead: () => void }

const BellContext = createContext<Bell | null>(null)

/** The signed-in customer's notifications, or null for a visitor. */
export function useBell(): Bell | null {
  return useContext(BellContext)
}

/**
 * One list of notifications for the page, shared by the header's bell (wide screens) and the
 * bottom tab bar (phones), so there is one event stream and one unread count. New ones arrive
 * over Server-Sent Events while the page is open; each is announced to the page (an open order
 * page reloads its data) and to screen readers.
 */
export function BellProvider({
  initial,
  children,
}: {
  initial: BellData | null | undefined
  children: ReactNode
}) {
  if (!initial) return children
  return <LiveBell initial={initial}>{children}</LiveBell>
}

function LiveBell({ initial, children }: { initial: BellData; children: ReactNode }) {
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
    <BellContext value={{ items, unread, markRead }}>
      {children}
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </BellContext>
  )
}
