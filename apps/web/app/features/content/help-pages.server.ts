import { HELP_PAGES, type HelpPage } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { articleHtml } from './article-html.ts'
import { pageAddress } from './page-address.server.ts'

const isHelpPage = (slug: string): slug is HelpPage =>
  (HELP_PAGES as readonly string[]).includes(slug)

/**
 * A page staff write (§2 help pages, About us) in the page's language: its title, description,
 * date and HTML with anchors on its sections (`headings`, for a table of contents). The API
 * without the page (not seeded yet) is the not-found page.
 */
export async function loadHelpPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
) {
  const slug = path.replace(/^\/+|\/+$/g, '')
  if (!isHelpPage(slug)) throw data(null, { status: 404 })
  const answer = await api(context, requestLang(request)).call('GET /api/pages/{slug}', {
    params: { slug },
  })
  if (!answer.ok) {
    if (answer.refusal.status === 404) throw data(null, { status: 404 })
    throw refused(answer.refusal)
  }
  const { content, topics, ...page } = answer.data.data
  return {
    page,
    topics: topics ?? [],
    // The questions page is read by its questions (`topics`), not as one article.
    ...(topics ? { html: '', headings: [] } : articleHtml(content)),
    address: pageAddress(request, context, `/${slug}`),
  }
}
