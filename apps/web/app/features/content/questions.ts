import type { ContentPage } from '@kaimono/contracts'
import { fold } from '@kaimono/contracts/text-rules'
import { plainText } from './article-html.ts'

export type QuestionTopic = NonNullable<ContentPage['topics']>[number]

/**
 * Text as the questions' search compares it (the catalogue's search folds alike): full-width
 * letters as ASCII, lower case, Vietnamese without its accents, so 'phi van chuyen' finds 'phí
 * vận chuyển'.
 */
export const foldText = fold

/** A search's words, folded; none for an empty or blank search. */
export const searchWords = (query: string) => foldText(query).split(/\s+/).filter(Boolean)

/**
 * §2 Questions and answers: the questions whose topic, question or answer holds every word of
 * the search, under their topics; a topic left without questions is left out. No words: all of
 * them.
 */
export function matchingTopics(topics: readonly QuestionTopic[], query: string): QuestionTopic[] {
  const words = searchWords(query)
  if (words.length === 0) return [...topics]
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => {
        const text = foldText(plainText(`${topic.title} ${item.question} ${item.answer}`))
        return words.every((word) => text.includes(word))
      }),
    }))
    .filter((topic) => topic.items.length > 0)
}
