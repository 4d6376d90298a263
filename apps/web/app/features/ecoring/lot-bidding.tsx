import type { EcoringItem, Lang } from '@kaimono/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { answerOf, postJson } from '#app/features/market-item/auction-post.ts'
import { PermissionDialog, PermissionNotice } from '#app/features/market-item/permission-dialog.tsx'
import { SnipeSelect } from '#app/features/market-item/snipe-select.tsx'
import { useAuctionPermission } from '#app/features/market-item/use-permission.ts'
import { formatJpy } from '#app/lib/format.ts'
import { bidDigits, bidFigures } from './bid-amount.ts'

/** §8/§9: an Ecoring bid's answer, success or refusal, is the server's message for 5 s. */
export const BID_TOAST_MS = 5_000

const LINK_BUTTON =
  'inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * §2/§4/§5 an open lot's bid form, for a signed-in customer with Ecoring's permission: the number
 * of steps typed (digits only, shown with the step's zeros and ¥), the bid it makes and the
 * least allowed. Without the permission, the notice and its request form; without a session, a
 * way to sign in.
 */
export function LotBidding({
  item,
  least,
  onPlaced,
  rate,
  lang,
}: {
  item: Pick<EcoringItem, 'id' | 'bid_step_unit'>
  /** The least bid the lot takes now, in yen. */
  least: number
  /** After a bid is placed: the page reads the lot again (its price and bids). */
  onPlaced: () => unknown
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  const { user } = useVisitor()
  const location = useLocation()
  const toast = useToast()
  const [permission, setPermission] = useAuctionPermission('Ecoring', user?.id)
  const [asking, setAsking] = useState(false)
  const [typed, setTyped] = useState('')
  const [snipe, setSnipe] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [needsAddress, setNeedsAddress] = useState(false)
  const inputId = useId()
  const figures = bidFigures(typed, item, least)

  async function bid(event: FormEvent) {
    event.preventDefault()
    if (!user || busy || figures.amount === null) return
    setBusy(true)
    try {
      const response = await postJson(
        '/market/ecoring/bid',
        {
          item: item.id,
          bid_price: figures.amount,
          user_id: user.id,
          device_token: null,
          snipe_seconds: snipe,
        },
        lang,
        crypto.randomUUID(),
      )
      const answer = await answerOf(response)
      if (response.ok && answer.type === 'success') {
        toast(answer.message || t('ecoring.bid.placed'), 'success', BID_TOAST_MS)
        setTyped('')
        setNeedsAddress(false)
        onPlaced()
        return
      }
      toast(answer.message || t('ecoring.bid.failed'), 'danger', BID_TOAST_MS)
      // §8: refused for want of permission: the notice and its request form show.
      if (response.status === 403) setPermission('none')
      setNeedsAddress(response.status === 409)
    } catch {
      toast(t('ecoring.bid.failed'), 'danger', BID_TOAST_MS)
    } finally {
      setBusy(false)
    }
  }

  if (!user) {
    const back = encodeURIComponent(location.pathname + location.search)
    return (
      <Link to={`/login?redirect=${back}`} className={LINK_BUTTON}>
        {t('marketItem.auction.signInToBid')}
      </Link>
    )
  }

  return (
    <>
      {permission === 'none' || permission === 'pending' ? (
        <PermissionNotice
          permission={permission}
          hint={t('ecoring.bid.permissionHint')}
          onAsk={() => setAsking(true)}
        />
      ) : (
        <form onSubmit={bid} className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            {t('ecoring.bid.amount', { step: formatJpy(figures.step) })}
          </label>
          <div className="flex gap-2">
            <div className="flex min-w-0 flex-1 items-center rounded-full border border-stone-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
              <input
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(bidDigits(event.target.value, figures.step))}
                placeholder={String(figures.leastSteps)}
                aria-describedby={`${inputId}-figures`}
                disabled={permission !== 'granted'}
                className="w-full min-w-0 rounded-l-full bg-transparent py-2 pl-4 text-right text-sm tabular-nums focus:outline-none disabled:text-stone-500"
              />
              <span
                aria-hidden="true"
                className={`shrink-0 pr-4 text-sm text-stone-600 tabular-nums ${
                  figures.suffix.startsWith('×') ? 'pl-1.5' : ''
                }`}
                data-testid="bid-suffix"
              >
                {figures.suffix}
              </span>
            </div>
            <Button
              type="submit"
              disabled={permission !== 'granted' || busy || figures.amount === null}
              className="shrink-0"
            >
              {busy ? t('ecoring.bid.placing') : t('ecoring.bid.submit')}
            </Button>
          </div>
          <p id={`${inputId}-figures`} className="text-xs text-stone-700">
            {figures.amount !== null ? (
              <span className="block font-semibold" data-testid="bid-total">
                {t('ecoring.bid.total', {
                  amount: formatJpy(figures.amount),
                  vnd: formatDisplayVnd(figures.amount, rate, lang),
                })}
              </span>
            ) : null}
            {t('ecoring.bid.least', {
              amount: formatJpy(figures.least),
              steps: figures.leastSteps,
            })}
          </p>
          <p className="text-xs text-stone-600">{t('ecoring.bid.hint')}</p>
          <SnipeSelect value={snipe} onChange={setSnipe} disabled={permission !== 'granted'} />
          {needsAddress ? (
            <Link
              to="/customer/address"
              className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('ecoring.bid.addAddress')}
            </Link>
          ) : null}
        </form>
      )}
      <PermissionDialog
        open={asking}
        onClose={() => setAsking(false)}
        onDone={() => setPermission('pending')}
        supplier="Ecoring"
        userId={user.id}
        lang={lang}
      />
    </>
  )
}
