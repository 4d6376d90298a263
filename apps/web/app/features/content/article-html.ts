/** A section of an article, for its table of contents. */
export type Heading = { id: string; text: string }

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
}

/** The words of a piece of sanitised HTML, as a text node would show them. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * What a reader's page makes of a stored article (HTML sanitised when it was saved,
 * ARCHITECTURE §3) before showing it: every `h2` gets an anchor for the table of contents (a
 * Japanese heading gets none from the server, whose anchors are its words folded to ascii), and
 * each table scrolls sideways in a box of its own, which the keyboard can scroll too, so a wide
 * table does not widen a phone's page. Only attributes we write are added: nothing of the
 * article's own is changed.
 */
export function articleHtml(html: string): { html: string; headings: Heading[] } {
  const taken = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]))
  const headings: Heading[] = []
  const anchored = html.replace(
    /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g,
    (_, attributes: string | undefined = '', inner: string) => {
      let id = /\sid="([^"]+)"/.exec(attributes)?.[1]
      if (!id) {
        let n = headings.length + 1
        while (taken.has(`section-${n}`)) n += 1
        id = `section-${n}`
        taken.add(id)
        attributes = `${attributes} id="${id}"`
      }
      headings.push({ id, text: plainText(inner) })
      return `<h2${attributes}>${inner}</h2>`
    },
  )
  return {
    html: anchored
      .replace(/<table\b/g, '<div class="article-table" tabindex="0"><table')
      .replace(/<\/table>/g, '</table></div>'),
    headings,
  }
}
