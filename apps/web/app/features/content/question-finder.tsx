import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'
import { QuestionList } from './question-list.tsx'
import { matchingTopics, type QuestionTopic, searchWords } from './questions.ts'

/** Typing filters after this pause: the list is in the page, no request is made. */
const FILTER_DELAY_MS = 250

/** The page's address with the search in `?q=`, so a filtered list can be shared or reloaded. */
function keepInAddress(query: string) {
  const url = new URL(window.location.href)
  if (query.trim()) url.searchParams.set('q', query.trim())
  else url.searchParams.delete('q')
  // Not a navigation: the loader has every question already, and the root would be asked again.
  window.history.replaceState(window.history.state, '', url)
}

/**
 * §2 Questions and answers with a search box. Without JavaScript the form asks the page again
 * with `?q=`, whose matches the server renders; with it, the questions are filtered as the
 * customer types. Either way a match is shown open, and no match says so.
 */
export function QuestionFinder({
  topics,
  initialQuery,
}: {
  topics: QuestionTopic[]
  initialQuery: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(initialQuery)
  const [query, setQuery] = useState(initialQuery)
  const shown = useMemo(() => matchingTopics(topics, query), [topics, query])
  const searching = searchWords(query).length > 0
  const count = shown.reduce((sum, topic) => sum + topic.items.length, 0)
  const apply = (value: string) => {
    setQuery(value)
    keepInAddress(value)
  }
  const applyLater = useDebouncedCallback(apply, FILTER_DELAY_MS)

  return (
    <div className="space-y-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark that is also the form without JavaScript */}
      <form
        role="search"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          apply(text)
        }}
      >
        <label htmlFor="question-search" className="sr-only">
          {t('content.qa.search')}
        </label>
        <input
          id="question-search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            applyLater(event.currentTarget.value)
          }}
          placeholder={t('content.qa.placeholder')}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('content.qa.searchButton')}
        </button>
      </form>

      <p role="status" className={searching ? 'text-sm text-stone-600' : 'sr-only'}>
        {searching
          ? count > 0
            ? t('content.qa.found', { count, query: query.trim() })
            : t('content.qa.noMatch', { query: query.trim() })
          : ''}
        {searching ? (
          <>
            {' '}
            <Link
              to="/question-and-answer"
              onClick={(event) => {
                event.preventDefault()
                setText('')
                apply('')
              }}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('content.qa.showAll')}
            </Link>
          </>
        ) : null}
      </p>

      <QuestionList topics={shown} open={searching} />
    </div>
  )
}
