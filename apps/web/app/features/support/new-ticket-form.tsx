import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { PictureField } from './picture-field.tsx'
import type { NewTicketResult, TicketField } from './support-result.ts'
import { useSendWithPicture } from './use-send-with-picture.ts'

type Profile = { name: string; phone: string }

/**
 * §2 Support form: name, phone and content (required), an optional picture; sending disables
 * the button, success empties the form and says 'Create support successfully' (§4, §8). A
 * refusal shows under each field, with the message in a danger alert (§8 has it in a
 * success-style toast, which reads as if it had worked).
 */
export function NewTicketForm({ profile, posted }: { profile: Profile; posted?: NewTicketResult }) {
  const { t } = useTranslation()
  const toast = useToast()
  const fetcher = useFetcher<NewTicketResult>()
  const [round, setRound] = useState(0)
  const [notAttached, setNotAttached] = useState<{ ticketId: number; reason: string } | null>(null)
  const send = useSendWithPicture(
    fetcher,
    (sent) => ({ supportId: sent.ticketId }),
    (sent, picture) => {
      setRound((n) => n + 1)
      setNotAttached(picture.refused ? { ticketId: sent.ticketId, reason: picture.refused } : null)
      toast(t('support.form.created'))
    },
  )
  // Only a form posted without JavaScript leaves its answer in `posted`.
  const result = fetcher.data ?? posted
  const failure = result?.ok === false ? result : undefined
  const error = (field: TicketField) => failure?.errors[field]?.[0]
  const typed = failure?.values

  return (
    <PanelSection id="support-form" title={t('support.form.title')} className="p-5 sm:p-6">
      <div className="mt-4 space-y-3 empty:hidden">
        {result?.ok && !fetcher.data ? (
          <Alert tone="success">{t('support.form.created')}</Alert>
        ) : null}
        {notAttached ? (
          <Alert tone="danger">
            {t('support.picture.notAttached', { reason: notAttached.reason })}{' '}
            <Link
              to={`/customer/support/${notAttached.ticketId}`}
              className="font-semibold underline underline-offset-2"
            >
              {t('support.picture.openRequest')}
            </Link>
          </Alert>
        ) : null}
        {failure ? <Alert tone="danger">{failure.message}</Alert> : null}
      </div>
      <fetcher.Form
        key={round}
        method="post"
        noValidate
        onSubmit={() => {
          setNotAttached(null)
          send.started()
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Field
          label={t('support.form.name')}
          name="name"
          autoComplete="name"
          defaultValue={typed?.name ?? profile.name}
          error={error('name')}
          marked
        />
        <Field
          label={t('support.form.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={typed?.phone ?? profile.phone}
          error={error('phone')}
          marked
        />
        <TextareaField
          label={t('support.form.content')}
          name="content"
          rows={6}
          hint={t('support.form.contentHint')}
          defaultValue={typed?.content}
          error={error('content')}
          className="sm:col-span-2"
          marked
        />
        <PictureField
          picture={send.picture}
          onChange={send.setPicture}
          disabled={send.busy}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={send.busy}>
            {send.busy ? t('support.form.sending') : t('support.form.submit')}
          </Button>
        </div>
      </fetcher.Form>
    </PanelSection>
  )
}
