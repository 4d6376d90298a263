import { BLOG_SUGGESTIONS, type Post } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { articleHtml } from './article-html.ts'
import { blogHref, blogsHref, isPostId, parseBlogQuery } from './blog-query.ts'
import { pageAddress } from './page-address.server.ts'

/**
 * §2 Blog list: a page of the posts of the query's category (every one without), newest change
 * first, and the categories for the sidebar. §8: a category without posts, a page past the last
 * or a list that cannot be read shows 'Blog not found'.
 */
export async function loadBlogList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
) {
  const client = api(context, requestLang(request))
  const state = parseBlogQuery(url.searchParams)
  const [posts, categories] = await Promise.all([
    client.call('GET /api/posts', {
      query: {
        page: state.page,
        include: ['categories'],
        ...(state.category !== null && { filter: { categories: String(state.category) } }),
      },
    }),
    client.call('GET /api/post-categories'),
  ])
  const categoryList = categories.ok
    ? categories.data.data.map(({ id, name }) => ({ id, name }))
    : []
  return {
    state,
    categories: categoryList,
    category: categoryList.find((category) => category.id === state.category) ?? null,
    posts: posts.ok ? posts.data.data : [],
    lastPage: posts.ok ? posts.data.last_page : 1,
    address: pageAddress(request, context, blogsHref(state)),
  }
}

/**
 * §2 Blog detail: the post with its HTML, creator and categories, and up to four other posts of
 * its first category (§9). An id that is not one, or a post the API does not show, is the
 * not-found page.
 */
export async function loadBlogPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
) {
  if (!isPostId(id)) throw data(null, { status: 404 })
  const client = api(context, requestLang(request))
  const answer = await client.call('GET /api/posts/{id}', {
    params: { id },
    query: { include: ['categories'], append: ['creator'] },
  })
  if (!answer.ok) {
    if (answer.refusal.status === 404) throw data(null, { status: 404 })
    throw refused(answer.refusal)
  }
  const { content = '', ...post } = answer.data.data
  const address = pageAddress(request, context, blogHref(post.id))
  return {
    post,
    html: articleHtml(content).html,
    suggestions: await suggestionsFor(client, post),
    address,
  }
}

/** The newest posts of the post's first category but itself; none when they cannot be read. */
async function suggestionsFor(client: ReturnType<typeof api>, post: Post): Promise<Post[]> {
  const first = post.categories?.[0]
  if (!first) return []
  const answer = await client.call('GET /api/posts', {
    query: {
      filter: { categories: String(first.id) },
      include: ['categories'],
      perPage: BLOG_SUGGESTIONS + 1,
    },
  })
  if (!answer.ok) return []
  return answer.data.data.filter((other) => other.id !== post.id).slice(0, BLOG_SUGGESTIONS)
}
