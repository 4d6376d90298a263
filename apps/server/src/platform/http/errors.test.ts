import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { useTestApp } from '../../../test/app.ts'

const t = useTestApp((app: FastifyInstance) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get('/api/__boom', async () => {
    throw new Error('secret database detail')
  })
  typed.post(
    '/api/__echo',
    {
      schema: {
        body: z.object({
          consignee: z.string().min(1, 'consignee is required'),
          tel: z.string().regex(/^0\d{9}$/, 'tel must be a phone number'),
        }),
      },
    },
    async (req) => req.body,
  )
})

test('an unexpected error is a 500 with a message and no stack or detail', async () => {
  const res = await t.app.inject({ url: '/api/__boom', headers: { 'accept-language': 'en' } })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ message: 'Something went wrong, please try again later' })
  expect(res.body).not.toContain('secret')
  expect(res.body).not.toContain('at ')
})

test('bad input is a 422 with one list of messages per field', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/__echo',
    headers: { 'accept-language': 'en' },
    payload: { consignee: '', tel: '12' },
  })
  expect(res.statusCode).toBe(422)
  expect(res.json()).toEqual({
    message: 'The given data was invalid',
    errors: { consignee: ['consignee is required'], tel: ['tel must be a phone number'] },
  })
})

test('good input passes the same schema', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/__echo',
    payload: { consignee: 'Nguyễn Văn A', tel: '0912345678' },
  })
  expect(res.statusCode).toBe(200)
})

test('malformed JSON is a 400 with a message', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/__echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"consignee":',
  })
  expect(res.statusCode).toBe(400)
  expect(Object.keys(res.json())).toEqual(['message'])
})

test('an unknown API path is a JSON 404 in the request language', async () => {
  for (const url of ['/api/nothing-here', '/market/nothing-here']) {
    const res = await t.app.inject({ url, headers: { 'accept-language': 'ja' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: '見つかりません' })
  }
})

test('every response carries a request id, and a sane incoming one is kept', async () => {
  const fresh = await t.app.inject('/healthz')
  expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-123' } })
  expect(kept.headers['x-request-id']).toBe('lb-123')
  const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id!' } })
  expect(replaced.headers['x-request-id']).not.toBe('bad id!')
})

test('API responses carry security headers and a deny-all policy', async () => {
  const res = await t.app.inject('/api/currencies')
  expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('every answer, an unknown path included, carries the whole set of security headers', async () => {
  for (const url of ['/api/currencies', '/api/no-such-thing']) {
    const res = await t.app.inject(url)
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
    expect(res.headers).not.toHaveProperty('cross-origin-embedder-policy')
  }
})

test('large responses are compressed for clients that accept it', async () => {
  const res = await t.app.inject({
    url: '/api/docs/openapi.json',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(res.headers['content-encoding']).toBe('gzip')
})
