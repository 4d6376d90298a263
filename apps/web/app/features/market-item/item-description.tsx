import type { MarketItem } from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'

/** Descriptions longer than this are shown collapsed (about six lines on a phone). */
const COLLAPSE_FROM = 280

/**
 * §2 the seller's description (HTML the API sanitised when it stored it), collapsed until
 * 'Views more', with the link to the item at its market.
 */
export function ItemDescription({
  item,
  supplierUrl,
  marketName,
}: {
  item: Pick<MarketItem, 'description_html' | 'description_text'>
  supplierUrl: string
  marketName: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const text = item.description_text ?? ''
  const collapsible =
    text.length > COLLAPSE_FROM || (item.description_html?.length ?? 0) > 2 * COLLAPSE_FROM
  const collapsed = collapsible && !open
  return (
    <PanelSection id="item-description" title={t('product.description')} className="p-5 sm:p-6">
      {item.description_html || text ? (
        <div className="relative mt-3">
          <div
            id="item-description-text"
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
