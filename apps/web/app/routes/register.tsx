import { safeRedirect } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, NewPasswordField } from '#app/components/ui/field.tsx'
import { AuthCard } from '#app/features/accounts/auth-card.tsx'
import { authErrorKey, fieldError } from '#app/features/accounts/auth-errors.ts'
import { ProviderButtons } from '#app/features/accounts/provider-buttons.tsx'
import { startSocialSignIn } from '#app/features/accounts/social.server.ts'
import { api } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'register')

/** Where the new customer goes once confirmed: where they were going (issue 15), else their info. */
const backOf = (request: Request): string | null => {
  const asked = new URL(request.url).searchParams.get('redirect')
  return asked ? safeRedirect(asked, '') || null : null
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, providers } = context.get(pageContext)
  if (user) throw redirect(backOf(request) ?? '/customer/user-info')
  return { providers }
}

/** Beyond §2 (social sign-up only): an email account, confirmed by a mailed link. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const email = String(form.get('email') ?? '').trim()
  const lang = requestLang(request)
  const provider = form.get('provider')
  if (typeof provider === 'string') {
    return {
      sentTo: null,
      nameError: null,
      ...(await startSocialSignIn(
        context,
        lang,
        provider,
        backOf(request) ?? '/customer/user-info',
      )),
    }
  }
  const result = await api(context, lang).call('POST /api/auth/sign-up/email', {
    body: {
      name: String(form.get('name') ?? '').trim(),
      email,
      password: String(form.get('password') ?? ''),
      lang,
      callbackURL: backOf(request) ?? '/customer/user-info?verified=1',
    },
  })
  if (result.ok) return { sentTo: email, error: null, nameError: null }
  const nameError = fieldError(result.refusal, 'name')
  if (nameError) return { sentTo: null, error: null, nameError }
  return { sentTo: null, error: authErrorKey(result.refusal), nameError: null }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  if (actionData?.sentTo) {
    return (
      <AuthCard title={t('auth.registerTitle')}>
        <Alert tone="success">{t('auth.registerSent', { email: actionData.sentTo })}</Alert>
        <p className="mt-4 text-center text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <div className="space-y-4">
        {actionData?.error ? (
          <Alert tone="danger">{t(`auth.errors.${actionData.error}`)}</Alert>
        ) : null}
        <ProviderButtons providers={loaderData.providers} />
        <Form method="post" className="space-y-4">
          <Field
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            error={actionData?.nameError ?? undefined}
          />
          <Field label={t('auth.email')} name="email" type="email" autoComplete="email" required />
          <NewPasswordField
            label={t('auth.password')}
            name="password"
            hint={t('auth.passwordHint')}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('auth.creating') : t('auth.createAccount')}
          </Button>
        </Form>
        <p className="text-center text-sm text-stone-600">
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.loginLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
