import type { AccountSession } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDateTime } from '#app/lib/format.ts'
import type { SelfServiceResult } from './self-service-result.ts'

type SessionsPanelProps = {
  userId: number
  sessions: AccountSession[]
  result?: SelfServiceResult
}

/** Where the customer is signed in; each other session can be signed out, or all at once. */
export function SessionsPanel({ userId, sessions, result }: SessionsPanelProps) {
  const { t } = useTranslation()
  const others = sessions.filter((session) => !session.current)
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user_id" value={userId} />
    </>
  )
  return (
    <PanelSection id="sessions" title={t('selfService.sessions.title')} className="p-5 sm:p-6">
      <div className="mt-4 space-y-3 empty:hidden">
        {result?.ok ? <Alert tone="success">{result.notice}</Alert> : null}
        {result && !result.ok ? <Alert tone="danger">{result.message}</Alert> : null}
      </div>
      <ul className="mt-4 divide-y divide-stone-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {session.device ?? t('selfService.sessions.unknownDevice')}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t('selfService.sessions.current')}
                  </span>
                ) : null}
              </p>
              <p className="text-stone-500 break-words">
                {[
                  session.ip_address && t('selfService.sessions.ip', { ip: session.ip_address }),
                  t('selfService.sessions.signedIn', { date: formatDateTime(session.created_at) }),
                  t('selfService.sessions.lastSeen', {
                    date: formatDateTime(session.last_seen_at),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" preventScrollReset>
                {hidden('sign-out-session')}
                <input type="hidden" name="session_id" value={session.id} />
                <Button type="submit" variant="secondary" className="px-4 py-2">
                  {t('selfService.sessions.signOut')}
                  {/* Each button names its session, for whoever hears the list rather than sees it. */}
                  <span className="sr-only">
                    {`: ${session.device ?? t('selfService.sessions.unknownDevice')}, ${formatDateTime(session.created_at)}`}
                  </span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" preventScrollReset className="mt-3">
          {hidden('sign-out-others')}
          <Button type="submit" variant="secondary">
            {t('selfService.sessions.signOutOthers')}
          </Button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-stone-500">{t('selfService.sessions.onlyHere')}</p>
      )}
    </PanelSection>
  )
}
