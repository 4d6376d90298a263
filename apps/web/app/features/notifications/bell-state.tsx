import type { Notification } from '@kaimono/contracts'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react'
import { useNavigation } from 'react-router'

export type BellData = { items: Notification[]; unread: number }

/** How many notifications the panel lists. */
export const BELL_SIZE = 5

type Bell = { items: Notification[]; unread: number; markRead: () => void }

const BellContext = createContext<Bell | null>(null)

// Signed-in customers only, so a visitor's page never loads it (initial JS budget).
const BellStream = lazy(() =>
  import('./bell-stream.tsx').then((module) => ({ default: module.BellStream })),
)

/** The signed-in customer's notifications, or null for a visitor. */
export function useBell(): Bell | null {
  return useContext(BellContext)
}

/**
 * One list of notifications for the page, shared by the header's bell (wide screens) and the
 * bottom tab bar (phones), so there is one event stream and one unread count. New ones arrive
 * over Server-Sent Events while the page is open (`BellStream`).
 */
export function BellProvider({
  initial,
  children,
}: {
  initial: BellData | null | undefined
  children: ReactNode
}) {
  // The same tree with or without a bell: on a shared page the customer's bell arrives after
  // hydration (ADR 021), and the page below must not be mounted again for it.
  const [items, setItems] = useState(initial?.items ?? [])
  const [unread, setUnread] = useState(initial?.unread ?? 0)

  useEffect(() => {
    setItems(initial?.items ?? [])
    setUnread(initial?.unread ?? 0)
  }, [initial])

  const arrived = useCallback((notification: Notification) => {
    setItems((list) =>
      list.some((item) => item.id === notification.id)
        ? list
        : [notification, ...list].slice(0, BELL_SIZE),
    )
    setUnread((count) => count + 1)
  }, [])

  // Not while a sign-out is posted: a stream opened as the session ends (its code still loading
  // when the button was pressed) would be refused with a 401 the console reports.
  const signingOut = useNavigation().formAction === '/logout'

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
    <BellContext value={initial ? { items, unread, markRead } : null}>
      {children}
      {initial && !signingOut ? (
        <Suspense fallback={null}>
          <BellStream onNotification={arrived} />
        </Suspense>
      ) : null}
    </BellContext>
  )
}
