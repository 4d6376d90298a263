import type { Lang, MarketItem } from '@kaimono/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatDateTime, formatJpy } from '#app/lib/format.ts'
import { AuctionBidding } from './auction-bidding.tsx'
import type { AuctionState } from './auction-state.ts'
import { useCountdown } from './time-left.tsx'

type AuctionBoxProps = {
  item: Pick<MarketItem, 'id' | 'url' | 'price' | 'end_time' | 'bid_count' | 'quick_decision_price'>
  /** Epoch seconds the page was made at. */
  now: number
  /** The auction as our customers' bids make it (the page reads it: its summary shows the price). */
  auction: AuctionState
  rate: string
  lang: Lang
}

/**
 * §2/§4 a Yahoo! Auctions item: when bidding ends and the time left (counted down, and set
 * again from the server when the tab wakes), the price and bids as our customers' bids make
 * them (live), the quick-decision price, and the bid form with the permission it needs.
 */
export function AuctionBox({ item, now, auction, rate, lang }: AuctionBoxProps) {
  const { t } = useTranslation()
  const end = item.end_time ?? now
  const { left, resync } = useCountdown(end, now)
  const ended = left === 'ended' || auction.state?.auction.ended === true
  const price = auction.state?.auction.current_price ?? item.price
  // Yahoo!'s bids so far, and those our customers' maximums have made since.
  const bids = (item.bid_count ?? 0) + (auction.state?.auction.bid_count ?? 0)

  useEffect(() => {
    const wake = () => {
      if (document.visibilityState !== 'visible') return
      fetch(`/market/common/timedown?id=${encodeURIComponent(item.id)}`)
        .then((response) => (response.ok ? (response.json() as Promise<number>) : null))
        .then((seconds) => {
          if (typeof seconds === 'number') resync(seconds)
        })
        .catch(() => {})
      auction.reload()
    }
    document.addEventListener('visibilitychange', wake)
    return () => document.removeEventListener('visibilitychange', wake)
  }, [item.id, resync, auction.reload])

  return (
    <PanelSection id="auction" title={t('marketItem.auction.title')} className="p-4">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t('marketItem.auction.currentPrice')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="auction-price">
          {formatDisplayVnd(price, rate, lang)} · {formatJpy(price)}
        </dd>
        <dt className="text-stone-600">{t('marketItem.auction.endsAt')}</dt>
        <dd className="font-medium tabular-nums">
          {item.end_time === null ? '—' : formatDateTime(item.end_time)}
        </dd>
        <dt className="text-stone-600">{t('marketItem.auction.timeLeft')}</dt>
        <dd className="font-medium" aria-live="off">
          {ended ? (
            <span className="text-red-700">{t('marketItem.auction.ended')}</span>
          ) : (
            t(`marketItem.auction.left.${left.unit}`, { count: left.count })
          )}
        </dd>
        <dt className="text-stone-600">{t('marketItem.auction.bidCount')}</dt>
        <dd className="font-medium tabular-nums" data-testid="auction-bids">
          {t('marketItem.auction.bids', { count: bids })}
        </dd>
        {item.quick_decision_price !== null ? (
          <>
            <dt className="text-stone-600">{t('marketItem.auction.quickDecision')}</dt>
            <dd className="font-medium tabular-nums">
              {formatDisplayVnd(item.quick_decision_price, rate, lang)} ·{' '}
              {formatJpy(item.quick_decision_price)}
            </dd>
          </>
        ) : null}
      </dl>
      {ended ? (
        <p className="mt-4 rounded-lg bg-stone-100 px-4 py-3 text-sm font-semibold text-stone-800">
          {t('marketItem.auction.auctionEnded')}
        </p>
      ) : null}
      <AuctionBidding
        item={item}
        endTime={end}
        price={price}
        ended={ended}
        auction={auction}
        rate={rate}
        lang={lang}
      />
    </PanelSection>
  )
}
