import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import {
  DEFAULT_SORT,
  PAGE_SIZES,
  type PageSize,
  PER_PAGE,
  type ProductSort,
  withParam,
} from './listing-query.ts'

type Option = { value: string; label: string; disabled?: boolean }

/**
 * One listing parameter as a select: `form` ties it to the listing's GET form, so it works
 * without JavaScript; with JavaScript a change navigates at once, dropping the parameter when it
 * is back at its default so that the URL stays canonical.
 */
export function ListingParamSelect({
  param,
  value,
  fallback,
  label,
  options,
  form,
  className,
  wrapperClassName,
}: {
  param: string
  value: string
  fallback: string
  label: string
  options: Option[]
  form: string
  className: string
  wrapperClassName: string
}) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  return (
    <div className={`flex items-center gap-2 ${wrapperClassName}`}>
      <label htmlFor={id} className="whitespace-nowrap text-sm text-stone-700">
        {label}
      </label>
      <select
        id={id}
        name={param}
        form={form}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value
          navigate(`${pathname}${withParam(params, param, next === fallback ? null : next)}`, {
            preventScrollReset: true,
          })
        }}
        className={`rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${className}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const SORT_LABELS: Record<ProductSort, string> = {
  '-updated_at': 'catalog.sort.newest',
  updated_at: 'catalog.sort.oldest',
  price: 'catalog.sort.priceAsc',
  '-price': 'catalog.sort.priceDesc',
}

/** §9 sorts; 'Discount' and 'Most buy' are listed but coming soon. */
export function SortSelect({ sort, form }: { sort: ProductSort; form: string }) {
  const { t } = useTranslation()
  const soon = t('catalog.comingSoon')
  const options: Option[] = [
    ...(Object.keys(SORT_LABELS) as ProductSort[]).map((value) => ({
      value,
      label: t(SORT_LABELS[value]),
    })),
    { value: 'discount', label: `${t('catalog.sort.discount')} (${soon})`, disabled: true },
    { value: 'most-buy', label: `${t('catalog.sort.mostBuy')} (${soon})`, disabled: true },
  ]
  return (
    <ListingParamSelect
      param="sort"
      value={sort}
      fallback={DEFAULT_SORT}
      label={t('catalog.sort.label')}
      options={options}
      form={form}
      className="min-w-0 max-w-full flex-1 sm:w-56 sm:flex-none"
      wrapperClassName="min-w-0"
    />
  )
}

/** How many products a page shows (12, 24 or 48), in the query as `per_page`. */
export function PageSizeSelect({ perPage, form }: { perPage: PageSize; form: string }) {
  const { t } = useTranslation()
  return (
    <ListingParamSelect
      param="per_page"
      value={String(perPage)}
      fallback={String(PER_PAGE)}
      label={t('listing.perPage')}
      options={PAGE_SIZES.map((size) => ({
        value: String(size),
        label: t('listing.perPageOption', { count: size }),
      }))}
      form={form}
      className=""
      wrapperClassName="shrink-0"
    />
  )
}
