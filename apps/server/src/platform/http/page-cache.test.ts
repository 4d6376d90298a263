import { createHash, randomUUID } from 'node:crypto'
import { zstdDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ORIGIN } from '../../../test/accounts.ts'
import { useWebBuild } from '../../../test/web-build.ts'
import { users } from '../../modules/accounts/schema.ts'
import { products } from '../../modules/catalog/schema.ts'
import { changed } from '../changes.ts'
import { inlineScriptHashes, keepable, keptFor } from './page-cache.ts'

// A stand-in for the web app's server build: an HTML page with an inline script under the
// render's nonce, the newest product's price read through the in-process API, and a count of
// renders, so the test sees which requests were rendered and which were sent a kept page.
const FAKE_BUILD = `
let renders = 0
export const assets = { version: 'test-1' }
export const entry = { module: {
  createLoadContext: (input) => input,
  createRequestHandler: () => async (request, context) => {
    renders++
    const url = new URL(request.url)
    if (url.searchParams.has('moved')) return new Response(null, { status: 302, headers: { location: '/' } })
    const api = await context.apiFetch('/api/products?per_page=1&sort=-updated_at')
    const product = (await api.json()).data[0]
    const lang = /lang=(\\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'vi'
    const own = await context.apiFetch('/api/users?filter[own]=1')
    const who = (context.member ? 'member' : 'visitor') + ':' + (context.user ? context.user.name : 'nobody') +
      ':' + own.status + ':' + (request.headers.get('cookie') ?? '')
    const headers = [['content-type', 'text/html; charset=utf-8'], ['cache-control', 'private, no-cache']]
    if (url.searchParams.has('cookie')) headers.push(['set-cookie', 'seen=1; Path=/'])
    const html = '<!DOCTYPE html><html lang="' + lang + '"><body>' +
      '<p id="render">' + renders + '</p><p id="price">' + product.id + ':' + product.price + '</p>' +
      '<p id="who">' + who + '</p>' +
      '<script nonce="' + context.nonce + '">window.__page = ' + renders + '</script>' +
      '<script nonce="' + context.nonce + '" type="module" src="/assets/entry.js"></script>' +
      '<p>' + 'Kaimono '.repeat(300) + '</p></body></html>'
    return new Response(html, { status: 200, headers })
  },
} }
`

const web = useWebBuild(FAKE_BUILD)

const rendersOf = (html: string) => Number(/<p id="render">(\d+)<\/p>/.exec(html)?.[1])
const priceOf = (html: string) => /<p id="price">([^<]*)<\/p>/.exec(html)?.[1]
/** Who the page was rendered for: member or visitor, the user, the API's answer to 'who am I', the cookie. */
const whoOf = (html: string) => /<p id="who">([^<]*)<\/p>/.exec(html)?.[1]
const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ url, headers })

describe('a catalogue page for visitors without a session', () => {
  test('is rendered once and sent to the next visitors as it is, under a policy of hashes', async () => {
    const first = await get('/products/ikom?page=3')
    const second = await get('/products/ikom?page=3', { 'accept-encoding': 'zstd' })
    expect(first.statusCode).toBe(200)
    expect(second.headers['content-encoding']).toBe('zstd')
    expect(zstdDecompressSync(second.rawPayload).toString()).toBe(first.body)
    const third = await get('/products/ikom?page=3')
    expect(third.body).toBe(first.body)
    expect(first.body).not.toContain('nonce=')
    const policy = String(first.headers['content-security-policy'])
    expect(policy).not.toContain("'nonce-")
    const script = /<script>([^<]*)<\/script>/.exec(first.body)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(first.headers['cache-control']).toBe('private, no-cache')
  })

  test('misses at once share one render', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/products/awond/5')))
    expect(new Set(answers.map((a) => rendersOf(a.body))).size).toBe(1)
  })

  test('each language and each address is its own page', async () => {
    const vi = await get('/')
    const ja = await get('/', { cookie: 'lang=ja' })
    const other = await get('/?page=2')
    expect(ja.body).toContain('lang="ja"')
    expect(vi.body).toContain('lang="vi"')
    expect(new Set([vi, ja, other].map((a) => rendersOf(a.body))).size).toBe(3)
    expect((await get('/', { cookie: 'lang=ja' })).body).toBe(ja.body)
  })

  test('a change of the catalogue shows on the next request', async () => {
    const before = await get('/products/ikom')
    expect((await get('/products/ikom')).body).toBe(before.body)
    const [id, price] = (priceOf(before.body) ?? '').split(':').map(Number)
    await web.database.db
      .update(products)
      .set({ price: (price ?? 0) + 1000 })
      .where(eq(products.id, id ?? 0))
    changed(web.database.db)
    const after = await get('/products/ikom')
    expect(priceOf(after.body)).toBe(`${id}:${(price ?? 0) + 1000}`)
  })

  test('a change written outside the server shows once the database has told it', async () => {
    const before = await get('/products/ikom?sort=price')
    const [id, price] = (priceOf(before.body) ?? '').split(':').map(Number)
    // As from psql: nobody in the server calls changed().
    await web.database.db
      .update(products)
      .set({ price: (price ?? 0) + 7 })
      .where(eq(products.id, id ?? 0))
    const expected = `${id}:${(price ?? 0) + 7}`
    let seen = priceOf(before.body)
    // The notice travels through the database: asked until it has arrived (at most 10 s).
    for (let tries = 0; tries < 100 && seen !== expected; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      seen = priceOf((await get('/products/ikom?sort=price')).body)
    }
    expect(seen).toBe(expected)
  })
})

