import { type ApiEndpoint, endpoints, z } from '@kaimono/contracts'
import type { RouteOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { listQuerySchema } from '../src/platform/http/list-query.ts'
import { useTestApp } from './app.ts'

/*
 * The endpoint table in packages/contracts is what the typed client (web, and later the apps)
 * calls by. Every entry must be a route of the server with the same method, path, query, body
 * and answer, and every JSON route of the API must be in the table.
 */

type Schemas = {
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  response?: Record<number, z.ZodType>
}

const routes = new Map<string, Schemas>()
useTestApp(
  undefined,
  {},
  {
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      for (const method of methods)
        routes.set(`${method} ${route.url}`, (route.schema ?? {}) as Schemas)
    },
  },
)

/** Better Auth answers all of /api/auth/* behind one route. */
const AUTH = /^(GET|POST) \/api\/auth\//
/**
 * Not JSON calls: the event streams (notifications, an auction), the API's own documentation, a
 * ticket's picture, and the picture's upload (multipart, which the typed client does not send), and
 * a customer's data download (a file), the banks' webhooks (called by SePay and Casso in
 * their own formats, never by the client) and a notice mail's one-click unsubscribe (a mail
 * client's form post).
 */
const NOT_JSON =
  /^(GET \/(api\/(notifications\/stream$|docs(\/|$)|support-contents\/:id$|users\/:id\/data$)|market\/(auction|ecoring)\/live$)|POST \/api\/(support-contents|payments\/bank-webhooks\/:provider|notification-preferences\/one-click)$)/

const routeKey = (name: string) => name.replace(/\{(\w+)\}/g, ':$1')
const table = Object.entries(endpoints as Record<string, ApiEndpoint>)

const shape = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
  schema && z.toJSONSchema(schema, { io, unrepresentable: 'any' })

test('every entry of the table is a route of the server, with its method and path', () => {
  const missing = table
    .map(([name]) => name)
    .filter(
      (name) => !routes.has(AUTH.test(name) ? `${name.split(' ')[0]} /api/auth/*` : routeKey(name)),
    )
  expect(missing).toEqual([])
})

test('every JSON route of the API is in the table', () => {
  const named = new Set(table.map(([name]) => routeKey(name)))
  const unnamed = [...routes.keys()].filter(
    (key) =>
      /^(GET|POST|PUT|PATCH|DELETE) \/(api|market)\//.test(key) &&
      !key.endsWith('*') &&
      !NOT_JSON.test(key) &&
      !named.has(key),
  )
  expect(unnamed).toEqual([])
})

describe.each(table.filter(([name]) => !AUTH.test(name)))('%s', (name, endpoint) => {
  const route = () => routes.get(routeKey(name)) ?? {}

  test('takes the same path parameters and query', () => {
    expect(shape(route().params, 'input')).toEqual(shape(endpoint.params, 'input'))
    const query = endpoint.list ? listQuerySchema(endpoint.list) : endpoint.query
    expect(shape(route().querystring, 'input')).toEqual(shape(query, 'input'))
  })

  test('parses its body with the same schema', () => {
    expect(route().body).toBe(endpoint.body)
  })

  test('answers a success as the table says', () => {
    const successes = Object.entries(route().response ?? {}).filter(([status]) =>
      status.startsWith('2'),
    )
    if (endpoint.answer === null) expect(successes).toEqual([])
    else expect(successes.length).toBeGreaterThan(0)
    for (const [, schema] of successes) {
      expect(shape(schema, 'output')).toEqual(shape(endpoint.answer ?? undefined, 'output'))
    }
  })
})
