import type { Notification } from '@kaimono/contracts'
import { useEffect, useRef } from 'react'

/** The window event the bell raises for each notification its stream brings. */
const EVENT = 'kaimono:notification'

export function announceNotification(notification: Notification) {
  window.dispatchEvent(new CustomEvent<Notification>(EVENT, { detail: notification }))
}

/** Calls `onNotification` for each live notification while the component is mounted. */
export function useLiveNotifications(onNotification: (notification: Notification) => void) {
  const latest = useRef(onNotification)
  latest.current = onNotification
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<Notification>).detail)
    window.addEventListener(EVENT, listener)
    return () => window.removeEventListener(EVENT, listener)
  }, [])
}
