import type { Lang, Notification } from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { headlineOf } from './headline.ts'
import { announceNotification } from './live.ts'

/**
 * The bell's Server-Sent Events: each new notification goes to the bell, is announced to the
 * page (an open order page reloads its data) and is read out to screen readers.
 */
export function BellStream({
  onNotification,
}: {
  onNotification: (notification: Notification) => void
}) {
  const { t, i18n } = useTranslation()
  const [spoken, setSpoken] = useState('')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    // The browser reconnects by itself, sending the last id it saw; the server fills the gap.
    const source = new EventSource('/api/notifications/stream')
    source.addEventListener('notification', (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as Notification
      onNotification(notification)
      setSpoken(headlineOf(t, notification, i18n.language as Lang))
      announceNotification(notification)
    })
    return () => source.close()
  }, [t, i18n, onNotification])

  return (
    <p aria-live="polite" className="sr-only">
      {spoken}
    </p>
  )
}
