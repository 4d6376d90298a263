import type { MarketItem } from '@kaimono/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { descriptionLines } from './item-view.ts'

/** Lines a collapsed description shows (max-h-40 at leading-6). */
const COLLAPSED_LINES = 6
/** What may be cut without a 'Views more' for it: the description is shown whole instead. */
const SLACK_PX = 36

/**
 * §2 the seller's description (HTML the API sanitised when it stored it), collapsed until
 * 'Views more', with the link to the item at its market.
 */
export function ItemDescription({
  item,
  supplierUrl,
  marketName,
  translateHref,
}: {
  item: Pick<MarketItem, 'description_html' | 'description_text'>
  supplierUrl: string
  marketName: string
  /** §2 the Translate pop-up window's page; none for a Japanese reader. */
  translateHref?: string | null
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const text = item.description_text ?? ''
  // The server guesses from the text's lines on a phone; the browser then sees how much of the
  // description is really cut, and shows it whole where that is a line or so (a wide screen).
  const [fits, setFits] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const guessed = descriptionLines(item) > COLLAPSED_LINES
  useEffect(() => {
    const element = box.current
    if (guessed && element) setFits(element.scrollHeight - element.clientHeight <= SLACK_PX)
  }, [guessed])
  const collapsible = guessed && !fits
  const collapsed = collapsible && !open
  return (
    <PanelSection id="item-description" title={t('product.description')} className="p-5 sm:p-6">
      {item.description_html || text ? (
        <div className="relative mt-3">
          <div
            id="item-description-text"
            ref={box}
            lang="ja"
            className={`text-sm leading-6 break-words text-stone-800 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${collapsed ? 'max-h-40 overflow-hidden' : ''}`}
          >
            {item.description_html ? (
              <div
                className="space-y-3"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist by the API before it is stored (issue 18)
                dangerouslySetInnerHTML={{ __html: item.description_html }}
              />
            ) : (
              <p className="whitespace-pre-line">{text}</p>
            )}
          </div>
          {collapsed ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white"
            />
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-600">{t('marketItem.noDescription')}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls="item-description-text"
            onClick={() => setOpen(!open)}
            className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {open ? t('marketItem.viewLess') : t('marketItem.viewsMore')}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {translateHref && (item.description_html || text) ? (
            <a
              href={translateHref}
              target="kaimono-translate"
              rel="nofollow"
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('translate.description')}
              <span className="sr-only"> {t('marketItem.newTab')}</span>
            </a>
          ) : null}
          <a
            href={supplierUrl}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('marketItem.viewAt', { market: marketName })}
            <span className="sr-only"> {t('marketItem.newTab')}</span>
          </a>
        </div>
      </div>
    </PanelSection>
  )
}

/** §2 what buyers said of the item (the market's review comments). */
export function ItemReviews({ comments }: { comments: string[] }) {
  const { t } = useTranslation()
  return (
    <PanelSection id="item-reviews" title={t('product.reviews.title')} className="p-5 sm:p-6">
      {comments.length ? (
        <ul className="mt-3 divide-y divide-stone-100">
          {comments.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments may repeat; their order is fixed
            <li key={index} lang="ja" className="py-3 text-sm text-stone-800">
              {comment}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600">{t('product.reviews.empty')}</p>
      )}
    </PanelSection>
  )
}
