import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'
import { renderSource } from './render.ts'

const t = useTestApp()

let staff: Customer
let reader: Customer
beforeAll(async () => {
  ;[staff, reader] = await Promise.all([createStaff(t), createCustomer(t)])
})

const get = (url: string, lang = 'vi') =>
  t.app.inject({ url, headers: { 'accept-language': lang } })

const postInput = (overrides: Record<string, unknown> = {}) => ({
  slug: 'mua-hang-test',
  title: { vi: 'Tiêu đề', ja: 'タイトル', en: 'Title' },
  description: { vi: 'Mô tả', ja: '説明', en: 'Description' },
  source: { vi: '## Phần một\n\nNội dung', ja: '## 第一部\n\n本文', en: '## Part one\n\nText' },
  categories: [],
  ...overrides,
})

describe('the blog', () => {
  test('§7: the seeded posts, newest change first, in the reader’s language, with categories and creator', async () => {
    const res = await get(
      '/api/posts?include=categories&append=creator&filter[publish]=1&sort=-updated_at',
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.total).toBeGreaterThanOrEqual(20)
    expect(body.per_page).toBe(9)
    const [first, second] = body.data
    expect(first.updated_at).toBeGreaterThanOrEqual(second.updated_at)
    expect(first.content).toBeUndefined()
    expect(first.creator).toEqual({ name: 'Kaimono' })
    expect(first.categories.length).toBeGreaterThan(0)
    expect(first.cover_url).toMatch(/^\/media\/posts\/\d+\/cover\.svg\?v=\d+$/)
    const ja = (await get(`/api/posts/${first.id}`, 'ja')).json().data
    expect(ja.title).not.toBe(first.title)
    expect(ja.content).toContain('<h2')
  })

  test('a category’s posts only; every category of the sidebar has posts', async () => {
    const categories = (await get('/api/post-categories')).json().data
    expect(categories.length).toBeGreaterThanOrEqual(5)
    for (const category of categories) {
      const res = (
        await get(`/api/posts?filter[categories]=${category.id}&include=categories`)
      ).json()
      expect(res.total, category.slug).toBeGreaterThan(0)
      for (const post of res.data) {
        expect(post.categories.map((c: { id: number }) => c.id)).toContain(category.id)
      }
    }
  })

  test('unknown filters and sorts are a 400; a missing post a 404', async () => {
    expect((await get('/api/posts?filter[author]=1')).statusCode).toBe(400)
    expect((await get('/api/posts?sort=title')).statusCode).toBe(400)
    expect((await get('/api/posts/999999')).statusCode).toBe(404)
  })

  test('staff write a post: sanitised on save, drafts hidden from readers, slugs unique', async () => {
    const denied = await reader.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput(),
    })
    expect(denied.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput(),
    })
    expect(anonymous.statusCode).toBe(401)

    const [category] = (await get('/api/post-categories')).json().data
    const created = await staff.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput({
        categories: [category.id],
        published: false,
        source: {
          vi: 'Xin chào <script>alert(1)</script><img src=x onerror="alert(2)"> [bấm](javascript:alert(3)) <a href="/price-list" onclick="x()">bảng giá</a> <p style="width: expression(alert(4))">css</p>',
          ja: '本文',
          en: 'Text',
        },
      }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const post = created.json().data
    expect(post.content).not.toMatch(/script|onerror|onclick|javascript:|expression|style=/i)
    expect(post.content).toContain('<a href="/price-list">bảng giá</a>')
    expect(post.creator.name).toBe(staff.name)

    expect((await get(`/api/posts/${post.id}`)).statusCode).toBe(404)
    expect(
      (await reader.inject({ url: `/api/posts/${post.id}?filter[publish]=0` })).statusCode,
    ).toBe(404)
    expect(
      (await staff.inject({ url: `/api/posts/${post.id}?filter[publish]=0` })).statusCode,
    ).toBe(200)

    const clash = await staff.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput({ slug: 'mua-hang-test' }),
    })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors.slug).toBeDefined()

    const published = await staff.inject({
      method: 'PUT',
      url: `/api/staff/posts/${post.id}`,
      payload: postInput({ categories: [category.id], published: true }),
    })
    expect(published.statusCode, published.body).toBe(200)
    const list = (await get('/api/posts')).json()
    expect(list.data[0].id).toBe(post.id)
  })

  test('bad input is a 422 per field and writes nothing', async () => {
    const before = (await get('/api/posts?filter[publish]=1')).json().total
    const res = await staff.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput({
        slug: 'Có Dấu',
        title: { vi: '', ja: 'x', en: 'x' },
        categories: [999999],
      }),
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['slug', 'title.vi']))
    const unknownCategory = await staff.inject({
      method: 'POST',
      url: '/api/staff/posts',
      payload: postInput({ slug: 'khac', categories: [999999] }),
    })
    expect(unknownCategory.statusCode).toBe(422)
    expect((await get('/api/posts?filter[publish]=1')).json().total).toBe(before)
  })

  test('covers: an SVG for pages, a PNG for link previews, revalidated by ETag', async () => {
    const [post] = (await get('/api/posts')).json().data
    const svg = await get(post.cover_url)
    expect(svg.statusCode, svg.body).toBe(200)
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/)
    const png = await get(`/media/posts/${post.id}/cover.png`)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    const again = await t.app.inject({
      url: `/media/posts/${post.id}/cover.png`,
      headers: { 'if-none-match': String(png.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await get('/media/posts/999999/cover.svg')).statusCode).toBe(404)
  })
})

