import type { Lang, MarketItem } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatDateTime, formatJpy } from '#app/lib/format.ts'
import { useCountdown } from './time-left.tsx'

type AuctionBoxProps = {
  item: Pick<MarketItem, 'end_time' | 'bid_count' | 'quick_decision_price'>
  /** Epoch seconds the page was made at. */
  now: number
  rate: string
  lang: Lang
}

/**
 * §2/§4 a Yahoo! Auctions item: when bidding ends and the time left (counted down), the bids so
 * far and the quick-decision price. Bidding through Kaimono comes with the auctions issue: until
 * then the bid form is shown closed, saying so, and nothing pretends to take a bid.
 */
export function AuctionBox({ item, now, rate, lang }: AuctionBoxProps) {
  const { t } = useTranslation()
  const end = item.end_time ?? now
  const left = useCountdown(end, now)
  const ended = left === 'ended'
  return (
    <PanelSection id="auction" title={t('marketItem.auction.title')} className="p-4">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
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
        <dd className="font-medium tabular-nums">
          {t('marketItem.auction.bids', { count: item.bid_count ?? 0 })}
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
      ) : (
        <fieldset disabled className="mt-4 space-y-2" aria-describedby="auction-soon">
          <legend className="text-sm font-medium text-stone-800">
            {t('marketItem.auction.bidLabel')}
          </legend>
          <div className="flex gap-2">
            <input
              type="text"
              inputMode="numeric"
              aria-label={t('marketItem.auction.bidAmount')}
              className="w-full min-w-0 rounded-full border border-stone-300 bg-stone-50 px-4 py-2 text-sm"
            />
            <button
              type="button"
              className="shrink-0 rounded-full bg-stone-300 px-5 py-2 text-sm font-semibold text-stone-700"
            >
              {t('marketItem.auction.bid')}
            </button>
          </div>
          <p id="auction-soon" className="text-sm text-stone-600">
            {t('marketItem.auction.soon')}
          </p>
        </fieldset>
      )}
    </PanelSection>
  )
}
