import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { withParam } from './listing-query.ts'

/** The product's review pages: links that keep the rest of the query and the scroll position. */
export function ReviewPages({ current, last }: { current: number; last: number }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  return (
    <Pagination
      current={current}
      last={last}
      label={t('product.reviews.pages')}
      preventScrollReset
      hrefFor={(page) => `${pathname}${withParam(params, 'reviews_page', String(page))}`}
    />
  )
}
