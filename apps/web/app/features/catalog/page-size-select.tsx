import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { PAGE_SIZES, type PageSize, PER_PAGE, withParam } from './listing-query.ts'

/**
 * How many products a page shows (12, 24 or 48), in the query as `per_page`. `form` ties it to
 * the listing's GET form, so it works without JavaScript too.
 */
export function PageSizeSelect({ perPage, form }: { perPage: PageSize; form: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-stone-700">
        {t('listing.perPage')}
      </label>
      <select
        id={id}
        name="per_page"
        form={form}
        value={perPage}
        onChange={(event) => {
          const value = Number(event.currentTarget.value)
          navigate(
            `${pathname}${withParam(params, 'per_page', value === PER_PAGE ? null : String(value))}`,
            { preventScrollReset: true },
          )
        }}
        className="rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('listing.perPageOption', { count: size })}
          </option>
        ))}
      </select>
    </div>
  )
}
