import { discountPercent, isSoldOut, type Lang, type MarketItem } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { Stars } from '#app/features/catalog/stars.tsx'
import { formatJpy } from '#app/lib/format.ts'
import { type Badge, type ItemBadges, type NameView, nameView, shownPrice } from './item-view.ts'

type MarketItemSummaryProps = {
  item: MarketItem
  badges: ItemBadges
  auction: boolean
  rate: string
  lang: Lang
  /** The name as the reader asked to read it (the page's `?name=`), and the link to the other way. */
  name?: NameView
  nameHref?: string | null
}

/** A yen amount in dong at the day's rate, with the yen beside it. */
function Price({ amount, rate, lang }: { amount: number; rate: string; lang: Lang }) {
  return (
    <>
      <span className="text-3xl font-bold text-brand-700 tabular-nums">
        {formatDisplayVnd(amount, rate, lang)}
      </span>
      <span className="text-base text-stone-600 tabular-nums">{formatJpy(amount)}</span>
    </>
  )
}

const TONE = {
  condition: 'bg-sky-50 text-sky-900 ring-sky-200',
  delivery: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  sale: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const

/** §2 condition, delivery and sale-status badges, each group named for screen readers. */
function BadgeRow({ badges }: { badges: ItemBadges }) {
  const { t } = useTranslation()
  const groups = (['condition', 'delivery', 'sale'] as const).filter((g) => badges[g].length)
  if (groups.length === 0) return null
  return (
    <dl className="flex flex-wrap gap-2">
      {groups.map((group) => (
        <div key={group} className="contents">
          <dt className="sr-only">{t(`marketItem.badges.${group}`)}</dt>
          {badges[group].map((badge: Badge) => (
            <dd
              key={badge.code}
              className={`rounded-full px-3 py-1 text-xs font-medium ring-1 ${TONE[group]}`}
            >
              {badge.label}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}

/** §3 the versions an item comes in, each at its own price (Rakuten, Amazon, Nike). */
function Variants({
  variants,
  rate,
  lang,
}: {
  variants: MarketItem['variants']
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="item-variants">
      <h2 id="item-variants" className="mb-2 text-sm font-medium text-stone-800">
        {t('marketItem.variants')}
      </h2>
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {variants.map((variant) => (
          <li
            key={variant.value}
            className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm"
          >
            <span className="text-stone-800">{variant.value}</span>
            <span className="tabular-nums text-stone-700">
              {formatDisplayVnd(variant.price, rate, lang)} · {formatJpy(variant.price)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A market item's name in the reader's language over the seller's Japanese, its stars, its
 * price (and what it was), its badges and, when sold, the sold-out tag (§4).
 */
export function MarketItemSummary({
  item,
  badges,
  auction,
  rate,
  lang,
  name: view = nameView(item, lang, null),
  nameHref,
}: MarketItemSummaryProps) {
  const { t } = useTranslation()
  const { shown: name, original } = view
  const shown = shownPrice(item, auction)
  const discount = discountPercent(item.price, item.initial_price ?? 0)
  return (
    <>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          {isSoldOut(item) ? (
            <span className="rounded-full bg-stone-900 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
              {t('marketItem.soldOut')}
            </span>
          ) : null}
          {item.label ? (
            <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700">
              {item.label}
            </span>
          ) : null}
        </div>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {name}
        </h1>
        {original ? (
          <p lang="ja" className="mt-1 text-sm text-stone-600">
            <span className="sr-only">{t('marketItem.original')} </span>
            {original}
          </p>
        ) : null}
        {view.failed ? (
          <p role="status" className="mt-1 text-sm text-amber-800">
            {t('translate.failed')}
          </p>
        ) : null}
        {view.toggle && nameHref ? (
          <Link
            to={nameHref}
            replace
            preventScrollReset
            rel="nofollow"
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t(`translate.${view.toggle.label}`)}
          </Link>
        ) : null}
        {item.rate ? (
          <div className="mt-2 flex items-center gap-2 text-sm text-stone-600">
            <Stars star={item.rate.ratio} size="md" />
            <a href="#item-reviews" className="hover:text-brand-700">
              {t('catalog.reviewCount', { count: item.rate.count })}
            </a>
          </div>
        ) : null}
      </div>

      <Panel flat className="space-y-1 p-4">
        {shown.quickDecision ? (
          <p className="text-sm font-medium text-stone-700">
            {t('marketItem.auction.quickDecision')}
          </p>
        ) : auction ? (
          <p className="text-sm font-medium text-stone-700">
            {t('marketItem.auction.currentPrice')}
          </p>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">{t('catalog.price')}</span>
          <Price amount={shown.amount} rate={rate} lang={lang} />
        </p>
        {discount > 0 && item.initial_price !== null ? (
          <p className="flex items-center gap-2 text-sm text-stone-500 tabular-nums">
            <span className="sr-only">{t('catalog.initialPrice')}</span>
            <del>{formatDisplayVnd(item.initial_price, rate, lang)}</del>
            <del>{formatJpy(item.initial_price)}</del>
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              -{discount}%
            </span>
          </p>
        ) : null}
        {item.delivery_detail?.estimated_delivery_time_text ? (
          <p className="pt-1 text-sm text-stone-600">
            {t('marketItem.shipsIn', { text: item.delivery_detail.estimated_delivery_time_text })}
          </p>
        ) : null}
      </Panel>

      <BadgeRow badges={badges} />
      {item.variants.length ? <Variants variants={item.variants} rate={rate} lang={lang} /> : null}
    </>
  )
}
