import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { EmailForm, PasswordForm, ProfileForm } from '#app/features/accounts/account-forms.tsx'
import { AccountSummary } from '#app/features/accounts/account-summary.tsx'
import { DataDownload, DeleteAccountForm } from '#app/features/accounts/data-and-deletion.tsx'
import { selfServiceAction } from '#app/features/accounts/self-service-action.server.ts'
import { loadUserInfo } from '#app/features/accounts/self-service-page.server.ts'
import type { AccountForm, SelfServiceResult } from '#app/features/accounts/self-service-result.ts'
import { SessionsPanel } from '#app/features/accounts/sessions-panel.tsx'
import { accountMessages } from '#app/i18n/bundles/account.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/user-info'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-user-info')

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadUserInfo(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return selfServiceAction(request, context)
}

/**
 * §2 User info, and the account's self-service (issue 22): name and phone, email, password,
 * sessions, a download of the customer's data and the deletion of the account.
 */
export default function UserInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(accountMessages)
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { user, code, sessions } = loaderData
  const posted: SelfServiceResult | undefined = actionData
  const resultOf = (form: AccountForm) => (posted?.form === form ? posted : undefined)
  return (
    <main id="main" className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-user-info')}</h1>
        <p className="mt-2 text-stone-600">{t('selfService.intro')}</p>
      </div>
      {params.get('verified') ? <Alert tone="success">{t('auth.verified')}</Alert> : null}
      {params.get('email') === 'changed' ? (
        <Alert tone="success">{t('selfService.email.changed')}</Alert>
      ) : null}
      <AccountSummary user={user} code={code} />
      <ProfileForm user={user} result={resultOf('profile')} />
      <EmailForm user={user} result={resultOf('email')} />
      <PasswordForm user={user} result={resultOf('password')} />
      <SessionsPanel userId={user.id} sessions={sessions} result={resultOf('sessions')} />
      <DataDownload user={user} />
      <DeleteAccountForm user={user} result={resultOf('delete')} />
    </main>
  )
}
