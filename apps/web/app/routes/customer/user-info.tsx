import { invitationCode } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/user-info'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-user-info')

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await api(context, requestLang(request)).call('GET /api/users', {
    query: { filter: { own: '1' } },
  })
  if (!result.ok) throw refused(result.refusal)
  const [user] = result.data.data
  if (!user) throw data(null, { status: 404 })
  return { user, code: invitationCode(user.id) }
}

/** §2 User info: read-only name, email, phone and the invitation code with a copy button. */
export default function UserInfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { user, code } = loaderData
  const rows = [
    ['account.name', user.name],
    ['account.email', user.email],
    ['account.phone', user.tel ?? t('account.notProvided')],
  ] as const
  return (
    <main id="main" className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-user-info')}</h1>
      {params.get('verified') ? <Alert tone="success">{t('auth.verified')}</Alert> : null}
      <Panel as="section" className="p-6">
        <dl className="divide-y divide-stone-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm text-stone-500">{t(label)}</dt>
              <dd className="text-sm font-medium break-words">{value}</dd>
            </div>
          ))}
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-stone-500">{t('account.invitationCode')}</dt>
            <dd className="flex items-center gap-3">
              <span className="font-mono text-lg font-semibold tracking-widest text-brand-700">
                {code}
              </span>
              <CopyButton value={code} label={t('account.copyCode')} />
            </dd>
          </div>
        </dl>
      </Panel>
    </main>
  )
}
