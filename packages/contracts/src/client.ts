import type { EndpointName, Endpoints } from './endpoints.ts'
import { type ListParams, listQueryText } from './list-query.ts'
import type { z } from './zod.ts'

/** How requests travel: `fetch` itself, or the web app's in-process call with the page's cookies. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>

type PathOf<K> = K extends `${string} ${infer Path}` ? Path : never
type MethodOf<K> = K extends `${infer Method} ${string}` ? Method : never

/** `{id}` in a path as `{ id: string | number }`. */
export type PathParams<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<Rest>
  : unknown

type Spec<K extends EndpointName> = Endpoints[K]
type Schema<K extends EndpointName, Part extends string> =
  Spec<K> extends Record<Part, infer S extends z.ZodType> ? S : never

/** What the server answers a success of this endpoint with (null for a 204). */
export type ApiAnswer<K extends EndpointName> = Spec<K>['answer'] extends z.ZodType
  ? z.output<Spec<K>['answer']>
  : null

/** What this endpoint's body takes. */
export type ApiBody<K extends EndpointName> = z.input<Schema<K, 'body'>>

type Query<K extends EndpointName> =
  Spec<K> extends { list: infer S extends object }
    ? { query?: ListParams<S> }
    : Spec<K> extends { query: infer S extends z.ZodType }
      ? { query?: z.input<S> }
      : unknown

/** Everything one call takes: path parameters, query, body, and headers of its own. */
export type CallInput<K extends EndpointName> = (PathOf<K> extends `${string}{${string}`
  ? { params: PathParams<PathOf<K>> }
  : unknown) &
  Query<K> &
  ([Schema<K, 'body'>] extends [never] ? unknown : { body: ApiBody<K> }) & {
    headers?: Record<string, string>
  }

type FieldsOf<T> = T extends object ? keyof T & string : never
/** The fields a 422 names: the body's (`items.0.quantity` for nested ones), or the query's. */
export type RefusedField<K extends EndpointName> = [Schema<K, 'body'>] extends [never]
  ? Spec<K> extends { query: infer S extends z.ZodType }
    ? FieldsOf<z.input<S>>
    : string
  : FieldsOf<ApiBody<K>> | `${FieldsOf<ApiBody<K>>}.${string}` | '_'

/**
 * ARCHITECTURE §3 (the spec's §5 messages): every refusal is `{message}`, a 422 adds the
 * messages of each field, already in the request's language. Better Auth's refusals (identity,
 * §8) carry their `code` (INVALID_EMAIL_OR_PASSWORD …).
 */
export type Refusal<Field extends string = string> = {
  status: number
  message: string
  errors?: Partial<Record<Field, string[]>>
  code?: string
  /** What else the body says, for the endpoints whose refusal says more (a checkout's orders). */
  detail?: Record<string, unknown>
}

export type ApiResult<K extends EndpointName> =
  | { ok: true; status: number; data: ApiAnswer<K>; headers: Headers }
  | { ok: false; refusal: Refusal<RefusedField<K>>; headers: Headers }

type Optional<T> = object extends T ? [input?: T] : [input: T]
type AnyInput = {
  params?: Record<string, string | number>
  query?: object
  body?: unknown
  headers?: Record<string, string>
}

/** The path and query of a call: what a browser's `fetch` or a link asks for. */
export function apiPath<K extends EndpointName>(
  endpoint: K,
  ...[input]: Optional<Omit<CallInput<K>, 'body' | 'headers'>>
): string {
  const { params = {}, query } = (input ?? {}) as AnyInput
  const path = (endpoint.slice(endpoint.indexOf(' ') + 1) as PathOf<K>).replace(
    /\{(\w+)\}/g,
    (_, name: string) => {
      const value = params[name]
      if (value === undefined) throw new Error(`${endpoint}: no value for {${name}}`)
      return encodeURIComponent(String(value))
    },
  )
  const search = query ? queryText(query) : ''
  return search ? `${path}?${search}` : path
}

const LIST_PARTS = new Set(['filter', 'between', 'sort', 'include', 'append', 'page', 'perPage'])

/** A list spec's query in its own form; a plain query schema's (no part of a list's) as it is. */
function queryText(query: object): string {
  const entries = Object.entries(query)
  if (entries.every(([name]) => LIST_PARTS.has(name))) return listQueryText(query)
  return entries
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

/** The §3 envelope of a refusal, whatever the body turned out to be. */
export function refusalOf(status: number, body: unknown): Refusal {
  const { message, errors, code, ...detail } =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  return {
    status,
    message: typeof message === 'string' ? message : '',
    ...(errors !== null && typeof errors === 'object' && { errors: errors as Refusal['errors'] }),
    ...(typeof code === 'string' && { code }),
    ...(Object.keys(detail).length > 0 && { detail }),
  }
}

/**
 * The API, typed by the endpoint table: `client.call('GET /api/orders/{id}', { params: { id } })`
 * answers `{ ok: true, status, data }` with the endpoint's answer, or `{ ok: false, refusal }`.
 * `headers` go with every call (the page's language). A failure to reach the server throws.
 */
export function apiClient(transport: Transport, headers: Record<string, string> = {}) {
  return {
    async call<K extends EndpointName>(
      endpoint: K,
      ...[input]: Optional<CallInput<K>>
    ): Promise<ApiResult<K>> {
      const given = (input ?? {}) as AnyInput
      const method = endpoint.slice(0, endpoint.indexOf(' ')) as MethodOf<K>
      const hasBody = given.body !== undefined
      const response = await transport(apiPath(endpoint, given as never), {
        method,
        headers: {
          ...headers,
          ...given.headers,
          accept: 'application/json',
          ...(hasBody && { 'content-type': 'application/json' }),
        },
        body: hasBody ? JSON.stringify(given.body) : undefined,
      })
      const text = await response.text()
      if (response.ok) {
        const data = (text ? JSON.parse(text) : null) as ApiAnswer<K>
        return { ok: true, status: response.status, data, headers: response.headers }
      }
      let body: unknown = null
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // A proxy's page in front of the server: the refusal is its status alone.
      }
      return { ok: false, refusal: refusalOf(response.status, body), headers: response.headers }
    },
  }
}

export type ApiClient = ReturnType<typeof apiClient>
