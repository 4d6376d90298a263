import type { Lang, MarketCategory } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** §2 a market's list narrowed to a category. */
export const categoryHref = (shop: string, categoryId: string) =>
  `/other-market/products/${shop}?${new URLSearchParams({ category_id: categoryId })}`

/**
 * The market, then the item's categories from the root down (§2 category links), each to the
 * market's list of that category.
 */
export function ItemBreadcrumb({
  shop,
  marketName,
  categories,
  lang,
}: {
  shop: string
  marketName: string
  categories: Pick<MarketCategory, 'id' | 'lang'>[]
  lang: Lang
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={`/other-market/${shop}`} className="hover:text-brand-700">
            {marketName}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link to={categoryHref(shop, category.id)} className="hover:text-brand-700">
              {category.lang[lang]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
