import { type Origin, PRICE_RANGES, type ProductCategory } from '@kaimono/contracts'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { formatJpy } from '../../lib/format.ts'
import { type FilterParam, type ListingQuery, priceParam, withParam } from './listing-query.ts'
import { Stars } from './stars.tsx'

export type FilterOption = { value: string; label: ReactNode; children?: FilterOption[] }

/** §9: a price range's label; the last is "above 100,000". */
export function usePriceLabel() {
  const { t } = useTranslation()
  // Compared by value: a range read back from loader data is a copy.
  const [lastFrom, lastTo] = PRICE_RANGES.at(-1) ?? []
  return (range: readonly [number, number]) =>
    range[0] === lastFrom && range[1] === lastTo
      ? t('catalog.filters.priceAbove', { price: formatJpy(range[0]) })
      : `${formatJpy(range[0])} – ${formatJpy(range[1])}`
}

export const STAR_CHOICES = [5, 4, 3, 2, 1] as const

/**
 * §4: each filter is a single-choice checkbox group writing to the query; unchecking removes
 * the parameter. Without JavaScript the boxes are a GET form the Apply button sends.
 */
function CheckboxGroup({
  param,
  legend,
  options,
  selected,
}: {
  param: FilterParam
  legend: string
  options: FilterOption[]
  selected: string | null
}) {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  // The box shows the choice at once; the query (and so `selected`) follows when the page loads.
  const [choice, setChoice] = useState(selected)
  useEffect(() => setChoice(selected), [selected])

  const renderOptions = (list: FilterOption[], nested: boolean) => (
    <ul className={nested ? 'ml-6 mt-1 space-y-1 border-l border-stone-200 pl-3' : 'space-y-1'}>
      {list.map((option) => {
        const checked = option.value === choice
        return (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-stone-800 hover:text-brand-700">
              <input
                type="checkbox"
                name={param}
                value={option.value}
                checked={checked}
                onChange={(event) => {
                  const value = event.currentTarget.checked ? option.value : null
                  setChoice(value)
                  navigate(`${pathname}${withParam(params, param, value)}`, {
                    preventScrollReset: true,
                  })
                }}
                className="size-4 shrink-0 rounded border-stone-400 accent-brand-600"
              />
              <span className={checked ? 'font-semibold text-brand-700' : undefined}>
                {option.label}
              </span>
            </label>
            {option.children?.length ? renderOptions(option.children, true) : null}
          </li>
        )
      })}
    </ul>
  )

  return (
    <fieldset className="border-b border-stone-200 pb-4 last:border-b-0" aria-labelledby={id}>
      <legend id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-900">
        {legend}
      </legend>
      {renderOptions(options, false)}
    </fieldset>
  )
}

const categoryOptions = (categories: ProductCategory[]): FilterOption[] =>
  categories.map((category) => ({
    value: String(category.id),
    label: category.name,
    children: category.children ? categoryOptions(category.children) : undefined,
  }))

/** §2 listing sidebar: category tree (ikom), price ranges, origin and the star rating. */
export function FilterGroups({
  query,
  categories,
  origins,
}: {
  query: ListingQuery
  /** The category tree; empty for a shop without one. */
  categories: ProductCategory[]
  origins: Origin[]
}) {
  const { t } = useTranslation()
  const priceLabel = usePriceLabel()
  const str = (value: number | null) => (value === null ? null : String(value))
  return (
    <div className="space-y-4">
      {categories.length > 0 ? (
        <CheckboxGroup
          param="category"
          legend={t('catalog.filters.category')}
          options={categoryOptions(categories)}
          selected={str(query.category)}
        />
      ) : null}
      <CheckboxGroup
        param="price"
        legend={t('catalog.filters.price')}
        options={PRICE_RANGES.map((range) => ({
          value: priceParam(range),
          label: priceLabel(range),
        }))}
        selected={query.price ? priceParam(query.price) : null}
      />
      <CheckboxGroup
        param="origin"
        legend={t('catalog.filters.origin')}
        options={origins.map((origin) => ({ value: String(origin.id), label: origin.name }))}
        selected={str(query.origin)}
      />
      <CheckboxGroup
        param="star"
        legend={t('catalog.filters.rating')}
        options={STAR_CHOICES.map((star) => ({
          value: String(star),
          label: (
            <span className="inline-flex items-center gap-1.5">
              <Stars star={star} decorative />
              <span>{t('catalog.filters.starsUp', { star })}</span>
            </span>
          ),
        }))}
        selected={str(query.star)}
      />
    </div>
  )
}
