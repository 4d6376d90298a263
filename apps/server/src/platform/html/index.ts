export { sanitizeHtml, sanitizeLabels } from './sanitize.ts'
