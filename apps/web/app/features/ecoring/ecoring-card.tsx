import type { Lang } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_FRAME, CardName, CardPicture, CardPrice } from '#app/features/catalog/card-parts.tsx'
import { formatDateTime } from '#app/lib/format.ts'
import { type EcoringCard as Card, cardClock, PRICE_LABEL } from './ecoring-card-data.ts'

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold'

/**
 * §2 an Ecoring card: picture, rank, brand, name, the price in dong and yen (the start price of a
 * lot in preview, else the current one), its bids, when it starts or ends, and a small badge of
 * the time to its start or end, or 'Ended' (§4).
 */
export function EcoringCard({
  card,
  rate,
  lang,
  now,
}: {
  card: Card
  /** The JPY → VND rate of the root loader. */
  rate: string
  lang: Lang
  /** When the page's data was read (epoch seconds): the badges count from it. */
  now: number
}) {
  const { t } = useTranslation()
  const nameId = useId()
  const { state, left } = cardClock(card, now)
  return (
    <article aria-labelledby={nameId} className={CARD_FRAME}>
      <CardPicture src={card.image} faded={state === 'ended'}>
        <span className={`absolute left-2 top-2 bg-stone-900 text-white ${BADGE}`}>
          {t('ecoring.card.rank', { rank: card.rank })}
        </span>
        <span className={`absolute bottom-2 left-2 bg-white/95 text-stone-900 shadow-sm ${BADGE}`}>
          {left === 'ended'
            ? t('markets.card.ended')
            : state === 'preview'
              ? t(`ecoring.card.startsIn.${left.unit}`, { count: left.count })
              : t(`markets.card.left.${left.unit}`, { count: left.count })}
        </span>
      </CardPicture>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {card.brand}
        </p>
        <CardName id={nameId} to={card.href}>
          {card.name}
        </CardName>
        <p className="text-xs text-stone-600 tabular-nums">
          {state === 'preview'
            ? t('ecoring.card.starts', { date: formatDateTime(card.start_time) })
            : t('ecoring.card.ends', { date: formatDateTime(card.end_time) })}
        </p>
        {state === 'preview' ? null : (
          <p className="text-xs text-stone-600">
            {t('markets.card.bids', { count: card.bid_count })}
          </p>
        )}
        <div className="mt-auto pt-1">
          <p className="text-xs font-medium text-stone-700">
            {t(`ecoring.card.${PRICE_LABEL[state]}`)}
          </p>
          <CardPrice yen={card.price} initial={null} rate={rate} lang={lang} />
        </div>
      </div>
    </article>
  )
}
