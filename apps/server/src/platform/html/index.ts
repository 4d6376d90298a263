export { sanitizeArticle, sanitizeHtml, sanitizeLabels } from './sanitize.ts'
