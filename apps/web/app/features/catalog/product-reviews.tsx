import type { Paged, Review } from '@kaimono/contracts'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { formatDate } from '#app/lib/format.ts'
import { Stars } from './stars.tsx'

// Only signed-in customers get the review form, so visitors never load it (initial JS budget).
const LeaveReview = lazy(() =>
  import('./review-form.tsx').then((module) => ({ default: module.LeaveReview })),
)
// Most products have one page of reviews: only those with more load the page links.
const ReviewPages = lazy(() =>
  import('./review-pages.tsx').then((module) => ({ default: module.ReviewPages })),
)

/** §2 detail reviews: newest first, 'Empty reviews' when none; signed-in customers leave one. */
export function ProductReviews({
  reviews,
  productName,
  signedIn,
}: {
  reviews: Paged<Review>
  productName: string
  signedIn: boolean
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const here = `${pathname}${params.size ? `?${params}` : ''}`

  return (
    <Panel as="section" aria-labelledby="reviews-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-lg font-semibold">
          {t('product.reviews.title')} <span className="text-stone-500">({reviews.total})</span>
        </h2>
        {signedIn ? (
          <Suspense fallback={null}>
            <LeaveReview productName={productName} />
          </Suspense>
        ) : (
          <Link
            to={`/login?redirect=${encodeURIComponent(here)}`}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('product.reviews.signInToReview')}
          </Link>
        )}
      </div>
      {reviews.data.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('product.reviews.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {reviews.data.map((review) => (
            <li key={review.id} className="py-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-stone-900">
                  {review.reviewer?.name ?? review.username}
                </span>
                <Stars star={review.star} />
                <span className="text-xs text-stone-500">{formatDate(review.created_at)}</span>
              </div>
              <p className="mt-2 whitespace-pre-line text-sm text-stone-800">{review.comment}</p>
              {review.translated ? (
                <details className="mt-1 text-xs text-stone-600">
                  <summary className="cursor-pointer">{t('product.reviews.original')}</summary>
                  <p className="mt-1 whitespace-pre-line">{review.original_comment}</p>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {reviews.last_page > 1 ? (
          <Suspense fallback={null}>
            <ReviewPages current={reviews.current_page} last={reviews.last_page} />
          </Suspense>
        ) : null}
      </div>
    </Panel>
  )
}
