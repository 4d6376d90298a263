import Fastify from 'fastify'
import { expect, test } from 'vitest'
import type { Database } from '../db/index.ts'
import { memoryBus } from '../events.ts'
import { registerRequestContext } from './context.ts'

/** An app with the request context only; `looked` lists the paths whose user was looked up. */
function contextApp() {
  const app = Fastify()
  const looked: string[] = []
  registerRequestContext(
    app,
    {} as Database,
    async (headers) => {
      looked.push(headers.get('x-path') ?? '')
      return null
    },
    memoryBus(),
  )
  return { app, looked }
}

test('hashed assets and root files are served without looking the user up', async () => {
  const { app, looked } = contextApp()
  app.get('/*', async (req) => ({ user: req.ctx.user, lang: req.ctx.lang }))
  await app.ready()
  for (const url of [
    '/assets/entry-Ab12.js',
    '/favicon.svg',
    '/robots.txt',
    '/api/users',
    '/cart.data',
    '/',
  ]) {
    const res = await app.inject({
      url,
      headers: { 'x-path': url, 'accept-language': 'ja', cookie: 'kaimono.session_token=x' },
    })
    expect(res.json()).toEqual({ user: null, lang: 'ja' })
  }
  expect(looked).toEqual(['/api/users', '/cart.data', '/'])
  await app.close()
})

test('a request with neither a cookie nor an Authorization header is anonymous without a lookup', async () => {
  const { app, looked } = contextApp()
  app.get('/*', async (req) => ({ user: req.ctx.user }))
  await app.ready()
  for (const headers of [{}, { authorization: 'Bearer x' }, { cookie: 'a=b' }]) {
    const res = await app.inject({
      url: '/api/products',
      headers: { 'x-path': '/api/products', ...headers },
    })
    expect(res.json()).toEqual({ user: null })
  }
  expect(looked).toEqual(['/api/products', '/api/products'])
  await app.close()
})
