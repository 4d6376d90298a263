import type { Attachment } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

/**
 * A ticket's or a reply's pictures as thumbnails, each opening the full picture (served to the
 * customer and staff only, so not through the image proxy).
 */
export function AttachmentGrid({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation()
  if (attachments.length === 0) return null
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {attachments.map((attachment, index) => (
        <li key={attachment.id}>
          <a
            href={attachment.url}
            target="_blank"
            rel="noopener"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={attachment.url}
              alt={t('support.ticket.picture', { n: index + 1 })}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200 hover:ring-brand-400"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
