import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMailer } from './mailer.ts'
import { devOutboxRoutes } from './routes.ts'

let dataDir: string
let app: FastifyInstance
let hostile: string
let plain: string

const HOSTILE_SUBJECT = '<script>alert(1)</script> Đơn "hàng" & 注文'
const HOSTILE_HTML =
  '<p onclick="alert(1)">Xác nhận: <a href="https://kaimono.test/verify?token=a&amp;b=1">link</a></p>'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-outbox-routes-'))
  app = Fastify()
  await app.register(devOutboxRoutes, { dataDir })
  await app.ready()
  const mailer = createMailer({ dataDir, from: 'Kaimono <no-reply@kaimono.test>', log: app.log })
  hostile = (
    await mailer.send({
      to: 'x@example.vn',
      subject: HOSTILE_SUBJECT,
      text: 'Open https://kaimono.test/verify?token=a&b=1.\n</pre><script>alert(2)</script>',
      html: HOSTILE_HTML,
      lang: 'vi',
      tag: 'verify-email',
    })
  ).id
  plain = (
    await mailer.send({
      to: 'y@example.jp',
      subject: 'ご注文',
      text: 'ありがとうございます',
      lang: 'ja',
      tag: 'order-placed',
    })
  ).id
  await mailer.close()
})

afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

test('the list is an escaped HTML page, newest first, under its own policy', async () => {
  const res = await app.inject('/dev/outbox')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).not.toContain('<script>')
  expect(res.body).toContain(
    '&lt;script&gt;alert(1)&lt;/script&gt; Đơn &quot;hàng&quot; &amp; 注文',
  )
  expect(res.body).toContain(`href="/dev/outbox/${hostile}"`)
  expect(res.body).toContain(`href="/dev/outbox/${hostile}.json"`)
  expect(res.body.indexOf(plain)).toBeLessThan(res.body.indexOf(hostile))
})

test('the JSON list serves tests that look for the latest mail to someone', async () => {
  const res = await app.inject('/dev/outbox.json?to=x@example.vn')
  expect(res.json()).toEqual({
    data: [expect.objectContaining({ id: hostile, subject: HOSTILE_SUBJECT })],
  })
})

test('a message page shows the text in <pre> and the HTML in a sandboxed srcdoc frame', async () => {
  const res = await app.inject(`/dev/outbox/${hostile}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  expect(res.body).not.toContain('<script>')
  expect(res.body).toContain('<pre>Open https://kaimono.test/verify?token=a&amp;b=1.\n&lt;/pre&gt;')
  const frame = /<iframe [^>]*>/.exec(res.body)?.[0] ?? ''
  expect(frame).toMatch(/ sandbox="[^"]*"/)
  expect(frame).not.toContain('allow-scripts')
  const srcdoc = /srcdoc="([^"]*)"/.exec(frame)?.[1]
  expect(srcdoc).toBe(
    HOSTILE_HTML.replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;'),
  )
  expect(res.body).toContain(
    '<a href="https://kaimono.test/verify?token=a&amp;b=1">https://kaimono.test/verify?token=a&amp;b=1</a>',
  )
})

test('a message as JSON carries its parts and its links', async () => {
  const res = await app.inject(`/dev/outbox/${hostile}.json`)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({
    meta: expect.objectContaining({ id: hostile, to: 'x@example.vn', tag: 'verify-email' }),
    text: expect.stringContaining('Open https://kaimono.test/verify'),
    html: HOSTILE_HTML,
    links: ['https://kaimono.test/verify?token=a&b=1'],
  })
  expect((await app.inject(`/dev/outbox/${plain}.json`)).json()).toMatchObject({ html: null })
})

test('a message downloads as .eml', async () => {
  const res = await app.inject(`/dev/outbox/${plain}.eml`)
  expect(res.headers['content-type']).toBe('message/rfc822')
  expect(res.body).toMatch(/^Content-Language: ja\r$/m)
})

test('an unknown or malformed id is a JSON 404', async () => {
  for (const id of [
    '20000101T000000000Z-00000000',
    '20000101T000000000Z-00000000.json',
    '..%2F..%2Fetc%2Fpasswd',
    'x.eml',
  ]) {
    const res = await app.inject(`/dev/outbox/${id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: expect.any(String) })
  }
})
