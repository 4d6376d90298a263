/** The blog list's state, all of it in the page's query (§2: `?page=2&category_id=3`). */
export type BlogListState = { page: number; category: number | null }

/** A row id as the API takes it: a positive int4. */
const ID = /^[1-9]\d{0,8}$/
/** A page number the API accepts (it refuses 0, words and pages past a million). */
const PAGE = /^[1-9]\d{0,5}$/

/**
 * Reads the list's query leniently: a page that is not one is the first, a category that is not
 * an id is every category (the API would refuse either with a 400).
 */
export function parseBlogQuery(params: URLSearchParams): BlogListState {
  const page = params.get('page')?.trim() ?? ''
  const category = params.get('category_id')?.trim() ?? ''
  return {
    page: PAGE.test(page) ? Number(page) : 1,
    category: ID.test(category) ? Number(category) : null,
  }
}

/** The list for a category (every one when null) and page; the defaults have no query. */
export function blogsHref({ category = null, page = 1 }: Partial<BlogListState> = {}): string {
  const query = new URLSearchParams()
  if (category !== null) query.set('category_id', String(category))
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/blogs?${text}` : '/blogs'
}

/** §2 Blog detail. */
export const blogHref = (id: number) => `/blogs/${id}`

/** Whether a path parameter is a post's id. */
export const isPostId = (value: string | undefined): value is string =>
  value !== undefined && ID.test(value)
