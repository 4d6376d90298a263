import type { OutboxMessage, OutboxMeta } from './outbox.ts'

export const OUTBOX_PATH = '/dev/outbox'

/**
 * The outbox pages run no script and load nothing; the mail's HTML is shown in a sandboxed
 * srcdoc frame, which inherits this policy too, so a mail can style itself but not run code
 * or fetch anything. frame-src covers a link followed inside the frame (same origin only).
 */
export const OUTBOX_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Safe in element content and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/g
const HREF = /<a\s[^>]*?href\s*=\s*["'](https?:\/\/[^"']+)["']/gi

/** Every http(s) link in the mail, in order of appearance, for tests and for clicking. */
export function linksOf({ text, html }: Pick<OutboxMessage, 'text' | 'html'>): string[] {
  const fromText = text.match(URL_IN_TEXT) ?? []
  const fromHtml = [...(html ?? '').matchAll(HREF)].map((m) => decodeEntities(m[1] ?? ''))
  return [...new Set([...fromText, ...fromHtml])]
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222 }
table { border-collapse: collapse; width: 100% }
th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top }
pre { white-space: pre-wrap; background: #f6f6f6; padding: .8rem; border-radius: 4px }
iframe { width: 100%; height: 32rem; border: 1px solid #ccc }
.muted { color: #777 }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body>
</html>
`
}

const href = (id: string, suffix = '') => escapeHtml(`${OUTBOX_PATH}/${id}${suffix}`)

export function listPage(messages: OutboxMeta[]): string {
  const rows = messages.map(
    (m) => `<tr>
<td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></td>
<td>${escapeHtml(m.to)}</td>
<td><a href="${href(m.id)}">${escapeHtml(m.subject)}</a></td>
<td>${escapeHtml(m.tag)}</td>
<td>${escapeHtml(m.lang)}</td>
<td><a href="${href(m.id, '.json')}">json</a> · <a href="${href(m.id, '.eml')}">eml</a></td>
</tr>`,
  )
  const table = rows.length
    ? `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Tag</th><th>Lang</th><th></th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`
    : '<p class="muted">No mail yet.</p>'
  return page(
    'Outbox',
    `<h1>Outbox</h1>
<p class="muted">Mail the server would have sent (SMTP_URL is not set), newest first.</p>
${table}`,
  )
}

export function messagePage(message: OutboxMessage): string {
  const { meta, text, html } = message
  const links = linksOf(message)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('')
  const htmlPart = html
    ? `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>`
    : '<p class="muted">No HTML part.</p>'
  return page(
    meta.subject,
    `<p><a href="${escapeHtml(OUTBOX_PATH)}">← Outbox</a></p>
<h1>${escapeHtml(meta.subject)}</h1>
<table>
<tr><th>To</th><td>${escapeHtml(meta.to)}</td></tr>
<tr><th>Time (UTC)</th><td>${escapeHtml(meta.created_at)}</td></tr>
<tr><th>Tag</th><td>${escapeHtml(meta.tag)}</td></tr>
<tr><th>Lang</th><td>${escapeHtml(meta.lang)}</td></tr>
<tr><th>Files</th><td><a href="${href(meta.id, '.json')}">json</a> · <a href="${href(meta.id, '.eml')}">eml</a></td></tr>
</table>
<h2>Links</h2>
${links ? `<ul>${links}</ul>` : '<p class="muted">None.</p>'}
<h2>Text</h2>
<pre>${escapeHtml(text)}</pre>
<h2>HTML</h2>
${htmlPart}`,
  )
}
