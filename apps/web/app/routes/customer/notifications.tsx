import { NOTICE_KINDS, type NotificationPreferencesInput } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { PushToggle } from '#app/features/notifications/push-toggle.tsx'
import { moneyMessages } from '#app/i18n/bundles/money.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'customer-notifications')

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await api(context, requestLang(request)).call('GET /api/notification-preferences')
  if (!result.ok) throw refused(result.refusal)
  return result.data.data
}

/** Every kind's two boxes: a box left unticked is a channel turned off. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const body: NotificationPreferencesInput = {}
  for (const kind of NOTICE_KINDS) {
    body[kind] = { email: form.has(`${kind}.email`), push: form.has(`${kind}.push`) }
  }
  const result = await api(context, requestLang(request)).call(
    'PUT /api/notification-preferences',
    {
      body,
    },
  )
  if (!result.ok) throw refused(result.refusal)
  return { saved: true }
}

const BOX = 'size-5 rounded border-stone-300 text-brand-600 focus:ring-brand-500'

/**
 * Issue 22: which notices reach the customer outside the site, by mail and by push, per kind;
 * and push on this browser. The bell always has every notice.
 */
export default function NoticeSettings({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(moneyMessages)
  const { t } = useTranslation()
  const { preferences, push_public_key: publicKey } = loaderData
  const busy = useNavigation().state === 'submitting'
  return (
    <main id="main" className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {t('routes.customer-notifications')}
      </h1>
      <PanelSection id="channels" title={t('notices.channelsTitle')} className="p-4 sm:p-6">
        <p className="mt-1 text-sm text-stone-600">{t('notices.channelsIntro')}</p>
        {actionData?.saved ? (
          <div className="mt-4">
            <Alert tone="success">{t('notices.saved')}</Alert>
          </div>
        ) : null}
        <Form method="post" className="mt-4">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('notices.channelsTitle')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('notices.kindColumn')}
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {t('notices.email')}
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {t('notices.pushColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {NOTICE_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="py-3 pr-3 text-left font-normal">
                    <span className="block font-medium text-stone-900">
                      {t(`notices.kinds.${kind}.name`)}
                    </span>
                    <span className="block text-xs text-stone-500">
                      {t(`notices.kinds.${kind}.hint`)}
                    </span>
                  </th>
                  <td className="py-3 text-center">
                    <input
                      type="checkbox"
                      name={`${kind}.email`}
                      defaultChecked={preferences[kind].email}
                      aria-label={`${t(`notices.kinds.${kind}.name`)}: ${t('notices.email')}`}
                      className={BOX}
                    />
                  </td>
                  <td className="py-3 text-center">
                    <input
                      type="checkbox"
                      name={`${kind}.push`}
                      defaultChecked={preferences[kind].push}
                      aria-label={`${t(`notices.kinds.${kind}.name`)}: ${t('notices.pushColumn')}`}
                      className={BOX}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button type="submit" className="mt-4" disabled={busy}>
            {t('notices.save')}
          </Button>
        </Form>
      </PanelSection>
      <PanelSection id="push" title={t('notices.push.title')} className="p-4 sm:p-6">
        <p className="mt-1 mb-4 text-sm text-stone-600">{t('notices.push.intro')}</p>
        <PushToggle publicKey={publicKey} />
      </PanelSection>
    </main>
  )
}