/** A signed-in customer's cookie (their address verified by hand: this app sends no mail here). */
async function signedIn(name: string): Promise<string> {
  const email = `member-${randomUUID()}@kaimono.test`
  const password = 'mật khẩu an toàn 1'
  const headers = { origin: ORIGIN }
  const signUp = await web.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name },
  })
  expect(signUp.statusCode, signUp.body).toBe(200)
  await web.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email))
  const signIn = await web.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  })
  expect(signIn.statusCode, signIn.body).toBe(200)
  return signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

describe('a page shared by signed-in customers (ADR 021)', () => {
  test('the members’ copy: rendered once as for nobody, with no credential, sent to every member', async () => {
    const [hoa, lan] = [await signedIn('Lê Thị Hoa'), await signedIn('Trần Thị Lan')]
    const one = await get('/products/ikom?page=6', { cookie: `${hoa}; lang=ja` })
    const two = await get('/products/ikom?page=6', { cookie: `lang=ja; ${lan}` })
    expect(two.body).toBe(one.body)
    // Nobody's name, the API asked without the session (401), the language's cookie alone.
    expect(whoOf(one.body)).toBe('member:nobody:401:lang=ja')
    expect(one.body).not.toContain('Hoa')
    expect(one.headers['cache-control']).toBe('private, no-store')
    expect(one.headers['content-security-policy']).not.toContain("'nonce-")
    // Visitors have a copy of their own: the browser of a member's fills in their parts.
    const visitor = await get('/products/ikom?page=6', { cookie: 'lang=ja' })
    expect(whoOf(visitor.body)).toBe('visitor:nobody:401:lang=ja')
    expect(rendersOf(visitor.body)).not.toBe(rendersOf(one.body))
  })

  test('a session cookie that names no session gets the visitors’ copy', async () => {
    const visitor = await get('/products/ikom?page=7')
    const stale = await get('/products/ikom?page=7', { cookie: 'kaimono.session_token=abc' })
    expect(stale.body).toBe(visitor.body)
    expect(whoOf(stale.body)).toBe('visitor:nobody:401:')
  })

  test('what may not be shared is rendered for the member, as them', async () => {
    const cookie = await signedIn('Phạm Minh Tuấn')
    const page = await get('/?cookie=1', { cookie })
    expect(whoOf(page.body)).toMatch(/^visitor:Phạm Minh Tuấn:200:/)
    expect(page.headers['set-cookie']).toEqual(['seen=1; Path=/'])
  })
})

describe('a page rendered for its visitor', () => {
  test('with any cookie but the language’s and the session’s: a render and a nonce each time', async () => {
    const cookie = 'kaimono_cart_selection=abc; lang=vi'
    const one = await get('/products/ikom?page=4', { cookie })
    const two = await get('/products/ikom?page=4', { cookie })
    expect(rendersOf(two.body)).toBe(rendersOf(one.body) + 1)
    const nonce = /<script nonce="([^"]+)">/.exec(one.body)?.[1]
    expect(one.headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
  })

  test('a page other than the catalogue’s, a redirect, a page that sets a cookie', async () => {
    for (const url of ['/cart', '/?moved=1', '/?cookie=1']) {
      const one = await get(url)
      const two = await get(url)
      if (one.statusCode === 302) {
        expect(two.statusCode).toBe(302)
        continue
      }
      expect(rendersOf(two.body), url).toBeGreaterThan(rendersOf(one.body))
    }
    expect((await get('/?cookie=1')).headers['set-cookie']).toEqual(['seen=1; Path=/'])
  })

  test('a crawler gets a page of its own (the whole document, not the shell first)', async () => {
    const browser = await get('/products/ikom?page=9')
    const crawler = await get('/products/ikom?page=9', { 'user-agent': 'Googlebot/2.1' })
    expect(rendersOf(crawler.body)).not.toBe(rendersOf(browser.body))
  })
})

