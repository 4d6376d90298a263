import { type Lang, TRANSLATE_MAX_CONTENT } from '@kaimono/contracts'
import type { api } from '#app/lib/api.server.ts'

/** What came back translated; null where a text was not asked for or could not be translated. */
export type ItemTranslation = { name: string | null; content: string | null }

/**
 * An item's name and description put into the reader's language by the market API's translate
 * call (§7). A failure of any kind is no translation: the page shows the original (§8).
 */
export async function translateItem(
  client: ReturnType<typeof api>,
  texts: { name?: string; content?: string },
  to: Lang,
): Promise<ItemTranslation> {
  const name = texts.name?.trim() ? texts.name : undefined
  const content = texts.content?.trim() ? texts.content.slice(0, TRANSLATE_MAX_CONTENT) : undefined
  const none = { name: null, content: null }
  if (!name && !content) return none
  const answer = await client.call('POST /market/common/translate', {
    body: {
      ...(name && { trans_nameproduct: name }),
      ...(content && { trans_content: content }),
      trans_languages: to,
      f_languages: 'ja',
    },
  })
  if (!answer.ok) return none
  const { Content, translated } = answer.data
  const at = (i: number) => (translated[i] ? (Content[i] ?? null) : null)
  return name ? { name: at(0), content: content ? at(1) : null } : { name: null, content: at(0) }
}
