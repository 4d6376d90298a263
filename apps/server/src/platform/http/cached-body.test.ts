import { gunzipSync, zstdDecompressSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { CachedBody, sendCachedBody } from './cached-body.ts'

// A page's size (streamed when sent uncompressed) and an answer's (sent whole), with text in
// every script the catalogue holds: the bytes must come back exactly.
const PAGE = `<!DOCTYPE html><p>${'Sữa rửa mặt 抹茶 matcha '.repeat(4_000)}</p>`
const ANSWER = JSON.stringify({ data: [{ name: 'Trà xanh 抹茶', price: 1200 }] }).repeat(40)

const app = Fastify()
const SHORT = JSON.stringify({ items: [], note: 'Trống 空' })
const bodies = {
  page: new CachedBody(PAGE),
  answer: new CachedBody(ANSWER),
  short: new CachedBody(SHORT),
}
app.get('/:body', (req, reply) => {
  const { body } = req.params as { body: keyof typeof bodies }
  return sendCachedBody(req, reply, bodies[body], 'text/html; charset=utf-8')
})
afterAll(() => app.close())

describe('a kept body', () => {
  test.each([
    ['page', PAGE],
    ['answer', ANSWER],
  ] as const)('%s: the same text in every encoding a client accepts', async (name, text) => {
    const ask = (encoding: string) =>
      app.inject({ url: `/${name}`, headers: { 'accept-encoding': encoding } })

    const plain = await ask('identity')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(plain.body).toBe(text)

    const zstd = await ask('zstd, gzip')
    expect(zstd.headers['content-encoding']).toBe('zstd')
    expect(zstdDecompressSync(zstd.rawPayload).toString('utf8')).toBe(text)

    const gzip = await ask('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(text)
    expect(gzip.headers.vary).toBe('accept-encoding')
  })

  test('bodies made one after another keep their own text (the UTF-8 is written in one buffer)', () => {
    const texts = [PAGE, ANSWER, `${ANSWER}抹茶`, PAGE.slice(0, 5_000), 'x'.repeat(9_000_000)]
    const made = texts.map((text) => new CachedBody(text))
    expect(made.map((body) => body.text)).toEqual(texts)
  })

  test('keeps only the compressed forms, made once', () => {
    const body = new CachedBody(PAGE)
    expect(body.encoded('zstd').length).toBeLessThan(PAGE.length / 20)
    expect(body.encoded('gzip')).toBe(body.encoded('gzip'))
    expect(body.text).toBe(PAGE)
  })

  test('a body under the compression threshold is kept as it is and sent as it is', async () => {
    const body = new CachedBody(SHORT)
    expect(body.storedBytes).toBe(Buffer.byteLength(SHORT))
    expect(body.bytes.toString('utf8')).toBe(SHORT)
    const res = await app.inject({ url: '/short', headers: { 'accept-encoding': 'zstd, gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(SHORT)
    // Asked for a compressed form all the same, it makes one.
    expect(zstdDecompressSync(body.encoded('zstd')).toString('utf8')).toBe(SHORT)
    expect(gunzipSync(body.encoded('gzip')).toString('utf8')).toBe(SHORT)
  })
})
