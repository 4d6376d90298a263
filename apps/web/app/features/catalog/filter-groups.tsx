import type { Lang, Origin, ProductCategory } from '@kaimono/contracts'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { formatVnd } from '#app/lib/format.ts'
import {
  DISCOUNT_CHOICES,
  type ListingQuery,
  type PriceRange,
  priceBounds,
  priceParam,
  VND_PRICE_RANGES,
  withParam,
} from './listing-query.ts'
import { Stars } from './stars.tsx'

export type FilterOption = { value: string; label: ReactNode; children?: FilterOption[] }

/** A price range in dong as a label: 'Dưới 100.000 đ', '100.000 đ – 300.000 đ', 'Trên 3.000.000 đ'. */
export function usePriceLabel() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Lang
  return ([from, to]: PriceRange) => {
    if (from === null && to !== null)
      return t('listing.price.under', { price: formatVnd(to, lang) })
    if (to === null && from !== null)
      return t('listing.price.above', { price: formatVnd(from, lang) })
    return `${formatVnd(from ?? 0, lang)} – ${formatVnd(to ?? 0, lang)}`
  }
}

export const STAR_CHOICES = [5, 4, 3, 2, 1] as const

/**
 * §4: each filter is a single-choice checkbox group writing to the query; unchecking removes
 * the parameter. Without JavaScript the boxes are a GET form the Apply button sends. The
 * listings of the own shops and of the other markets share it.
 */
export function CheckboxGroup({
  param,
  legend,
  options,
  selected,
  children,
}: {
  param: string
  legend: string
  options: FilterOption[]
  selected: string | null
  children?: ReactNode
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
      {children}
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
        legend={t('listing.price.legend')}
        options={VND_PRICE_RANGES.map((range) => ({
          value: priceParam(range),
          label: priceLabel(range),
        }))}
        selected={query.price ? priceParam(query.price) : null}
      >
        <PriceBoxes price={query.price} />
      </CheckboxGroup>
      <CheckboxGroup
        param="discount"
        legend={t('listing.discount.legend')}
        options={DISCOUNT_CHOICES.map((percent) => ({
          value: String(percent),
          label:
            percent === 1 ? t('listing.discount.any') : t('listing.discount.atLeast', { percent }),
        }))}
        selected={str(query.discount)}
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

/**
 * A price range of the shopper's own, in dong. Without JavaScript the boxes go with the filter
 * form (the page turns `price_from`/`price_to` into `price`); with it, Apply sets `price`.
 */
function PriceBoxes({ price }: { price: PriceRange | null }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  const offered =
    price !== null && VND_PRICE_RANGES.some((r) => priceParam(r) === priceParam(price))
  const own = price && !offered ? price : null
  const [from, setFrom] = useState(own?.[0]?.toString() ?? '')
  const [to, setTo] = useState(own?.[1]?.toString() ?? '')
  const box =
    'w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'
  return (
    <div className="mt-3 flex items-end gap-2">
      <label className="min-w-0 flex-1 text-xs text-stone-700" htmlFor={`${id}-from`}>
        {t('listing.price.from')}
        <input
          id={`${id}-from`}
          name="price_from"
          inputMode="numeric"
          autoComplete="off"
          placeholder="100.000"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          className={box}
        />
      </label>
      <label className="min-w-0 flex-1 text-xs text-stone-700" htmlFor={`${id}-to`}>
        {t('listing.price.to')}
        <input
          id={`${id}-to`}
          name="price_to"
          inputMode="numeric"
          autoComplete="off"
          placeholder="500.000"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          className={box}
        />
      </label>
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault()
          const range = priceBounds(from, to)
          navigate(`${pathname}${withParam(params, 'price', range ? priceParam(range) : null)}`, {
            preventScrollReset: true,
          })
        }}
        className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('listing.price.apply')}
      </button>
    </div>
  )
}