describe('what a page is kept as', () => {
  const html = (nonce: string) =>
    `<html><script nonce="${nonce}">alert(1)</script><script nonce="${nonce}" src="/a.js"></script></html>`
  const rendered = (status: number, headers: [string, string][], nonce = 'N0nce') => ({
    status,
    headers: new Headers([['content-type', 'text/html'], ...headers]),
    html: Buffer.from(html(nonce)),
  })

  test('its inline scripts by their SHA-256, without the nonce', () => {
    const page = keepable(rendered(200, []), 'N0nce')
    expect(page?.body.text).toBe(
      '<html><script>alert(1)</script><script src="/a.js"></script></html>',
    )
    // sha256('alert(1)'), base64
    expect(page?.scriptHashes).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"])
    expect(inlineScriptHashes('<script src="x.js"></script><script></script>')).toEqual([])
  })

  test('a script in Vietnamese and Japanese is hashed as its UTF-8 bytes, as browsers hash it', () => {
    const script = 'window.t = "Sữa rửa mặt 抹茶 – N0nce"'
    const page = keepable(
      {
        ...rendered(200, []),
        html: Buffer.from(`<p>Trà</p><script nonce="N0nce">${script}</script>`),
      },
      'N0nce',
    )
    const kept = script.replace('N0nce', '')
    expect(page?.body.text).toBe(`<p>Trà</p><script>${kept}</script>`)
    const sha256 = createHash('sha256').update(kept, 'utf8').digest('base64')
    expect(page?.scriptHashes).toEqual([`'sha256-${sha256}'`])
  })

  test('no copy of the nonce, wherever the render put it', () => {
    const page = keepable(
      {
        ...rendered(200, []),
        html: Buffer.from('<script nonce="N0nce">start("N0nce")</script><p data-n="N0nce"></p>'),
      },
      'N0nce',
    )
    expect(page?.body.text).toBe('<script>start("")</script><p data-n=""></p>')
    expect(page?.scriptHashes).toHaveLength(1)
  })

  test('nothing when it is not a 200 HTML page or sets a cookie', () => {
    expect(keepable(rendered(404, []), 'N0nce')).toBeNull()
    expect(keepable(rendered(200, [['set-cookie', 'a=1']]), 'N0nce')).toBeNull()
    expect(
      keepable(
        {
          status: 200,
          headers: new Headers({ 'content-type': 'application/json' }),
          html: Buffer.from('{}'),
        },
        'x',
      ),
    ).toBeNull()
  })
})

describe('which pages are kept', () => {
  test.each([
    '/',
    '/products/ikom',
    '/products/ikom/12',
    '/other-market/mercari',
    '/other-market/home/paypay',
    '/other-market/products/rakuma',
    '/other-market/mercari/m12345678901',
    '/other-market/amazon/B0C1234567/',
    '/other-market/nike/seller-shop/nike',
    '/blogs',
    '/blogs/12',
    '/newbie',
    '/question-and-answer',
    '/policy/',
    '/price-list',
  ])('%s is kept', (path) => expect(keptFor(path)).toBe('kept'))

  // Pages that may come from an official API, or count an auction down.
  test.each([
    '/other-market/rakuten/shop:item',
    '/other-market/products/yahoo',
    '/other-market/yahoo-auction/x123456789',
  ])('%s is kept briefly', (path) => expect(keptFor(path)).toBe('briefly'))

  test.each([
    // A customer's own page, however it is spelt.
    '/other-market/mercari/payment',
    '/other-market/mercari/payment/',
    '/other-market/yahoo/payment',
    // Not a market's page.
    '/other-market/search',
    '/other-market/translate/mercari/m1',
    '/other-market/ecoring',
    '/other-market/unknown/1',
    '/customer/orders',
    '/customer/support',
    '/contact-us',
    '/blogs/new',
    '/cart',
  ])('%s is rendered for each visit', (path) => expect(keptFor(path)).toBeNull())
})
