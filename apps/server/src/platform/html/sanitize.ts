import type { LabelMap } from '@kaimono/contracts'
import sanitize from 'sanitize-html'

/**
 * ARCHITECTURE §3: HTML that people write (product and market descriptions, blog posts, support
 * tickets) is sanitised with one allowlist when stored, so no script, event handler or foreign
 * frame ever reaches a page.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'span',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS)
}

export function sanitizeLabels(labels: LabelMap): LabelMap {
  return {
    vi: sanitizeHtml(labels.vi),
    ja: sanitizeHtml(labels.ja),
    en: sanitizeHtml(labels.en),
  }
}
