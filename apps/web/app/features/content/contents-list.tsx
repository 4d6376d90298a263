import { useTranslation } from 'react-i18next'
import type { Heading } from './article-html.ts'

/** An article's table of contents: a link to each of its sections (`h2`) on the page. */
export function ContentsList({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation()
  if (headings.length < 2) return null
  return (
    <nav
      aria-labelledby="page-contents"
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="page-contents" className="text-sm font-semibold text-stone-900">
        {t('content.help.contents')}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm marker:text-stone-500">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
