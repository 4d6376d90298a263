import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useToast } from '#app/components/ui/toast.tsx'

export type ReviewActionResult =
  | { ok: true }
  | { ok: false; message: string | null; errors: { star?: string[]; comment?: string[] } }

const STARS = [1, 2, 3, 4, 5] as const

/** §5 review: stars 1–5 (5 by default) and a required comment, in a modal. */
export function LeaveReview({ productName }: { productName: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const fetcher = useFetcher<ReviewActionResult>()
  const [open, setOpen] = useState(false)
  const [star, setStar] = useState(5)
  const id = useId()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data
  const refused = result && !result.ok ? result : undefined

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) {
      setOpen(false)
      setStar(5)
      toast(t('product.reviews.thanks'))
    }
  }, [fetcher.state, result, toast, t])

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {t('product.reviews.leave')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('product.reviews.leave')}>
        <fetcher.Form method="post" className="space-y-4">
          <p className="text-sm text-stone-600">{productName}</p>
          {refused?.message ? <Alert tone="danger">{refused.message}</Alert> : null}
          <input type="hidden" name="intent" value="review" />
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">
              {t('product.reviews.yourRating')}
            </legend>
            <div className="mt-1 flex gap-1">
              {STARS.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="star"
                    value={value}
                    checked={star === value}
                    onChange={() => setStar(value)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">
                    {t('product.reviews.starOption', { star: value })}
                  </span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= star ? 'text-amber-400' : 'text-stone-300'}`}
                  >
                    <path
                      fill="currentColor"
                      d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
                    />
                  </svg>
                </label>
              ))}
            </div>
            {refused?.errors.star ? (
              <p className="mt-1 text-xs text-red-700">{refused.errors.star.join(' ')}</p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-stone-800">
              {t('product.reviews.comment')}
              <span aria-hidden="true" className="text-brand-600">
                {' '}
                *
              </span>
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              required
              rows={4}
              maxLength={2000}
              aria-invalid={refused?.errors.comment ? true : undefined}
              aria-describedby={refused?.errors.comment ? `${id}-comment-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            {refused?.errors.comment ? (
              <p id={`${id}-comment-error`} className="mt-1 text-xs text-red-700">
                {refused.errors.comment.join(' ')}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('product.reviews.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('product.reviews.sending') : t('product.reviews.submit')}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  )
}
