import { type Product, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRootData } from '#app/lib/use-root-data.ts'

/** The product's shop, then its first category. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const category = product.categories?.[0]
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={`/products/${product.shop_id}`} className="hover:text-brand-700">
            {shopName(product.shop_id, lang)}
          </Link>
        </li>
        {category ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link
              to={`/products/${product.shop_id}?category=${category.id}`}
              className="hover:text-brand-700"
            >
              {category.name}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}