describe('help pages', () => {
  test('every page in every language, sanitised HTML', async () => {
    for (const slug of ['newbie', 'manual', 'question-and-answer', 'policy', 'about-us']) {
      const titles = new Set<string>()
      for (const lang of ['vi', 'ja', 'en']) {
        const res = await get(`/api/pages/${slug}`, lang)
        expect(res.statusCode, `${slug} ${lang}`).toBe(200)
        const page = res.json().data
        titles.add(page.title)
        expect(page.content.length).toBeGreaterThan(500)
        expect(page.content).not.toMatch(/<script|<h1/)
      }
      expect(titles.size, slug).toBe(3)
    }
    expect((await get('/api/pages/secret')).statusCode).toBe(400)
  })

  test('the questions page comes as topics of questions, the same count in each language', async () => {
    const counts = []
    for (const lang of ['vi', 'ja', 'en']) {
      const page = (await get('/api/pages/question-and-answer', lang)).json().data
      expect(page.topics.length).toBeGreaterThan(3)
      const items = page.topics.flatMap((topic: { items: unknown[] }) => topic.items)
      for (const item of items) expect(item.id).toMatch(/^(s-|q-)/)
      counts.push(items.length)
    }
    expect(counts[0]).toBeGreaterThanOrEqual(30)
    expect(new Set(counts).size).toBe(1)
  })

  test('the privacy notice says what, why, how long and the customer’s rights', async () => {
    const policy = (await get('/api/pages/policy', 'en')).json().data.content
    expect(policy).toMatch(/13\/2023/)
    expect(policy).toMatch(/support@kaimono\.vn/)
    expect(policy.toLowerCase()).toMatch(/right/)
  })

  test('staff rewrite a page; the seed leaves it alone after', async () => {
    const input = {
      title: { vi: 'Người mới', ja: '初めての方', en: 'Newbies' },
      description: { vi: 'Mô tả', ja: '説明', en: 'About' },
      format: 'html',
      source: {
        vi: '<h2>Bắt đầu</h2><p onmouseover="x()">Chào</p>',
        ja: '<p>こんにちは</p>',
        en: '<p>Hi</p>',
      },
    }
    expect(
      (await reader.inject({ method: 'PUT', url: '/api/staff/pages/newbie', payload: input }))
        .statusCode,
    ).toBe(403)
    const res = await staff.inject({
      method: 'PUT',
      url: '/api/staff/pages/newbie',
      payload: input,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await get('/api/pages/newbie')).json().data.content).toBe('<h2>Bắt đầu</h2><p>Chào</p>')
  })
})

describe('rendering', () => {
  test('Markdown: tables, headings from h2 with anchors, links within the site stay in the tab', () => {
    const html = renderSource(
      'markdown',
      '# Big\n\n## Phí dịch vụ\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[x](/price-list) [y](https://example.com)',
    )
    expect(html).toContain('<h2 id="s-big">Big</h2>')
    expect(html).toContain('<h2 id="s-phi-dich-vu">')
    expect(html).toContain('<table>')
    expect(html).toContain('<a href="/price-list">x</a>')
    expect(html).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">y</a>',
    )
  })

  test('what a writer pastes cannot run: scripts, handlers, javascript: links, CSS, frames', () => {
    const html = renderSource(
      'html',
      '<script>a()</script><iframe src="https://x"></iframe><a href="javascript:b()">l</a><a href="//evil.example/x">p</a><div style="background:url(javascript:c())">d</div><svg onload="e()"></svg><h2 id="location">t</h2>',
    )
    expect(html).not.toMatch(/script|iframe|javascript|style|onload|evil\.example|svg/i)
    expect(html).toContain('<h2 id="s-location">t</h2>')
  })
})

describe('search engines', () => {
  test('robots.txt keeps crawlers out of customers’ pages and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/^Disallow: \/customer$/m)
    expect(res.body).toMatch(/^Disallow: \/api\/$/m)
    expect(res.body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  })

  test('the sitemap index lists pages, posts and every product file; each file is valid', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    )
    expect(files.slice(0, 2)).toEqual(['/sitemaps/pages.xml', '/sitemaps/posts.xml'])
    expect(files.some((file) => /^\/sitemaps\/products-1\.xml$/.test(file))).toBe(true)

    const pages = (await get('/sitemaps/pages.xml')).body
    for (const path of [
      '/newbie',
      '/question-and-answer',
      '/policy',
      '/about-us',
      '/other-market/home/mercari',
    ]) {
      expect(pages).toContain(`${path}</loc>`)
    }
    expect(pages).toMatch(/hreflang="ja" href="[^"]+\/newbie\?lang=ja"/)
    expect(pages).toContain('/other-market/products/rakuten?category_id=')
    expect(pages).not.toContain('&category_id') // every & is escaped in XML
    const postsXml = (await get('/sitemaps/posts.xml')).body
    const published = (await get('/api/posts?per_page=50')).json().total
    expect([...postsXml.matchAll(/<url>/g)]).toHaveLength(published)
    const products = (await get('/sitemaps/products-1.xml')).body
    expect(products).toMatch(/<loc>https?:\/\/[^<]+\/products\/(ikom|awond)\/\d+<\/loc><lastmod>/)
    expect((await get('/sitemaps/products-999.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/secrets.xml')).statusCode).toBe(400)
  })
})
