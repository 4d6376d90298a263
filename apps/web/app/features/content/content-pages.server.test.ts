import { describe, expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/context.ts'
import { loadBlogList, loadBlogPost } from './blog-pages.server.ts'
import { loadHelpPage } from './help-pages.server.ts'

type Answer = { status: number; body: unknown }
const ok = (body: unknown): Answer => ({ status: 200, body })
const NOT_FOUND: Answer = { status: 404, body: { message: 'Not found' } }

/** A page request whose in-process API answers by the first rule its path starts with. */
function page(rules: [string, Answer][]) {
  const asked: { path: string; lang: string | null }[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path, init) => {
      asked.push({ path, lang: new Headers(init?.headers).get('accept-language') })
      const answer = rules.find(([start]) => path.startsWith(start))?.[1] ?? NOT_FOUND
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    },
    brand: 'Kaimono',
    publicUrl: 'https://kaimono.example',
    user: null,
    member: false,
    providers: [],
  })
  return { context, asked }
}

const request = (path: string) => new Request(`https://kaimono.example${path}`)

const post = (id: number, categories = [{ id: 2, name: 'Shipping' }]) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  description: 'About it',
  cover_url: `/media/posts/${id}/cover.svg?v=1`,
  published: true,
  created_at: 1,
  updated_at: 1,
  categories,
})
const list = (posts: unknown[], lastPage = 1) =>
  ok({ data: posts, current_page: 1, last_page: lastPage, from: 1, to: 1, total: 1, per_page: 9 })
const CATEGORIES = ok({
  data: [
    { id: 1, slug: 'ordering', name: 'Ordering guide', _name: {} },
    { id: 2, slug: 'shipping', name: 'Shipping', _name: {} },
  ],
  current_page: 1,
  last_page: 1,
  from: 1,
  to: 2,
  total: 2,
  per_page: 50,
})

const thrownStatus = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status
  }
  throw new Error('nothing was thrown')
}

describe('the blog list', () => {
  test('asks for the query’s page of its category, in the address’s language', async () => {
    const { context, asked } = page([
      ['/api/posts?', list([post(1)], 3)],
      ['/api/post-categories', CATEGORIES],
    ])
    const path = '/blogs?category_id=2&page=2&lang=ja'
    const loaded = await loadBlogList(request(path), context, new URL(path, 'https://k.example'))
    expect(asked).toContainEqual({
      path: '/api/posts?filter[categories]=2&include=categories&page=2',
      lang: 'ja',
    })
    expect(loaded.category).toEqual({ id: 2, name: 'Shipping' })
    expect(loaded.lastPage).toBe(3)
    expect(loaded.address).toEqual({
      origin: 'https://kaimono.example',
      path: '/blogs?category_id=2&page=2',
    })
  })

  test('a list that cannot be read, or an unknown category, reads as no posts', async () => {
    const { context } = page([['/api/post-categories', CATEGORIES]])
    const path = '/blogs?category_id=99'
    const loaded = await loadBlogList(request(path), context, new URL(path, 'https://k.example'))
    expect(loaded.posts).toEqual([])
    expect(loaded.category).toBeNull()
  })
})

describe('a blog post', () => {
  test('comes with four other posts of its first category, and its HTML apart', async () => {
    const { context, asked } = page([
      ['/api/posts/5?', ok({ data: { ...post(5), content: '<h2>Một</h2><table></table>' } })],
      ['/api/posts?', list([post(9), post(5), post(8), post(7), post(6)])],
    ])
    const loaded = await loadBlogPost(request('/blogs/5'), context, '5')
    expect(asked.map((call) => call.path)).toEqual([
      '/api/posts/5?include=categories&append=creator',
      '/api/posts?filter[categories]=2&include=categories&per_page=5',
    ])
    expect(loaded.suggestions.map((other) => other.id)).toEqual([9, 8, 7, 6])
    expect(loaded.post).not.toHaveProperty('content')
    expect(loaded.html).toContain('<h2 id="section-1">Một</h2>')
    expect(loaded.html).toContain('<div class="article-table" tabindex="0"><table>')
  })

  test('without a category it has no suggestions', async () => {
    const { context, asked } = page([['/api/posts/5?', ok({ data: post(5, []) })]])
    expect((await loadBlogPost(request('/blogs/5'), context, '5')).suggestions).toEqual([])
    expect(asked).toHaveLength(1)
  })

  test('an id that is not one, or a post the API does not show, is not found', async () => {
    const { context, asked } = page([])
    expect(await thrownStatus(loadBlogPost(request('/blogs/abc'), context, 'abc'))).toBe(404)
    expect(asked).toEqual([])
    expect(await thrownStatus(loadBlogPost(request('/blogs/77'), context, '77'))).toBe(404)
  })
})

describe('a help page', () => {
  test('the policy’s sections are anchored for its contents; the questions page keeps its topics', async () => {
    const written = { title: 'T', description: 'D', updated_at: 1 }
    const { context } = page([
      [
        '/api/pages/policy',
        ok({
          data: { slug: 'policy', ...written, content: '<h2>利用規約</h2><h2 id="s-x">X</h2>' },
        }),
      ],
      [
        '/api/pages/question-and-answer',
        ok({
          data: {
            slug: 'question-and-answer',
            ...written,
            content: '<h2>A</h2><h3>Q</h3><p>R</p>',
            topics: [
              { id: '', title: 'A', items: [{ id: 'q-1', question: 'Q', answer: '<p>R</p>' }] },
            ],
          },
        }),
      ],
    ])
    const policy = await loadHelpPage(request('/policy'), context, '/policy')
    expect(policy.headings).toEqual([
      { id: 'section-1', text: '利用規約' },
      { id: 's-x', text: 'X' },
    ])
    expect(policy.address.path).toBe('/policy')
    const questions = await loadHelpPage(
      request('/question-and-answer'),
      context,
      '/question-and-answer',
    )
    expect(questions.topics).toHaveLength(1)
    expect(questions.html).toBe('')
  })

  test('a path that is no help page, or a page not written yet, is not found', async () => {
    const { context } = page([])
    expect(await thrownStatus(loadHelpPage(request('/nothing'), context, '/nothing'))).toBe(404)
    expect(await thrownStatus(loadHelpPage(request('/manual'), context, '/manual'))).toBe(404)
  })
})
