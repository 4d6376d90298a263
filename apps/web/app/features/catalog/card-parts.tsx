import type { Lang } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatJpy } from '#app/lib/format.ts'
import { formatDisplayVnd } from './price.ts'

/** The frame of a product card (own shops and markets): the whole card is its name's link. */
export const CARD_FRAME =
  'group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md'

/** A card's square picture (decorative: the name says what it is), with badges over it. */
export function CardPicture({
  src,
  faded = false,
  children,
}: {
  src: string
  /** Dimmed, as a sold-out item's. */
  faded?: boolean
  children?: ReactNode
}) {
  return (
    <div className="relative aspect-square bg-stone-100">
      <img
        src={src}
        alt=""
        width={600}
        height={600}
        loading="lazy"
        decoding="async"
        className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]${faded ? ' opacity-60' : ''}`}
      />
      {children}
    </div>
  )
}

/** A card's name, a link stretched over the whole card; a button above it stays its own. */
export function CardName({ id, to, children }: { id: string; to: string; children: ReactNode }) {
  return (
    <h3 id={id} className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-stone-900">
      <Link
        to={to}
        className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
      >
        {children}
      </Link>
    </h3>
  )
}

/**
 * A card's price in dong at the rate in force (`rate`, the root loader's), then in yen; the
 * initial price struck through when there is one (a discount).
 */
export function CardPrice({
  yen,
  initial,
  rate,
  lang,
}: {
  yen: number
  initial: number | null
  rate: string | number
  lang: Lang
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('catalog.price')}</span>
        <span className="text-base font-bold text-brand-700 tabular-nums">
          {formatDisplayVnd(yen, rate, lang)}
        </span>
        <span className="text-xs text-stone-600 tabular-nums">{formatJpy(yen)}</span>
      </p>
      {initial !== null ? (
        <p className="text-xs text-stone-500 tabular-nums">
          <span className="sr-only">{t('catalog.initialPrice')}</span>
          <del>{formatDisplayVnd(initial, rate, lang)}</del>
        </p>
      ) : null}
    </>
  )
}
