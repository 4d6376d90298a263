import { LANGS, type LabelMap } from '@kaimono/contracts'
import { Marked } from 'marked'
import { sanitizeArticle } from '../../platform/html/index.ts'
import type { SourceFormat } from './schema.ts'

/** One parser for the whole process: GitHub's Markdown (tables), a line break is a space. */
const markdown = new Marked({ gfm: true, breaks: false, async: false })

/** A heading's anchor: its words folded to ascii, for the side menu's links. */
export function anchorOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}

markdown.use({
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens)
      // Markdown's h1 is the page's title: a heading in the text starts at h2.
      const level = Math.max(depth, 2)
      const id = level <= 3 ? anchorOf(inner) : ''
      return `<h${level}${id ? ` id="${id}"` : ''}>${inner}</h${level}>\n`
    },
  },
})

/**
 * What readers get of what staff wrote: Markdown rendered (or HTML taken as written), then
 * sanitised — before it is stored (ARCHITECTURE §3), so no reader's request renders anything.
 */
export function renderSource(format: SourceFormat, source: string): string {
  const html = format === 'markdown' ? (markdown.parse(source) as string) : source
  return sanitizeArticle(html)
}

export function renderLabels(format: SourceFormat, source: LabelMap): LabelMap {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, renderSource(format, source[lang])]),
  ) as LabelMap
}

/** A question of a questions page: its anchor, its words and its answer's HTML. */
export type Question = { id: string; question: string; answer: string }
export type QuestionTopic = { id: string; title: string; items: Question[] }

/**
 * §2 Questions and answers: the page's `##` headings are topics and its `###` headings the
 * questions, each answered by what follows until the next heading. Read from the stored
 * (sanitised) HTML, whose headings the renderer above wrote.
 */
export function questionsOf(html: string): QuestionTopic[] {
  const topics: QuestionTopic[] = []
  const parts = html.split(/(?=<h[23][ >])/)
  let asked = 0
  for (const part of parts) {
    const heading = /^<h([23])(?: id="([^"]*)")?>([\s\S]*?)<\/h\1>/.exec(part)
    if (!heading) continue
    const [whole, level, id = '', title = ''] = heading
    if (level === '2') {
      topics.push({ id, title, items: [] })
      continue
    }
    let topic = topics.at(-1)
    if (!topic) {
      topic = { id: 'questions', title: '', items: [] }
      topics.push(topic)
    }
    asked += 1
    // A Japanese question's words give no anchor: its place does.
    topic.items.push({
      id: id || `q-${asked}`,
      question: title,
      answer: part.slice(whole.length).trim(),
    })
  }
  return topics.filter((topic) => topic.items.length > 0)
}
