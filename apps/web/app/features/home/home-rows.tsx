import { type Lang, type PopularBrand, WEEKLY_SALE_MAX_DISCOUNT } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ProductCardSkeleton } from '#app/features/catalog/product-card-skeleton.tsx'
import { formatCount } from '#app/lib/format.ts'
import type { HomeRowsData } from './cards.ts'
import { ProductRow } from './product-row.tsx'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

/** §9: the home page shows 15 placeholders while its rows load. */
export const HOME_SKELETONS = 15

/** §2 rows computed from the catalogue: weekly sale, trending, best sellers, new, top rated, brands. */
export function HomeRows({ rows, rate, lang }: { rows: HomeRowsData; rate: string; lang: Lang }) {
  const { t } = useTranslation()
  const row = (id: string, products: HomeRowsData['trending'], note?: string) => (
    <ProductRow
      id={`home-${id}`}
      title={t(`home.rows.${id}`)}
      note={note}
      products={products}
      rate={rate}
      lang={lang}
    />
  )
  return (
    <>
      {row(
        'weeklySale',
        rows.weekly_sale,
        t('home.rows.weeklySaleNote', { percent: WEEKLY_SALE_MAX_DISCOUNT }),
      )}
      {row('trending', rows.trending, t('home.rows.trendingNote'))}
      {row('bestSellers', rows.best_sellers)}
      {row('newArrivals', rows.new_arrivals)}
      {row('topRated', rows.top_rated)}
      <PopularBrands brands={rows.popular_brands} lang={lang} />
    </>
  )
}

function PopularBrands({ brands, lang }: { brands: PopularBrand[]; lang: Lang }) {
  const { t } = useTranslation()
  if (brands.length === 0) return null
  return (
    <section
      aria-labelledby="home-brands"
      className={`mx-auto max-w-6xl px-4 py-6 ${RENDER_WHEN_NEAR}`}
    >
      <h2
        id="home-brands"
        className="mb-3 text-xl font-bold tracking-tight text-stone-900 sm:text-2xl"
      >
        {t('home.rows.popularBrands')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.name}>
            <Link
              to={`/products/${brand.shop_id}?${new URLSearchParams({ search: brand.name })}`}
              className="flex h-full flex-col items-center gap-1 rounded-xl border border-stone-200 bg-white px-1.5 py-3 text-center sm:px-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={brand.image_url}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="size-16 rounded-full bg-stone-100 sm:size-18"
              />
              <span className="line-clamp-2 w-full break-words text-[13px] font-semibold leading-tight text-stone-900 sm:text-base">
                {brand.name}
              </span>
              <span className="text-xs text-stone-600">
                {t('home.rows.sold', { formatted: formatCount(brand.sold_count, lang) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What the page shows below the hero while it loads again (§2: 15 placeholders). */
export function HomeRowsSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" aria-busy="true">
      <span className="sr-only">{t('home.rows.loading')}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {Array.from({ length: HOME_SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}
