import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { moneyMessages } from '#app/i18n/bundles/money.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'unsubscribe')

/** The link only shows the page: a link scanner that follows it changes nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const kind = token.split('.')[1] ?? ''
  return { token, kind }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await api(context, requestLang(request)).call(
    'POST /api/notification-preferences/unsubscribe',
    { body: { token: String(form.get('token') ?? '') } },
  )
  return result.ok ? { done: result.data.data.kind, failed: false } : { done: null, failed: true }
}

/** Issue 22: a notice mail's link — one button turns mail of that kind off, no sign-in needed. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(moneyMessages)
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const known = ['orders', 'warehouse', 'payments', 'auctions', 'support'].includes(loaderData.kind)
  const kindName = known ? t(`notices.kinds.${loaderData.kind}.name`) : ''
  return (
    <main id="main" className="mx-auto w-full max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.unsubscribe')}</h1>
      {actionData?.done ? (
        <Alert tone="success">
          <span data-testid="unsubscribe-status">
            {t('notices.unsubscribed', { kind: kindName })}
          </span>
        </Alert>
      ) : actionData?.failed || !known ? (
        <Alert tone="danger">{t('notices.badLink')}</Alert>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-stone-700">{t('notices.unsubscribeAsk', { kind: kindName })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" disabled={busy}>
            {t('notices.unsubscribeButton')}
          </Button>
        </Form>
      )}
      <p className="text-sm text-stone-600">
        <Link to="/customer/notifications" className="font-medium text-brand-700 hover:underline">
          {t('notices.allSettings')}
        </Link>
      </p>
    </main>
  )
}
