import type { Origin, ProductCategory } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { usePriceLabel } from './filter-groups.tsx'
import { type ListingQuery, withParam } from './listing-query.ts'

function findCategory(tree: ProductCategory[], id: number): ProductCategory | undefined {
  for (const category of tree) {
    if (category.id === id) return category
    const found = findCategory(category.children ?? [], id)
    if (found) return found
  }
  return undefined
}

/** §2: the filters in force as tags; each removes its own parameter, the last clears them all. */
export function FilterTags({
  query,
  categories,
  origins,
}: {
  query: ListingQuery
  categories: ProductCategory[]
  origins: Origin[]
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const priceLabel = usePriceLabel()

  const tags: { param: string[]; label: string }[] = []
  if (query.search) {
    tags.push({
      param: ['search', 'name'],
      label: t('catalog.filters.searchTag', { search: query.search }),
    })
  }
  if (query.category) {
    const name = findCategory(categories, query.category)?.name
    if (name) tags.push({ param: ['category'], label: name })
  }
  if (query.price) tags.push({ param: ['price'], label: priceLabel(query.price) })
  if (query.origin) {
    const name = origins.find((origin) => origin.id === query.origin)?.name
    if (name) tags.push({ param: ['origin'], label: name })
  }
  if (query.star)
    tags.push({ param: ['star'], label: t('catalog.filters.starsUp', { star: query.star }) })
  if (query.discount) {
    const percent = query.discount
    tags.push({
      param: ['discount'],
      label: percent === 1 ? t('listing.discount.any') : t('listing.discount.atLeast', { percent }),
    })
  }
  if (tags.length === 0) return null

  const without = (names: string[]) => {
    let next = new URLSearchParams(params)
    for (const name of names) next = new URLSearchParams(withParam(next, name, null))
    const search = next.toString()
    return `${pathname}${search ? `?${search}` : ''}`
  }
  const keep = new URLSearchParams()
  for (const name of ['sort', 'per_page']) {
    const value = params.get(name)
    if (value) keep.set(name, value)
  }

  return (
    <ul aria-label={t('catalog.filters.active')} className="flex flex-wrap items-center gap-2">
      {tags.map((tag) => (
        <li key={tag.param[0]}>
          <Link
            to={without(tag.param)}
            preventScrollReset
            aria-label={t('catalog.filters.remove', { filter: tag.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {tag.label}
            <Icon name="close" className="size-4" />
          </Link>
        </li>
      ))}
      {tags.length > 1 ? (
        <li>
          <Link
            to={`${pathname}${keep.size ? `?${keep}` : ''}`}
            preventScrollReset
            className="text-sm font-medium text-stone-700 underline underline-offset-2 hover:text-brand-700"
          >
            {t('catalog.filters.clearAll')}
          </Link>
        </li>
      ) : null}
    </ul>
  )
}
