import type { EcoringItem, Lang } from '@kaimono/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRevalidator } from 'react-router'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatDateTime, formatJpy } from '#app/lib/format.ts'
import { PRICE_LABEL } from './ecoring-card-data.ts'
import { type EcoringListTab, ecoringDetailHref } from './ecoring-query.ts'
import { LotBidding } from './lot-bidding.tsx'
import { splitClock, useLotClock } from './lot-clock.ts'

type LotAuctionProps = {
  item: EcoringItem
  /** The least bid the lot takes now, in yen (§5, worked out by the loader). */
  least: number
  /** The tab the page is reached from (§2: no bid form under preview). */
  option: EcoringListTab
  /** Epoch seconds the page's data was read at. */
  now: number
  rate: string
  lang: Lang
}

/**
 * §2/§4 the lot's auction: its price and bids, the clock to its start or end (every second), and
 * the bid form while it is open and the page is the time-limit one. At 0 the form goes and
 * 'Auction ended' shows; a lot in preview whose start comes is read again (it opens). While it is
 * open the page listens to the lot's live stream and reads it again at each bid.
 */
export function LotAuction({ item, least, option, now, rate, lang }: LotAuctionProps) {
  const { t } = useTranslation()
  const { revalidate } = useRevalidator()
  const { reached, seconds } = useLotClock(item, now)
  const ended = item.state === 'ended' || (item.state === 'open' && reached)
  const opening = item.state === 'preview' && reached

  useEffect(() => {
    if (opening) revalidate().catch(() => {})
  }, [opening, revalidate])

  // Another customer's bid moves the price and the bids on every open page of the lot at once.
  const open = item.state === 'open' && !reached
  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return
    const stream = new EventSource(`/market/ecoring/live?id=${item.id}`)
    stream.addEventListener('auction', () => {
      revalidate().catch(() => {})
    })
    return () => stream.close()
  }, [open, item.id, revalidate])

  const clock = splitClock(seconds)
  const clockText =
    clock.days > 0 ? t('ecoring.detail.clock', { count: clock.days, time: clock.time }) : clock.time
  return (
    <PanelSection id="lot-auction" title={t('ecoring.detail.auction')} className="p-4 sm:p-5">
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t(`ecoring.detail.${PRICE_LABEL[item.state]}`)}</dt>
        <dd data-testid="lot-price">
          <span className="text-xl font-bold text-brand-700 tabular-nums">
            {formatJpy(item.price)}
          </span>
          <span className="ml-2 text-stone-600 tabular-nums">
            ≈ {formatDisplayVnd(item.price, rate, lang)}
          </span>
        </dd>
        {item.state === 'preview' ? null : (
          <>
            <dt className="text-stone-600">{t('ecoring.detail.bids')}</dt>
            <dd className="font-medium tabular-nums" data-testid="lot-bids">
              {t('ecoring.detail.bidCount', { count: item.bid_count })}
            </dd>
          </>
        )}
        {ended ? null : (
          <>
            <dt className="text-stone-600">
              {item.state === 'preview'
                ? t('ecoring.detail.startsIn')
                : t('ecoring.detail.timeLeft')}
            </dt>
            <dd className="font-semibold tabular-nums">
              <span role="timer" data-testid="lot-clock">
                {clockText}
              </span>
            </dd>
          </>
        )}
      </dl>
      <div className="mt-4 space-y-3">
        {ended ? (
          <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm font-semibold text-stone-800">
            {t('marketItem.auction.auctionEnded')}
          </p>
        ) : item.state === 'preview' ? (
          <p className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">
            {t('ecoring.detail.previewNotice', { date: formatDateTime(item.start_time) })}
          </p>
        ) : option === 'preview' ? (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t('ecoring.detail.nowOpen')}{' '}
            <Link
              to={ecoringDetailHref('timelimit', item.id)}
              className="font-semibold underline underline-offset-2"
            >
              {t('ecoring.detail.goToAuction')}
            </Link>
          </p>
        ) : (
          <LotBidding item={item} least={least} onPlaced={revalidate} rate={rate} lang={lang} />
        )}
      </div>
    </PanelSection>
  )
}
