import type { FastifyReply, FastifyRequest } from 'fastify'
import { expect, test } from 'vitest'
import { BadRequest } from '../errors.ts'
import { toWebRequest } from './fetch-bridge.ts'

const request = (url: string) =>
  ({
    url,
    method: 'GET',
    protocol: 'http',
    host: 'kaimono.test',
    headers: {},
    lang: 'en',
  }) as unknown as FastifyRequest
const reply = { raw: { on: () => {} } } as unknown as FastifyReply

test('a request line naming a path, or an absolute URL as proxies send it, names that page', () => {
  expect(toWebRequest(request('/products?page=2'), reply).url).toBe(
    'http://kaimono.test/products?page=2',
  )
  // Issue 14: the host was put in front of the whole URL, and fetch refused it (a 500).
  expect(toWebRequest(request('http://127.0.0.1:3000/products?page=2'), reply).url).toBe(
    'http://kaimono.test/products?page=2',
  )
})

test('a request line naming neither is a 400', () => {
  for (const target of ['*', 'ftp://kaimono.test/x', 'kaimono.test']) {
    const refused = (() => {
      try {
        toWebRequest(request(target), reply)
      } catch (error) {
        return error
      }
    })()
    expect(refused, target).toBeInstanceOf(BadRequest)
  }
})
