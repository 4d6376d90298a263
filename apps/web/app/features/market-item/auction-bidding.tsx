import { formatJapanTime, type Lang, type MarketItem, minimumBid } from '@kaimono/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useVisitor } from '#app/features/accounts/visitor.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatJpy } from '#app/lib/format.ts'
import { answerOf, postJson } from './auction-post.ts'
import type { AuctionState } from './auction-state.ts'
import { PermissionDialog, PermissionNotice } from './permission-dialog.tsx'
import { SnipeSelect } from './snipe-select.tsx'
import { useAuctionPermission } from './use-permission.ts'

type Outcome = { ok: boolean; message: string; needsAddress?: boolean }

/** §2/§4/§8 the bid form, the permission it needs, and the bids so far (names masked). */
export function AuctionBidding({
  item,
  endTime,
  price,
  ended,
  auction,
  rate,
  lang,
}: {
  item: Pick<MarketItem, 'id' | 'url'>
  endTime: number
  price: number
  ended: boolean
  auction: AuctionState
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  const { user } = useVisitor()
  const location = useLocation()
  const [permission, setPermission] = useAuctionPermission('YahooAuction', user?.id)
  const [asking, setAsking] = useState(false)
  const [amount, setAmount] = useState('')
  const [snipe, setSnipe] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const inputId = useId()
  const least = minimumBid(price)
  const mine = auction.state?.auction

  async function bid(event: FormEvent) {
    event.preventDefault()
    if (!user || busy) return
    setBusy(true)
    try {
      const response = await postJson(
        '/market/auction/create-auction-request',
        {
          url: item.url,
          price: Number(amount),
          user_id: user.id,
          token_device: null,
          date_finish: formatJapanTime(endTime),
          snipe_seconds: snipe,
        },
        lang,
        crypto.randomUUID(),
      )
      const answer = await answerOf(response)
      if (response.ok && answer.type === 'success') {
        setOutcome({ ok: true, message: answer.message || t('marketItem.auction.placedDefault') })
        setAmount('')
        auction.reload()
      } else if (response.status === 403 && answer.type === 'failure') {
        // §8: refused for want of permission: the permission form opens.
        setPermission('none')
        setAsking(true)
      } else {
        setOutcome({
          ok: false,
          message: answer.message || t('marketItem.auction.cantAuction'),
          needsAddress: response.status === 409,
        })
      }
    } catch {
      setOutcome({ ok: false, message: t('marketItem.auction.cantAuction') })
    } finally {
      setBusy(false)
    }
  }

  const signIn = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`
  const canBid = Boolean(user) && permission === 'granted' && !ended && !busy

  return (
    <div className="mt-4 space-y-4">
      {mine?.my_snipe_at ? (
        <p
          className="rounded-lg bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900"
          data-testid="auction-my-status"
        >
          {t('marketItem.auction.snipe.kept', { time: formatJapanTime(mine.my_snipe_at) })}
          {mine.my_max !== null
            ? ` · ${t('marketItem.auction.yourMax', { amount: formatJpy(mine.my_max) })}`
            : ''}
        </p>
      ) : mine?.my_status ? (
        <p
          className={`rounded-lg px-4 py-3 text-sm font-semibold ${
            mine.my_status === 'success' || mine.my_status === 'final-success'
              ? 'bg-emerald-50 text-emerald-800'
              : 'bg-amber-50 text-amber-900'
          }`}
          data-testid="auction-my-status"
        >
          {t(`marketItem.auction.status.${mine.my_status}`)}
          {mine.my_max !== null
            ? ` · ${t('marketItem.auction.yourMax', { amount: formatJpy(mine.my_max) })}`
            : ''}
        </p>
      ) : null}

      {ended ? null : !user ? (
        <Link
          to={signIn}
          className="inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('marketItem.auction.signInToBid')}
        </Link>
      ) : permission === 'none' || permission === 'pending' ? (
        <PermissionNotice permission={permission} onAsk={() => setAsking(true)} />
      ) : (
        <form onSubmit={bid} className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            {t('marketItem.auction.bidAmount')}
          </label>
          <div className="flex gap-2">
            <div className="relative w-full min-w-0">
              <input
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                // §5: digits only.
                onChange={(event) => setAmount(event.target.value.replace(/\D/g, '').slice(0, 9))}
                placeholder={String(least)}
                aria-describedby={`${inputId}-hint`}
                disabled={permission !== 'granted'}
                className="w-full rounded-full border border-stone-300 bg-white py-2 pr-10 pl-4 text-sm tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100"
              />
              <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-stone-500">
                ¥
              </span>
            </div>
            <Button type="submit" disabled={!canBid || amount === ''} className="shrink-0">
              {busy ? t('marketItem.auction.placing') : t('marketItem.auction.bid')}
            </Button>
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-stone-600">
            {t('marketItem.auction.leastBid', { amount: formatJpy(least) })}
            {amount !== ''
              ? ` · ${formatJpy(Number(amount))} ≈ ${formatDisplayVnd(Number(amount), rate, lang)}`
              : ''}
            <br />
            {t('marketItem.auction.maxHint')}
          </p>
          <SnipeSelect value={snipe} onChange={setSnipe} disabled={permission !== 'granted'} />
        </form>
      )}

      <BidTable auction={auction} />

      <PermissionDialog
        open={asking}
        onClose={() => setAsking(false)}
        onDone={() => setPermission('pending')}
        supplier="YahooAuction"
        userId={user?.id ?? 0}
        lang={lang}
      />
      <Dialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={
          outcome?.ok ? t('marketItem.auction.placedTitle') : t('marketItem.auction.auctionFail')
        }
      >
        <p className="text-sm text-stone-800" role={outcome?.ok ? 'status' : 'alert'}>
          {outcome?.message}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          {outcome?.needsAddress ? (
            <Link
              to="/customer/address"
              className="inline-flex items-center rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-stone-800"
            >
              {t('marketItem.auction.addAddress')}
            </Link>
          ) : null}
          <Button type="button" onClick={() => setOutcome(null)}>
            {t('marketItem.auction.ok')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

/** §3 Bid: the bids through Kaimono, highest first, each bidder's name masked. */
function BidTable({ auction }: { auction: AuctionState }) {
  const { t } = useTranslation()
  const rows = auction.state?.data ?? []
  return (
    <section aria-labelledby="auction-bids-title">
      <h3 id="auction-bids-title" className="text-sm font-semibold text-stone-900">
        {t('marketItem.auction.bidsTitle')}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('marketItem.auction.noBids')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 text-sm" data-testid="auction-bid-list">
          {rows.map((row) => (
            <li
              key={`${row.username}-${row.updated_at}-${row.price}`}
              className="flex gap-3 py-1.5"
            >
              <span className="min-w-0 flex-1 truncate">
                {row.username}
                {row.mine ? ` (${t('marketItem.auction.you')})` : ''}
                {row.leading ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    {t('marketItem.auction.leading')}
                  </span>
                ) : null}
              </span>
              <span className="tabular-nums">{formatJpy(row.price)}</span>
              <span className="w-16 text-right text-stone-600">
                {t('marketItem.auction.count', { count: row.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
