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

/**
 * Articles our staff write (blog posts, help and legal pages): the allowlist above with section
 * headings, code, collapsible answers and links within the site. A link to our own pages stays in
 * the tab; one elsewhere opens a new one without our referrer or our ranking. Headings keep an
 * `id` (prefixed, so no id can shadow a global of the page) for the side menu's anchors.
 */
const ARTICLE: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags || []), 'h2', 'pre', 'code', 'details', 'summary'],
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    h2: ['id'],
    h3: ['id'],
    a: ['href', 'title', 'rel', 'target'],
  },
  // Root-relative paths are our pages; `//host` is not.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href ?? ''
      const internal = href.startsWith('/') && !href.startsWith('//')
      return internal
        ? { tagName, attribs: { href } }
        : {
            tagName,
            attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' },
          }
    },
    h2: anchored,
    h3: anchored,
  },
}

function anchored(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const id = attribs.id?.replace(/[^a-z0-9-]/g, '')
  return { tagName, attribs: id ? { id: id.startsWith('s-') ? id : `s-${id}` } : {} }
}

export function sanitizeArticle(html: string): string {
  return sanitize(html, ARTICLE)
}
