// Issue 21 targets of `npm run bench`: the blog and help pages as readers spread over them —
// every post, the list by category and page, the help pages — in the three languages (`?lang=`,
// as search engines and shared links ask for them). Drawn from the running server's own posts;
// seeded shuffle, so two runs ask for the same URLs in the same order.
import { getJson, randomFor, shuffle } from './catalog-urls.mjs'

const LANGS = ['vi', 'ja', 'en']
const HELP = ['/newbie', '/manual', '/question-and-answer', '/policy', '/about-us', '/price-list']

const withLang = (path, lang) =>
  lang === 'vi' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

export async function contentUrls(base) {
  const posts = await getJson(base, '/api/posts?per_page=50')
  const ids = posts.data.map((post) => post.id)
  const categories = (await getJson(base, '/api/post-categories')).data
  const lists = ['/blogs']
  for (let page = 2; page <= posts.last_page; page++) lists.push(`/blogs?page=${page}`)
  for (const category of categories) {
    const first = await getJson(base, `/api/posts?filter[categories]=${category.id}`)
    for (let page = 1; page <= first.last_page; page++) {
      lists.push(`/blogs?category_id=${category.id}${page > 1 ? `&page=${page}` : ''}`)
    }
  }
  const pages = [...ids.map((id) => `/blogs/${id}`), ...lists, ...HELP]
  const paths = pages.flatMap((path) => LANGS.map((lang) => withLang(path, lang)))
  shuffle(paths, randomFor(21, 'content'))
  return { path: paths[0], paths }
}
