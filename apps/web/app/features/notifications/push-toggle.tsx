import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

type State = 'unsupported' | 'denied' | 'off' | 'on' | 'working' | 'failed'

/** The VAPID key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i)
  return bytes
}

async function send(path: string, body: unknown) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
}

/**
 * Issue 22: browser push on this device. It registers the service worker (/sw.js), asks the
 * browser's permission, subscribes with the server's VAPID key and gives the subscription to the
 * server; turning it off unsubscribes both. Needs JavaScript, and a browser that has push.
 */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>('unsupported')

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return
    if (Notification.permission === 'denied') return setState('denied')
    navigator.serviceWorker
      .getRegistration('/sw.js')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'))
  }, [])

  const turnOn = async () => {
    setState('working')
    try {
      const registration = await navigator.serviceWorker.register('/sw.js')
      await navigator.serviceWorker.ready
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied')
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })
      await send('/api/push-subscriptions', subscription.toJSON())
      setState('on')
    } catch {
      setState('failed')
    }
  }

  const turnOff = async () => {
    setState('working')
    try {
      const registration = await navigator.serviceWorker.getRegistration('/sw.js')
      const subscription = await registration?.pushManager.getSubscription()
      if (subscription) {
        await send('/api/push-subscriptions/unsubscribe', { endpoint: subscription.endpoint })
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm text-stone-700" data-testid="push-state">
        {t(`notices.push.${state === 'working' ? 'off' : state}`)}
      </p>
      {state === 'on' ? (
        <Button type="button" variant="secondary" onClick={turnOff}>
          {t('notices.push.turnOff')}
        </Button>
      ) : state === 'off' || state === 'failed' || state === 'working' ? (
        <Button type="button" onClick={turnOn} disabled={state === 'working'}>
          {t('notices.push.turnOn')}
        </Button>
      ) : null}
    </div>
  )
}
