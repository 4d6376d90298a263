import { tmpdir } from 'node:os'
import { describe, expect, test } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { useWebBuild } from '../../test/web-build.ts'
import { buildApp } from '../app.ts'

// A stand-in for the web app's server build: it answers with what the server handed it, so
// the test sees the page plumbing (routing, body stream, nonce, in-process API) on its own.
const FAKE_BUILD = `
export const entry = { module: {
  createLoadContext: (input) => input,
  createRequestHandler: () => async (request, context) => {
    const api = await context.apiFetch('/api/shipment-methods', { headers: { 'accept-language': 'en' } })
    const body = request.method === 'GET' ? null : await request.text()
    return new Response(JSON.stringify({
      url: request.url,
      method: request.method,
      body,
      nonce: context.nonce,
      user: context.user,
      apiStatus: api.status,
      apiFirst: (await api.json()).data[0].name,
      apiRequestId: api.headers.get('x-request-id'),
    }), { status: request.url.endsWith('/missing') ? 404 : 200, headers: [
      ['content-type', 'application/json'],
      ['set-cookie', 'a=1; Path=/'],
      ['set-cookie', 'b=2; Path=/'],
    ] })
  },
} }
`

const web = useWebBuild(FAKE_BUILD, {
  'assets/entry-Ab12Cd.js': 'console.log(1)',
  'favicon.svg': '<svg/>',
})

test('a page request is rendered with a fresh nonce that its CSP names', async () => {
  const first = await web.app.inject('/products/ikom?page=2')
  const second = await web.app.inject('/products/ikom?page=2')
  expect(first.statusCode).toBe(200)
  const page = first.json()
  expect(page).toMatchObject({ url: 'http://localhost/products/ikom?page=2', method: 'GET' })
  expect(page.user).toBeNull()
  expect(first.headers['content-security-policy']).toContain(`'nonce-${page.nonce}'`)
  expect(first.headers['content-security-policy']).toContain("object-src 'none'")
  expect(second.json().nonce).not.toBe(page.nonce)
})

test('loaders reach the API in-process, in their language, under the page request id', async () => {
  const res = await web.app.inject('/')
  expect(res.json()).toMatchObject({
    apiStatus: 200,
    apiFirst: 'Air',
    apiRequestId: res.headers['x-request-id'],
  })
})

test('the status and every Set-Cookie of the rendered response reach the client', async () => {
  const res = await web.app.inject('/missing')
  expect(res.statusCode).toBe(404)
  expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
})

test('a form post reaches the page handler with its body as it was sent', async () => {
  const res = await web.app.inject({
    method: 'POST',
    url: '/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
    },
    payload: 'email=a%40b.vn&password=x',
  })
  expect(res.json()).toMatchObject({ method: 'POST', body: 'email=a%40b.vn&password=x' })
})

describe('what a page action is given (issue 14: these were 500s)', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    web.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en', ...headers },
      payload,
    })

  test('a body that is not a form is a 415', async () => {
    for (const type of ['application/json', 'text/plain', 'application/octet-stream']) {
      const res = await post({ 'content-type': type }, '{"email":"a"}')
      expect(res.statusCode, type).toBe(415)
      expect(res.json()).toEqual({ message: 'This kind of content is not supported here' })
    }
  })

  test('a multipart body that does not parse is a 400; one that does is served', async () => {
    const broken = await post({ 'content-type': 'multipart/form-data' }, 'email=a')
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ message: 'Bad request' })
    const form = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.vn\r\n--x--\r\n'
    const good = await post({ 'content-type': 'multipart/form-data; boundary=x' }, form)
    expect(good.statusCode).toBe(200)
    expect(good.json().body).toBe(form)
  })

  test('a form over 1 MB is a 413, before the page sees it', async () => {
    const res = await post(
      { 'content-type': 'application/x-www-form-urlencoded' },
      `email=${'a'.repeat(1_048_577)}`,
    )
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request is too large' })
  })
})

describe('a page change comes from a page of this site', () => {
  const change = (
    headers: Record<string, string>,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
    url = '/logout',
  ) =>
    web.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'intent=go',
    })

  test.each([
    ['the public origin', { origin: 'http://localhost:3000' }],
    [
      'the origin the request was sent to',
      { host: 'kaimono.example:8080', origin: 'http://kaimono.example:8080' },
    ],
    ['no Origin, but a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
    ['a null Origin, but a same-origin fetch', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ])('from %s it reaches the web app', async (_, headers) => {
    const res = await change(headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ method: 'POST', body: 'intent=go' })
  })

  test.each([
    ['no Origin at all', {}],
    ['another site', { origin: 'https://evil.example' }],
    [
      'another site claiming to be same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['another port of this host', { origin: 'http://localhost:3001' }],
    ['another scheme of this host', { origin: 'https://localhost:3000' }],
    ['a null Origin', { origin: 'null' }],
    ['no Origin, from another site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, from a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, typed by hand', { 'sec-fetch-site': 'none' }],
  ])('from %s it is refused before the web app sees it', async (_, headers) => {
    for (const url of ['/logout', '/checkout.data', '/cart?index']) {
      const res = await change(headers, 'POST', url)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        message:
          'Biểu mẫu này không được gửi từ một trang của chúng tôi nên chưa được thực hiện. Hãy mở lại trang và gửi lại.',
      })
    }
  })

  test('every method that changes something is checked; reads are not', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await change({}, method)).statusCode).toBe(403)
      expect((await change({ origin: 'http://localhost:3000' }, method)).statusCode).toBe(200)
    }
    expect((await web.app.inject('/logout')).statusCode).toBe(200)
  })

  test('a browser sent from another site reads why, in its language, with a way home', async () => {
    const res = await change({
      origin: 'https://evil.example',
      accept: 'text/html,*/*',
      'accept-language': 'ja',
    })
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<html lang="ja">')
    expect(res.body).toContain('<h1>このフォームは当サイトのページから送信されていないため')
    expect(res.body).toContain('<a href="/">ホームに戻る</a>')
    // A client-side navigation's data request gets the same refusal as JSON.
    const data = await change(
      { origin: 'https://evil.example', accept: 'text/html,*/*', 'accept-language': 'en' },
      'POST',
      '/logout.data',
    )
    expect(data.json()).toEqual({
      message:
        'This form was not sent from one of our pages, so nothing was done. Open the page again and send it from there.',
    })
  })
})

test('hashed assets are cached for a year; other files for an hour; a missing asset is a 404', async () => {
  const asset = await web.app.inject('/assets/entry-Ab12Cd.js')
  expect(asset.statusCode).toBe(200)
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const icon = await web.app.inject('/favicon.svg')
  expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  const missing = await web.app.inject('/assets/nope-123.js')
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ message: 'Không tìm thấy' })
})

test('the API keeps its own routes and JSON 404s beside the pages', async () => {
  expect((await web.app.inject('/api/currencies')).statusCode).toBe(200)
  const unknown = await web.app.inject('/api/unknown')
  expect(unknown.statusCode).toBe(404)
  expect(unknown.headers['content-type']).toContain('application/json')
})

test('a missing web build stops the start with a readable message', async () => {
  await expect(
    buildApp({
      config: testConfig(),
      database: web.database,
      web: { mode: 'production', buildDir: tmpdir() },
    }),
  ).rejects.toThrow(/the web app is not built .* run npm run build, or set SERVE_WEB=false/)
})
