import { INVITATION_CREDIT_VND } from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { YourCode } from '#app/features/gift/your-code.tsx'
import { api, refused } from '#app/lib/api.server.ts'
import { deviceId } from '#app/lib/device-id.ts'
import { formatVnd } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/gift'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-gift')

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const result = await api(context, lang).call('GET /api/invitation-codes/mine')
  if (!result.ok) throw refused(result.refusal)
  return { summary: result.data.data, lang }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await api(context, requestLang(request)).call(
    'POST /api/invitation-codes/activations',
    {
      body: {
        code: String(form.get('code') ?? ''),
        device_id: String(form.get('device_id') ?? ''),
      },
    },
  )
  return result.ok
    ? { accepted: true, message: null }
    : { accepted: false, message: result.refusal.message }
}

/** §2 Gift: enter a friend's code once; see your own code, who entered it and the credit left. */
export default function Gift({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { summary, lang } = loaderData
  const busy = useNavigation().state === 'submitting'
  const [device, setDevice] = useState('')
  useEffect(() => setDevice(deviceId()), [])
  const amount = formatVnd(INVITATION_CREDIT_VND, lang)

  return (
    <main id="main" className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-gift')}</h1>

      <PanelSection id="enter-code" title={t('gift.enterTitle')} className="p-6">
        <p className="mt-1 text-sm text-stone-600">{t('gift.enterIntro', { amount })}</p>
        <div className="mt-4 space-y-4">
          {actionData?.accepted ? <Alert tone="success">{t('gift.accepted')}</Alert> : null}
          {actionData?.message ? <Alert tone="danger">{actionData.message}</Alert> : null}
          {summary.entered_code ? (
            actionData?.accepted ? null : (
              <Alert tone="info">{t('gift.alreadyEntered')}</Alert>
            )
          ) : (
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <Field
                label={t('gift.codeLabel')}
                name="code"
                required
                autoComplete="off"
                maxLength={20}
                className="flex-1"
              />
              <input type="hidden" name="device_id" value={device} />
              <Button type="submit" disabled={busy || !device}>
                {busy ? t('gift.applying') : t('gift.submit')}
              </Button>
            </Form>
          )}
        </div>
      </PanelSection>

      <YourCode summary={summary} amount={amount} lang={lang} />
    </main>
  )
}
