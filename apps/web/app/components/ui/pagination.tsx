import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from './icon.tsx'

/**
 * §9: the page links shown around the current page: `size` links (5 by default) with up to
 * `before` (2) pages before the current one, shifted to stay within 1..last.
 */
export function pageWindow(current: number, last: number, size = 5, before = 2): number[] {
  if (last < 1) return []
  const page = Math.min(Math.max(1, current), last)
  const count = Math.min(size, last)
  const start = Math.min(Math.max(1, page - before), last - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Page links for a paged list; `hrefFor` keeps the rest of the query. */
export function Pagination({
  current,
  last,
  hrefFor,
  label,
  preventScrollReset,
}: {
  current: number
  last: number
  hrefFor: (page: number) => string
  label?: string
  /** For a list inside a longer page, which keeps its scroll position. */
  preventScrollReset?: boolean
}) {
  const { t } = useTranslation()
  if (last <= 1) return null
  const pages = pageWindow(current, last)
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link
              preventScrollReset={preventScrollReset}
              to={hrefFor(current - 1)}
              aria-label={t('pagination.previous')}
              className={`${ITEM} text-stone-700 hover:bg-stone-100`}
            >
              <Icon name="chevron-left" className="size-4" />
            </Link>
          ) : null}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              preventScrollReset={preventScrollReset}
              to={hrefFor(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('pagination.page', { page })}
              className={`${ITEM} ${
                page === current
                  ? 'bg-brand-600 text-white'
                  : 'text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100'
              }`}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < last ? (
            <Link
              preventScrollReset={preventScrollReset}
              to={hrefFor(current + 1)}
              aria-label={t('pagination.next')}
              className={`${ITEM} text-stone-700 hover:bg-stone-100`}
            >
              <Icon name="chevron-right" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
