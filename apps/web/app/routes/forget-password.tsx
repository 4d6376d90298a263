import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { AuthCard } from '#app/features/accounts/auth-card.tsx'
import { authErrorKey } from '#app/features/accounts/auth-errors.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/forget-password'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'forget-password')

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const client = api(context, requestLang(request))
  const result = await client.call('POST /api/auth/request-password-reset', {
    body: { email: String(form.get('email') ?? '').trim(), redirectTo: '/reset-password' },
  })
  // §8: the same answer whether or not the address has an account; real failures in red.
  if (result.ok) return { sent: true, error: null }
  return { sent: false, error: authErrorKey(result.refusal) }
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      <div className="space-y-4">
        {actionData?.sent ? <Alert tone="success">{t('auth.forgotSent')}</Alert> : null}
        {actionData?.error ? (
          <Alert tone="danger">{t(`auth.errors.${actionData.error}`)}</Alert>
        ) : null}
        <Form method="post" className="space-y-4">
          <Field label={t('auth.email')} name="email" type="email" autoComplete="email" required />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('auth.sending') : t('auth.sendLink')}
          </Button>
        </Form>
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
