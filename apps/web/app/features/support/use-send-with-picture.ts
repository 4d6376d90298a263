import type { Lang } from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FetcherWithComponents } from 'react-router'
import { useSettled } from '#app/features/addresses/use-settled.ts'
import { type PictureTarget, uploadPicture } from './upload-picture.ts'

type Sent<R> = Extract<R, { ok: true }>

/** What became of the picture: sent with it, refused by the API (its words), or none chosen. */
export type PictureOutcome = { attached: boolean; refused: string | null }

/**
 * A form whose text goes through the route's action (a fetcher: without JavaScript the same
 * form posts to the same action) and whose picture then goes from the browser to the API, once
 * the action has said which ticket, or reply, it belongs to. `busy` covers both steps (§2:
 * submit disabled while sending); `onSent` hears what became of the picture.
 */
export function useSendWithPicture<R extends { ok: boolean }>(
  fetcher: FetcherWithComponents<R>,
  targetOf: (result: Sent<R>) => PictureTarget,
  onSent: (result: Sent<R>, picture: PictureOutcome) => void,
) {
  const { t, i18n } = useTranslation()
  const [picture, setPicture] = useState<File | null>(null)
  const [sending, setSending] = useState(false)

  useSettled(fetcher.data, async (result) => {
    if (!result.ok) {
      setSending(false)
      return
    }
    const sent = result as Sent<R>
    const outcome: PictureOutcome = { attached: false, refused: null }
    if (picture) {
      const answer = await uploadPicture(picture, targetOf(sent), i18n.language as Lang)
      if (answer.ok) outcome.attached = true
      else outcome.refused = answer.reason ?? t('support.picture.failed')
    }
    setPicture(null)
    setSending(false)
    onSent(sent, outcome)
  })

  return {
    picture,
    setPicture,
    busy: sending || fetcher.state !== 'idle',
    /** For the form's onSubmit: the button stays disabled until the picture is sent too. */
    started: () => setSending(true),
  }
}
