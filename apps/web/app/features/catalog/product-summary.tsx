import { discountPercent, type Lang, type Product } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { formatJpy } from '#app/lib/format.ts'
import { formatDisplayVnd } from './price.ts'
import { Stars } from './stars.tsx'

type ProductSummaryProps = { product: Product; rate: string; lang: Lang }

/** A product's brand, name, stars and price (and the price it was, with its discount). */
export function ProductSummary({ product, rate, lang }: ProductSummaryProps) {
  const { t } = useTranslation()
  const discount = discountPercent(product.price, product.initial_price)
  return (
    <>
      <div>
        {product.brand ? (
          <p className="text-sm font-medium text-brand-700">{product.brand}</p>
        ) : null}
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {product.name}
        </h1>
        <div className="mt-2 flex items-center gap-2 text-sm text-stone-600">
          <Stars star={product.star} size="md" />
          <a href="#reviews-title" className="hover:text-brand-700">
            {t('catalog.reviewCount', { count: product.reviews_count })}
          </a>
        </div>
      </div>

      <Panel flat className="p-4">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">{t('catalog.price')}</span>
          <span className="text-3xl font-bold text-brand-700 tabular-nums">
            {formatDisplayVnd(product.price, rate, lang)}
          </span>
          <span className="text-base text-stone-600 tabular-nums">{formatJpy(product.price)}</span>
        </p>
        {discount > 0 ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-stone-500 tabular-nums">
            <span className="sr-only">{t('catalog.initialPrice')}</span>
            <del>{formatDisplayVnd(product.initial_price, rate, lang)}</del>
            <del>{formatJpy(product.initial_price)}</del>
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              -{discount}%
            </span>
          </p>
        ) : null}
      </Panel>
    </>
  )
}
