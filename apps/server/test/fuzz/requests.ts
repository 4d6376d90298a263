import fc from 'fast-check'
import type { RouteOptions } from 'fastify'
import type { z } from 'zod'
import { ORIGIN } from '../accounts.ts'
import { arbitraryFor, fieldArbitraries, type Hints } from './from-schema.ts'
import {
  hostileBodyText,
  hostileText,
  hostileUrlPart,
  hostileValue,
  jsonText,
  percentEncode,
} from './hostile.ts'

type Schemas = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType }

/** One method of one route, with the zod schemas Fastify validates it by. */
export type Endpoint = { method: string; url: string; schema: Schemas }

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'url'>) =>
  `${endpoint.method} ${endpoint.url}`

/** The endpoints of a route as the app's onRoute hook sees it. */
export function endpointsOf(route: RouteOptions): Endpoint[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const schema = (route.schema ?? {}) as Schemas
  return methods.map((method) => ({ method, url: route.url, schema }))
}

export type Who = 'anonymous' | 'customer' | 'customer by token' | 'staff'
export type Caller = { cookie: string; token: string }

/** What the fuzz knows of the app's data, so that some requests get past the first checks. */
export type Fixtures = {
  customer: Caller
  staff: Caller
  /** Body fields and path parameters, by name. */
  hints: Hints
  /** Query values worth trying: known ids, shop names, sorts, includes. */
  queryTokens: string[]
}

export type FuzzRequest = {
  who: Who
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  remoteAddress: string
}

/** Random requests to one endpoint, from its schemas, as each kind of caller. */
export function requestArbitrary(
  endpoint: Endpoint,
  fixtures: Fixtures,
): fc.Arbitrary<FuzzRequest> {
  const { method, schema } = endpoint
  return fc
    .record({
      who: fc.constantFrom<Who>('anonymous', 'customer', 'customer by token', 'staff'),
      path: pathArbitrary(endpoint.url, schema.params, fixtures.hints),
      query: queryArbitrary(schema.querystring, fixtures.queryTokens),
      body: bodyArbitrary(method, schema.body, fixtures.hints),
      headers: headerArbitrary,
      address: fc.tuple(fc.nat(255), fc.nat(255)),
      origin: anonymousOrigin,
    })
    .map(({ who, path, query, body, headers, address, origin }) => ({
      who,
      method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...headers,
        ...(body === undefined ? {} : body.headers),
        ...(who === 'anonymous' ? origin : identityOf(who, fixtures)),
      },
      body: body?.text,
      remoteAddress: `198.18.${address[0]}.${address[1]}`,
    }))
}

/** The headers that say who calls: the session cookie from our own origin, or a bearer token. */
export function identityOf(who: Who, fixtures: Fixtures): Record<string, string> {
  if (who === 'anonymous') return { origin: ORIGIN }
  const caller = who === 'staff' ? fixtures.staff : fixtures.customer
  return who === 'customer by token'
    ? { authorization: `Bearer ${caller.token}` }
    : { cookie: caller.cookie, origin: ORIGIN }
}

function pathArbitrary(url: string, params: z.ZodType | undefined, hints: Hints) {
  const fromSchema = params ? fieldArbitraries(params, hints) : {}
  const segments = url.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment === '*')
      return fc.array(urlValue(fc.string()), { maxLength: 3 }).map((parts) => parts.join('/'))
    if (!segment.startsWith(':')) return fc.constant(segment)
    return urlValue(fromSchema[segment.slice(1)] ?? fc.string())
  })
  return fc.tuple(...segments).map((parts) => parts.join('/'))
}

/** A path or query value: from its schema, hostile text, or raw broken escapes. */
function urlValue(fromSchema: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fromSchema.map((value) => percentEncode(asText(value))), weight: 6 },
    hostileText.map(percentEncode),
    hostileUrlPart,
  )
}

const asText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value))

