import type { Lang } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { ProductCardSkeleton } from '#app/features/catalog/product-card-skeleton.tsx'
import { Stars } from '#app/features/catalog/stars.tsx'
import { formatJpy } from '#app/lib/format.ts'
import type { MarketCard } from './market-card.ts'
import { TimeLeftText } from './time-left.tsx'

type MarketItemCardProps = {
  card: MarketCard
  rate: string
  lang: Lang
  /** Epoch seconds the page was made at, for an auction's time left. */
  now: number
}

/** §3 product card of a market's item: picture, name, stars, price; sold out (§4) and bids. */
export function MarketItemCard({ card, rate, lang, now }: MarketItemCardProps) {
  const { t } = useTranslation()
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {/* The tags sit top right: the market's pictures carry its name top left. */}
      <div className="relative aspect-square bg-stone-100">
        <img
          src={card.image}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className={`size-full object-cover ${card.is_sold_out ? 'opacity-60' : ''}`}
        />
        {card.is_sold_out ? (
          <span className="absolute right-2 top-2 rounded-full bg-stone-900 px-2 py-0.5 text-xs font-bold text-white">
            {t('marketItem.soldOut')}
          </span>
        ) : card.discount > 0 ? (
          <span className="absolute right-2 top-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
            -{card.discount}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3
          id={nameId}
          className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-stone-900"
        >
          <Link
            to={card.href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {card.name}
          </Link>
        </h3>
        {card.star !== null ? (
          <div className="flex items-center gap-1 text-xs text-stone-600">
            <Stars star={card.star} />
            <span aria-hidden="true">({card.reviews_count})</span>
            <span className="sr-only">
              {t('catalog.reviewCount', { count: card.reviews_count })}
            </span>
          </div>
        ) : null}
        {card.end_time !== null ? (
          <p className="text-xs text-stone-600">
            {t('marketItem.auction.bids', { count: card.bid_count ?? 0 })} ·{' '}
            <TimeLeftText endTime={card.end_time} now={now} />
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">
              {card.quick_decision ? t('marketItem.auction.quickDecision') : t('catalog.price')}
            </span>
            <span className="text-base font-bold text-brand-700 tabular-nums">
              {formatDisplayVnd(card.price, rate, lang)}
            </span>
            <span className="text-xs text-stone-600 tabular-nums">{formatJpy(card.price)}</span>
          </p>
          {card.discount > 0 && card.initial_price !== null ? (
            <p className="text-xs text-stone-500 tabular-nums">
              <span className="sr-only">{t('catalog.initialPrice')}</span>
              <del>{formatDisplayVnd(card.initial_price, rate, lang)}</del>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** Cards in the grid every market page uses; `skeletons` placeholders while loading. */
export function MarketItemGrid({
  cards,
  loading,
  skeletons,
  wide = false,
  ...shared
}: {
  cards: MarketCard[]
  loading?: boolean
  skeletons?: number
  /** Five across on a wide screen (a page of 30), rather than four (12 recommended). */
  wide?: boolean
} & Omit<MarketItemCardProps, 'card'>) {
  return (
    <ul
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${wide ? 'xl:grid-cols-5' : ''}`}
    >
      {loading
        ? Array.from({ length: skeletons ?? cards.length }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))
        : cards.map((card) => (
            <li key={card.id}>
              <MarketItemCard card={card} {...shared} />
            </li>
          ))}
    </ul>
  )
}
