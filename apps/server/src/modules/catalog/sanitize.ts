import type { LabelMap } from '@kaimono/contracts'
import sanitizeHtml from 'sanitize-html'

/**
 * ARCHITECTURE §3: product descriptions are sanitised with an allowlist when stored, so no
 * script, event handler or foreign frame ever reaches a page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
}

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

export function sanitizeLabels(labels: LabelMap): LabelMap {
  return {
    vi: sanitizeDescription(labels.vi),
    ja: sanitizeDescription(labels.ja),
    en: sanitizeDescription(labels.en),
  }
}
