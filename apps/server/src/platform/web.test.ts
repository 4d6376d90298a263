import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { freshDatabase } from '../../test/db.ts'
import { buildApp } from '../app.ts'
import type { DatabaseHandle } from './db/index.ts'

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

let dir: string
let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaimono-web-'))
  await mkdir(path.join(dir, 'server'), { recursive: true })
  await mkdir(path.join(dir, 'client', 'assets'), { recursive: true })
  await writeFile(path.join(dir, 'server', 'index.js'), FAKE_BUILD)
  await writeFile(path.join(dir, 'client', 'assets', 'entry-Ab12Cd.js'), 'console.log(1)')
  await writeFile(path.join(dir, 'client', 'favicon.svg'), '<svg/>')
  database = await freshDatabase()
  app = await buildApp({
    config: testConfig(),
    database,
    web: { mode: 'production', buildDir: dir },
  })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

test('a page request is rendered with a fresh nonce that its CSP names', async () => {
  const first = await app.inject('/products/ikom?page=2')
  const second = await app.inject('/products/ikom?page=2')
  expect(first.statusCode).toBe(200)
  const page = first.json()
  expect(page).toMatchObject({ url: 'http://localhost/products/ikom?page=2', method: 'GET' })
  expect(page.user).toBeNull()
  expect(first.headers['content-security-policy']).toContain(`'nonce-${page.nonce}'`)
  expect(first.headers['content-security-policy']).toContain("object-src 'none'")
  expect(second.json().nonce).not.toBe(page.nonce)
})

test('loaders reach the API in-process, in their language, under the page request id', async () => {
  const res = await app.inject('/')
  expect(res.json()).toMatchObject({
    apiStatus: 200,
    apiFirst: 'Air',
    apiRequestId: res.headers['x-request-id'],
  })
})

test('the status and every Set-Cookie of the rendered response reach the client', async () => {
  const res = await app.inject('/missing')
  expect(res.statusCode).toBe(404)
  expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
})

test('a form post reaches the page handler with its body unread', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=a%40b.vn&password=x',
  })
  expect(res.json()).toMatchObject({ method: 'POST', body: 'email=a%40b.vn&password=x' })
})

test('hashed assets are cached for a year; other files for an hour; a missing asset is a 404', async () => {
  const asset = await app.inject('/assets/entry-Ab12Cd.js')
  expect(asset.statusCode).toBe(200)
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const icon = await app.inject('/favicon.svg')
  expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  const missing = await app.inject('/assets/nope-123.js')
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ message: 'Không tìm thấy' })
})

test('the API keeps its own routes and JSON 404s beside the pages', async () => {
  expect((await app.inject('/api/currencies')).statusCode).toBe(200)
  const unknown = await app.inject('/api/unknown')
  expect(unknown.statusCode).toBe(404)
  expect(unknown.headers['content-type']).toContain('application/json')
})

test('a missing web build stops the start with a readable message', async () => {
  await expect(
    buildApp({ config: testConfig(), database, web: { mode: 'production', buildDir: tmpdir() } }),
  ).rejects.toThrow(/the web app is not built .* run npm run build, or set SERVE_WEB=false/)
})
