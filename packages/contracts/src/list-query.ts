import type { z } from './zod.ts'

/**
 * What one list endpoint accepts (ARCHITECTURE §3): the server parses a request by it and
 * refuses anything else with a 400 naming the parameter; a client builds its query from it.
 */
export type ListSpec = {
  filters?: Record<string, z.ZodType>
  between?: Record<string, z.ZodType>
  sorts?: readonly string[]
  defaultSort?: string
  includes?: readonly string[]
  appends?: readonly string[]
  perPage?: { default: number; max: number }
  /** false for an endpoint that answers one object: `page` and `per_page` are then unknown. */
  paged?: boolean
}

/** A value as a query string carries it: a choice of the schema's, or any text or number. */
type QueryValue<T> = T extends z.ZodType
  ? string extends z.input<T>
    ? string | number
    : Extract<z.input<T>, string> | (number extends z.input<T> ? number : never)
  : never

type Field<T> = T extends Record<string, z.ZodType> ? T : Record<never, never>
type Names<T> = T extends readonly string[] ? T[number] : never

/** A list endpoint's query as a client writes it; `listQueryText` makes the query string. */
export type ListParams<S extends ListSpec> = {
  filter?: { [K in keyof Field<S['filters']>]?: QueryValue<Field<S['filters']>[K]> | null }
  between?: {
    [K in keyof Field<S['between']>]?: readonly [
      from: QueryValue<Field<S['between']>[K]>,
      to: QueryValue<Field<S['between']>[K]>,
    ]
  }
  sort?: SortParam<S> | readonly SortParam<S>[]
  include?: readonly Names<S['includes']>[]
  append?: readonly Names<S['appends']>[]
} & (S['paged'] extends false ? Record<never, never> : { page?: number; perPage?: number })

export type SortParam<S extends ListSpec> = Names<S['sorts']> | `-${Names<S['sorts']>}`

type AnyListParams = {
  filter?: Record<string, string | number | null | undefined>
  between?: Record<string, readonly [string | number, string | number] | undefined>
  sort?: string | readonly string[]
  include?: readonly string[]
  append?: readonly string[]
  page?: number
  perPage?: number
}

const text = (value: string | number) => encodeURIComponent(String(value))
const list = (values: readonly (string | number)[]) => values.map(text).join(',')

/**
 * The query string (without its '?') of a list query: `filter[…]`, `filter_between[…]`, `sort`,
 * `include`, `append`, `page`, `per_page`, in that order. Brackets and commas stay readable (the
 * server and the browser's cache read them as sent); every name and value is percent-encoded.
 */
export function listQueryText(params: object): string {
  const query = params as AnyListParams
  const parts: string[] = []
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && value !== null) parts.push(`filter[${text(field)}]=${text(value)}`)
  }
  for (const [field, range] of Object.entries(query.between ?? {})) {
    if (range) parts.push(`filter_between[${text(field)}]=${list(range)}`)
  }
  const sort = typeof query.sort === 'string' ? [query.sort] : (query.sort ?? [])
  if (sort.length > 0) parts.push(`sort=${list(sort)}`)
  if (query.include?.length) parts.push(`include=${list(query.include)}`)
  if (query.append?.length) parts.push(`append=${list(query.append)}`)
  if (query.page !== undefined) parts.push(`page=${query.page}`)
  if (query.perPage !== undefined) parts.push(`per_page=${query.perPage}`)
  return parts.join('&')
}
