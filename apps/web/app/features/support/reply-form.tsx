import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher, useRevalidator } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextareaField } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { PictureField } from './picture-field.tsx'
import type { ReplyResult } from './support-result.ts'
import { useSendWithPicture } from './use-send-with-picture.ts'

/** A reply on the ticket: text, and a picture sent the way the support form sends one. */
export function ReplyForm({ closed, posted }: { closed: boolean; posted?: ReplyResult }) {
  const { t } = useTranslation()
  const toast = useToast()
  const revalidator = useRevalidator()
  const fetcher = useFetcher<ReplyResult>()
  const [round, setRound] = useState(0)
  const [notAttached, setNotAttached] = useState<string | null>(null)
  const send = useSendWithPicture(
    fetcher,
    (sent) => ({ supportId: sent.ticketId, messageId: sent.messageId }),
    (_sent, picture) => {
      setRound((n) => n + 1)
      setNotAttached(picture.refused)
      toast(t('support.ticket.sent'))
      // The page was read again after the action, before the picture arrived.
      if (picture.attached) revalidator.revalidate()
    },
  )
  const result = fetcher.data ?? posted
  const failure = result?.ok === false ? result : undefined

  return (
    <PanelSection id="ticket-reply" title={t('support.ticket.reply')} className="p-5 sm:p-6">
      <div className="mt-3 space-y-3 empty:hidden">
        {closed ? <Alert tone="info">{t('support.ticket.closed')}</Alert> : null}
        {result?.ok && !fetcher.data ? (
          <Alert tone="success">{t('support.ticket.sent')}</Alert>
        ) : null}
        {notAttached ? (
          <Alert tone="danger">
            {t('support.picture.notAttachedReply', { reason: notAttached })}
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
        className="mt-4 space-y-4"
      >
        <TextareaField
          label={t('support.ticket.body')}
          name="body"
          rows={4}
          defaultValue={failure?.values.body}
          error={failure?.errors.body?.[0]}
          marked
        />
        <PictureField picture={send.picture} onChange={send.setPicture} disabled={send.busy} />
        <Button type="submit" disabled={send.busy}>
          {send.busy ? t('support.ticket.sending') : t('support.ticket.send')}
        </Button>
      </fetcher.Form>
    </PanelSection>
  )
}
