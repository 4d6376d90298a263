import type { AuctionSupplier, Lang } from '@kaimono/contracts'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { answerOf, postJson } from './auction-post.ts'

/**
 * §4/§5 Permission request for one supplier (Yahoo! Auctions or Ecoring): a Vietnamese phone
 * number, sent only when not empty; staff call within 24 hours (§8 toast). Its texts are the
 * auctions bundle's.
 */
export function PermissionDialog({
  open,
  onClose,
  onDone,
  supplier,
  userId,
  lang,
}: {
  open: boolean
  onClose: () => void
  onDone: () => void
  supplier: AuctionSupplier
  userId: number
  lang: Lang
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const [tel, setTel] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await postJson(
        '/market/request-permission/create',
        { supplier_name: supplier, tel, user_id: userId, device_token: null },
        lang,
      )
      const answer = await answerOf(response)
      if (response.ok) {
        toast(answer.message || t('marketItem.auction.pending'))
        onDone()
        onClose()
      } else if (answer.errors?.tel?.[0]) {
        setError(answer.errors.tel[0])
      } else {
        toast(t('marketItem.auction.failed'), 'danger')
      }
    } catch {
      toast(t('marketItem.auction.failed'), 'danger')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('marketItem.auction.permissionTitle')}>
      <form onSubmit={send} className="space-y-4">
        <p className="text-sm text-stone-700">{t('marketItem.auction.permissionIntro')}</p>
        <Field
          label={t('marketItem.auction.tel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={tel}
          onChange={(event) => {
            setTel(event.target.value)
            setError(undefined)
          }}
          error={error}
          marked
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || tel.trim() === ''}>
            {busy ? t('marketItem.auction.sending') : t('marketItem.auction.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/**
 * §8 the notice a customer without permission sees in place of the bid form: 'Register now'
 * (which opens the dialog) until they have asked, then that their request is being reviewed.
 * `hint` says what the permission is for, when the page has more to say.
 */
export function PermissionNotice({
  permission,
  hint,
  onAsk,
}: {
  permission: 'none' | 'pending'
  hint?: string
  onAsk: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('marketItem.auction.noPermission')}</p>
      {permission === 'pending' ? (
        <p className="mt-1">{t('marketItem.auction.pending')}</p>
      ) : (
        <>
          {hint ? <p className="mt-1">{hint}</p> : null}
          <button
            type="button"
            onClick={onAsk}
            className="mt-1 font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('marketItem.auction.registerNow')}
          </button>
        </>
      )}
    </div>
  )
}
