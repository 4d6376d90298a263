import { Icon } from '#app/components/ui/icon.tsx'
import { ArticleBody } from './article-body.tsx'
import { plainText } from './article-html.ts'
import type { QuestionTopic } from './questions.ts'

/**
 * §2 Questions and answers: the questions under their topics, each answer behind its question
 * (<details>, which opens without JavaScript). `open`: every question shown is open (a search's
 * matches).
 */
export function QuestionList({ topics, open }: { topics: QuestionTopic[]; open: boolean }) {
  return (
    <div className="space-y-8">
      {topics.map((topic, index) => {
        const id = topic.id || `topic-${index + 1}`
        return (
          <section key={id} aria-labelledby={id}>
            {topic.title ? (
              <h2 id={id} className="text-lg font-semibold text-stone-900">
                {plainText(topic.title)}
              </h2>
            ) : null}
            <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
              {topic.items.map((item) => (
                <li key={item.id}>
                  <details id={item.id} open={open} className="group">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-2xl px-4 py-3.5 font-medium text-stone-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden">
                      <span>{plainText(item.question)}</span>
                      <Icon
                        name="chevron-down"
                        className="mt-1 size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <ArticleBody html={item.answer} className="px-4 pb-4 text-sm sm:px-5" />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
