import { type BrowsableMarket, type Lang, SALE_STATUS, shopName } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_FRAME, CardName, CardPicture, CardPrice } from '#app/features/catalog/card-parts.tsx'
import { shownPrice, timeLeft } from '#app/features/market-item/item-view.ts'
import { WishlistToggle } from '#app/features/wishlist/wishlist-toggle.tsx'
import type { MarketCard as Card } from './market-card-data.ts'

type MarketCardProps = {
  market: BrowsableMarket
  card: Card
  /** The JPY → VND rate of the root loader. */
  rate: string
  lang: Lang
  /** When the page's data was read (epoch seconds): auctions count their time left from it. */
  now: number
}

/**
 * §3 product card of another market: picture, name in the reader's language, price in VND and
 * JPY, discount, condition, sold-out tag (§4), and for Yahoo! Auctions the bids, the time left
 * and, when the price is 0, the quick-decision price (§5).
 */
export function MarketCard({ market, card, rate, lang, now }: MarketCardProps) {
  const { t } = useTranslation()
  const nameId = useId()
  const auction = card.auction
  // §5: an auction at 0 is shown at its quick-decision price.
  const { amount: shown, quickDecision } = shownPrice(
    { price: card.price, quick_decision_price: auction?.quick_decision_price ?? null },
    auction !== null,
  )
  return (
    <article aria-labelledby={nameId} className={CARD_FRAME}>
      <CardPicture src={card.image} faded={card.sold_out}>
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {card.discount ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              -{card.discount}%
            </span>
          ) : null}
          {card.sold_out ? (
            <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs font-bold text-white">
              {SALE_STATUS.sold_out[lang]}
            </span>
          ) : null}
        </div>
        {auction?.end_time ? <TimeLeftBadge endTime={auction.end_time} now={now} /> : null}
      </CardPicture>
      {/* §4: no heart on auction cards. */}
      {auction ? null : (
        <WishlistToggle
          className="absolute right-2 top-2 z-10"
          entry={{
            id: card.id,
            name: card.name,
            price: card.price,
            init_price: card.initial_price ?? card.price,
            shop_id: market,
            shop_name: shopName(market, lang),
            image_url: card.image,
            append: card.append,
          }}
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        {card.condition ? (
          <p className="w-fit max-w-full truncate rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
            {card.condition}
          </p>
        ) : null}
        <CardName id={nameId} to={card.href}>
          {card.name}
        </CardName>
        {auction ? (
          <p className="text-xs text-stone-600">
            {t('markets.card.bids', { count: auction.bid_count })}
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          {quickDecision ? (
            <p className="text-xs font-medium text-stone-700">{t('markets.card.quickDecision')}</p>
          ) : null}
          <CardPrice
            yen={shown}
            initial={card.discount ? card.initial_price : null}
            rate={rate}
            lang={lang}
          />
        </div>
      </div>
    </article>
  )
}

/** §4: 'Ended' when past, else the largest unit of the time left. */
function TimeLeftBadge({ endTime, now }: { endTime: number; now: number }) {
  const { t } = useTranslation()
  const left = timeLeft(endTime, now)
  return (
    <span className="absolute bottom-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-stone-900 shadow-sm">
      {left === 'ended'
        ? t('markets.card.ended')
        : t(`markets.card.left.${left.unit}`, { count: left.count })}
    </span>
  )
}