const QUERY_JUNK_KEYS = [
  'filter[zzz]',
  'filter[name',
  'filter[]',
  'filter_between[price]',
  'sort',
  'include',
  'page',
  'per_page',
  '__proto__',
  'constructor',
  'filter[__proto__]',
]

function queryArbitrary(querystring: z.ZodType | undefined, tokens: string[]) {
  const fields = querystring ? fieldArbitraries(querystring) : {}
  const token = fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 12 }))
  const known = Object.entries(fields).map(([key, fromSchema]) =>
    fc.tuple(fc.constant(key), fc.oneof(token, fromSchema.map(asText))),
  )
  const other = fc.tuple(fc.oneof(fc.constantFrom(...QUERY_JUNK_KEYS), hostileText), token)
  const wellFormed = known.length > 0 ? fc.oneof(...known) : other
  const hostile = fc.oneof(
    wellFormed.chain(([key]) => fc.tuple(fc.constant(key), hostileText)),
    other,
  )
  const encoded = (pair: fc.Arbitrary<[string, string]>) =>
    pair.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
  const join = (pair: fc.Arbitrary<string>) =>
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&'))
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: join(encoded(wellFormed)), weight: 3 },
    join(fc.oneof(encoded(wellFormed), encoded(hostile))),
    join(
      fc.oneof(
        fc.tuple(fc.constantFrom(...QUERY_JUNK_KEYS), hostileUrlPart).map(([k, v]) => `${k}=${v}`),
        hostileUrlPart,
      ),
    ),
  )
}

type Body = { text: string; headers: Record<string, string> }

const JSON_TYPE = { 'content-type': 'application/json' }
const OTHER_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
)

function bodyArbitrary(
  method: string,
  schema: z.ZodType | undefined,
  hints: Hints,
): fc.Arbitrary<Body | undefined> {
  const json = (schema ? arbitraryFor(schema, hints) : hostileValue).map(
    (value): Body => ({ text: jsonText(value), headers: JSON_TYPE }),
  )
  const junk = fc.oneof(
    hostileBodyText.map((text): Body => ({ text, headers: JSON_TYPE })),
    fc.tuple(fc.string(), OTHER_TYPES).map(
      ([text, type]): Body => ({
        text,
        headers: type ? { 'content-type': type } : {},
      }),
    ),
  )
  const reads = method !== 'GET' && method !== 'HEAD'
  return fc.oneof(
    { arbitrary: reads ? json : fc.constant(undefined), weight: 8 },
    { arbitrary: reads ? fc.constant(undefined) : json, weight: 1 },
    { arbitrary: junk, weight: 1 },
  )
}

/** A visitor's browser sends our origin; other callers send none, a foreign one, or null. */
const anonymousOrigin = fc.oneof(
  { arbitrary: fc.constant({ origin: ORIGIN }), weight: 3 },
  fc.constantFrom<Record<string, string>>(
    {},
    { origin: 'http://evil.example' },
    { origin: 'null' },
  ),
)

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 30 })

const headerArbitrary = fc.record(
  {
    'accept-language': fc.oneof(
      fc.constantFrom('vi', 'ja', 'en', 'ja-JP,ja;q=0.9', 'xx'),
      printable,
    ),
    'idempotency-key': fc.oneof(fc.uuid(), printable, fc.constant('k'.repeat(300))),
    'last-event-id': fc.oneof(fc.constantFrom('1', '0', '2147483648', '9999999999'), printable),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"x", "y"'),
    // Credentials that are not: a signed-in caller's own replace them.
    authorization: fc.oneof(
      fc.constantFrom('Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer eyJhbGciOiJub25lIn0.e30.'),
      printable.map((token) => `Bearer ${token}`),
    ),
    cookie: fc.oneof(
      fc.constantFrom('kaimono.session_token=x.y', '__Secure-kaimono.session_token=', 'a=b; c'),
      printable.map((token) => `kaimono.session_token=${encodeURIComponent(token)}`),
    ),
  },
  { requiredKeys: [] },
)
