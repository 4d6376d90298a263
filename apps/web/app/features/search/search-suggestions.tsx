import type { Lang, ProductCategory } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ProductCard, type ProductCardProduct } from '#app/features/catalog/product-card.tsx'

/** §4 suggestions as the listing keeps them: product cards only, the rest as the API has it. */
export type ListingSuggestions = {
  closest: {
    search: string | null
    total: number
    data: ProductCardProduct[]
    others: { search: string; total: number }[]
  } | null
  categories: Pick<ProductCategory, 'id' | 'name'>[]
}

const CHIP =
  'inline-flex items-center rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * §4 An empty search that still helps: what was not found, the closest search that finds
 * products (fewer words, or names spelled nearly so) with its products and a link to all of
 * them, other searches to try, and the categories whose names carry the words.
 */
export function SearchSuggestions({
  search,
  filtered,
  suggestions,
  hrefFor,
  allShopsHref,
  rate,
  lang,
}: {
  search: string
  /** Whether filters besides the words are in force. */
  filtered: boolean
  suggestions: ListingSuggestions
  /** The listing with these words (and no filter), or with this category. */
  hrefFor: (change: { search: string } | { category: number }) => string
  /** The same words in both shops, when the listing is of one. */
  allShopsHref: string | null
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  const { closest, categories } = suggestions
  const sameWords = closest?.search === search
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-stone-200 bg-white px-5 py-6">
        <p className="font-medium text-stone-900">
          {t(filtered ? 'listing.empty.noMatchFiltered' : 'listing.empty.noMatch', { search })}
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('listing.empty.tips')}</p>
        {allShopsHref ? (
          <p className="mt-3">
            <Link
              to={allShopsHref}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('listing.empty.otherShops')}
            </Link>
          </p>
        ) : null}
        {closest?.others.length ? (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="text-sm text-stone-700">{t('listing.empty.alsoTry')}</span>
            {closest.others.map((other) => (
              <Link key={other.search} to={hrefFor({ search: other.search })} className={CHIP}>
                {t('listing.empty.otherSearch', { search: other.search, count: other.total })}
              </Link>
            ))}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <nav aria-label={t('listing.empty.categories')} className="mt-4">
            <h2 className="text-sm font-semibold text-stone-900">
              {t('listing.empty.categories')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={hrefFor({ category: category.id })} className={CHIP}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      {closest && closest.data.length > 0 ? (
        <section aria-labelledby="closest-results">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="closest-results" className="text-lg font-semibold text-stone-900">
              {closest.search === null
                ? t('listing.empty.similar')
                : t('listing.empty.closest', { search: closest.search })}
            </h2>
            {closest.search !== null ? (
              <Link
                to={hrefFor({ search: closest.search })}
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {sameWords && filtered
                  ? t('listing.empty.seeAllFiltered', { count: closest.total })
                  : t('listing.empty.seeAll', { count: closest.total, search: closest.search })}
              </Link>
            ) : null}
          </div>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            {closest.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} rate={rate} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
