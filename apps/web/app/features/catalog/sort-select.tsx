import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { DEFAULT_SORT, type ProductSort, withParam } from './listing-query.ts'

const SORT_LABELS: Record<ProductSort, string> = {
  '-updated_at': 'catalog.sort.newest',
  updated_at: 'catalog.sort.oldest',
  price: 'catalog.sort.priceAsc',
  '-price': 'catalog.sort.priceDesc',
}

/** §9 sorts; 'Discount' and 'Most buy' are listed but coming soon. `form` ties it to the GET form. */
export function SortSelect({ sort, form }: { sort: ProductSort; form: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-stone-700">
        {t('catalog.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        form={form}
        value={sort}
        onChange={(event) => {
          const value = event.currentTarget.value
          navigate(
            `${pathname}${withParam(params, 'sort', value === DEFAULT_SORT ? null : value)}`,
            {
              preventScrollReset: true,
            },
          )
        }}
        className="min-w-0 max-w-full flex-1 sm:w-56 sm:flex-none rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {(Object.keys(SORT_LABELS) as ProductSort[]).map((value) => (
          <option key={value} value={value}>
            {t(SORT_LABELS[value])}
          </option>
        ))}
        <option value="discount" disabled>
          {t('catalog.sort.discount')} ({t('catalog.comingSoon')})
        </option>
        <option value="most-buy" disabled>
          {t('catalog.sort.mostBuy')} ({t('catalog.comingSoon')})
        </option>
      </select>
    </div>
  )
}
