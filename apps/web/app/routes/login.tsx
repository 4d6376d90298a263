import { safeRedirect } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { AuthCard } from '#app/features/accounts/auth-card.tsx'
import { type AuthErrorKey, authErrorKey } from '#app/features/accounts/auth-errors.ts'
import { ProviderButtons } from '#app/features/accounts/provider-buttons.tsx'
import { startSocialSignIn } from '#app/features/accounts/social.server.ts'
import { api, cookiesOf } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'login')

export function loader({ request, context }: Route.LoaderArgs) {
  const back = safeRedirect(new URL(request.url).searchParams.get('redirect'))
  const { user, providers } = context.get(pageContext)
  if (user) throw redirect(back)
  return { providers }
}

// A refused attempt re-renders the form with its message (status 200, as the page itself is fine).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const back = safeRedirect(new URL(request.url).searchParams.get('redirect'))
  const provider = form.get('provider')
  if (typeof provider === 'string') {
    return startSocialSignIn(context, requestLang(request), provider, back)
  }
  const result = await api(context, requestLang(request)).call('POST /api/auth/sign-in/email', {
    body: {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      // §2: unticked, the session ends with the browser; ticked, it lasts 30 days.
      rememberMe: form.get('remember') === 'on',
    },
  })
  if (result.ok) return redirect(back, { headers: cookiesOf(result) })
  return { error: authErrorKey(result.refusal) satisfies AuthErrorKey }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const notice = params.get('reset')
    ? 'auth.resetDone'
    : params.get('verified')
      ? 'auth.verified'
      : params.get('deleted')
        ? 'auth.accountDeleted'
        : null
  // A provider's refusal comes back as ?error= (Better Auth's errorCallbackURL).
  const error = actionData?.error ?? (params.get('error') ? 'unknown' : null)
  // Issue 15: a visitor on the way somewhere (an item waiting to be added) keeps it by registering.
  const back = params.get('redirect')
  const registerHref = back ? `/register?redirect=${encodeURIComponent(back)}` : '/register'
  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <div className="space-y-4">
        {notice ? <Alert tone="success">{t(notice)}</Alert> : null}
        {error ? <Alert tone="danger">{t(`auth.errors.${error}`)}</Alert> : null}
        <ProviderButtons providers={loaderData.providers} />
        <Form method="post" className="space-y-4">
          <Field label={t('auth.email')} name="email" type="email" autoComplete="email" required />
          <Field
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <div className="flex items-center justify-between gap-3 text-sm">
            <label className="flex items-center gap-2 text-stone-700">
              <input type="checkbox" name="remember" className="size-4 accent-brand-600" />
              {t('auth.rememberMe')}
            </label>
            <Link to="/forget-password" className="font-medium text-brand-700 hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
        </Form>
        <p className="text-center text-sm text-stone-600">
          {t('auth.noAccount')}{' '}
          <Link to={registerHref} className="font-medium text-brand-700 hover:underline">
            {t('auth.registerLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
