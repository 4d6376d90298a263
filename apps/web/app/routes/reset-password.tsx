import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { NewPasswordField } from '#app/components/ui/field.tsx'
import { AuthCard } from '#app/features/accounts/auth-card.tsx'
import { type AuthErrorKey, authErrorKey } from '#app/features/accounts/auth-errors.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'reset-password')

type Failure = { error: AuthErrorKey | 'passwords-differ' }

/** The page the mailed reset link lands on (`?token=`); the token works once, for an hour. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const password = String(form.get('password') ?? '')
  if (password !== String(form.get('confirm') ?? '')) {
    return { error: 'passwords-differ' } satisfies Failure
  }
  const result = await api(context, requestLang(request)).call('POST /api/auth/reset-password', {
    body: { newPassword: password, token: new URL(request.url).searchParams.get('token') ?? '' },
  })
  if (result.ok) return redirect('/login?reset=1')
  return { error: authErrorKey(result.refusal) } satisfies Failure
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const broken = !params.get('token') || params.get('error') === 'INVALID_TOKEN'
  const error = actionData?.error
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <div className="space-y-4">
        {broken ? <Alert tone="danger">{t('auth.errors.invalid-link')}</Alert> : null}
        {error && error !== 'passwords-differ' ? (
          <Alert tone="danger">{t(`auth.errors.${error}`)}</Alert>
        ) : null}
        {broken ? null : (
          <Form method="post" className="space-y-4">
            <NewPasswordField
              label={t('auth.newPassword')}
              name="password"
              hint={t('auth.passwordHint')}
            />
            <NewPasswordField
              label={t('auth.confirmPassword')}
              name="confirm"
              error={error === 'passwords-differ' ? t('auth.passwordsDiffer') : undefined}
            />
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? t('auth.saving') : t('auth.savePassword')}
            </Button>
          </Form>
        )}
        <p className="text-center text-sm">
          <Link
            to={broken ? '/forget-password' : '/login'}
            className="font-medium text-brand-700 hover:underline"
          >
            {broken ? t('auth.forgotTitle') : t('auth.backToLogin')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
