import { isCleanLine, type ListSpec } from '@kaimono/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BadRequest } from '../errors.ts'

export type { ListSpec }

type Outputs<T> = { [K in keyof T]?: T[K] extends z.ZodType ? z.output<T[K]> : never }
type Ranges<T> = {
  [K in keyof T]?: T[K] extends z.ZodType ? [from: z.output<T[K]>, to: z.output<T[K]>] : never
}

export type SortKey<S extends ListSpec> = NonNullable<S['sorts']>[number]

export type ListQuery<S extends ListSpec> = {
  filter: Outputs<NonNullable<S['filters']>>
  between: Ranges<NonNullable<S['between']>>
  sort: { field: SortKey<S>; direction: 'asc' | 'desc' }[]
  include: Set<NonNullable<S['includes']>[number]>
  append: Set<NonNullable<S['appends']>[number]>
  page: number
  perPage: number
}

const DEFAULT_PER_PAGE = { default: 20, max: 100 }
const PAGE = z.coerce.number().int().min(1).max(1_000_000)
const BRACKETED = /^(filter|filter_between)\[([\w.]+)\]$/

/** Parses `filter[…]`, `filter_between[…]`, `sort`, `include`, `append`, `page`, `per_page`. */
export function parseListQuery<const S extends ListSpec>(
  req: FastifyRequest,
  spec: S,
): ListQuery<S> {
  const query = (req.query ?? {}) as Record<string, unknown>
  const fail = (
    param: string,
    key: 'unknownParameter' | 'invalidParameter' | 'repeatedParameter',
  ) => new BadRequest(key, { param })

  const result = {
    filter: {} as Record<string, unknown>,
    between: {} as Record<string, [unknown, unknown]>,
    sort: [] as { field: string; direction: 'asc' | 'desc' }[],
    include: new Set<string>(),
    append: new Set<string>(),
    page: 1,
    perPage: (spec.perPage ?? DEFAULT_PER_PAGE).default,
  }
  let sortGiven = false

  for (const [param, raw] of Object.entries(query)) {
    if (Array.isArray(raw)) throw fail(param, 'repeatedParameter')
    const value = String(raw ?? '')
    // Issue 14: no query text reaches a filter with a control character (PostgreSQL refuses NUL).
    if (!isCleanLine(value)) throw fail(param, 'invalidParameter')
    const bracketed = BRACKETED.exec(param)
    if (bracketed) {
      const [, kind, field = ''] = bracketed
      if (kind === 'filter') {
        const schema = own(spec.filters, field)
        if (!schema) throw fail(param, 'unknownParameter')
        const parsed = schema.safeParse(value)
        if (!parsed.success) throw fail(param, 'invalidParameter')
        result.filter[field] = parsed.data
      } else {
        const schema = own(spec.between, field)
        if (!schema) throw fail(param, 'unknownParameter')
        const parts = value.split(',')
        if (parts.length !== 2) throw fail(param, 'invalidParameter')
        const [from, to] = parts.map((part) => schema.safeParse(part.trim()))
        if (!from?.success || !to?.success) throw fail(param, 'invalidParameter')
        result.between[field] = [from.data, to.data]
      }
      continue
    }
    switch (param) {
      case 'sort':
        sortGiven = true
        result.sort = parseSort(value, spec.sorts ?? [], () => fail(param, 'invalidParameter'))
        break
      case 'include':
      case 'append': {
        const allowed = (param === 'include' ? spec.includes : spec.appends) ?? []
        for (const name of splitList(value)) {
          if (!allowed.includes(name)) throw fail(param, 'invalidParameter')
          result[param].add(name)
        }
        break
      }
      case 'page': {
        if (spec.paged === false) throw fail(param, 'unknownParameter')
        const parsed = PAGE.safeParse(value)
        if (!parsed.success) throw fail(param, 'invalidParameter')
        result.page = parsed.data
        break
      }
      case 'per_page': {
        if (spec.paged === false) throw fail(param, 'unknownParameter')
        const max = (spec.perPage ?? DEFAULT_PER_PAGE).max
        const parsed = z.coerce.number().int().min(1).max(max).safeParse(value)
        if (!parsed.success) throw fail(param, 'invalidParameter')
        result.perPage = parsed.data
        break
      }
      default:
        throw fail(param, 'unknownParameter')
    }
  }
  if (!sortGiven && spec.defaultSort) {
    result.sort = parseSort(
      spec.defaultSort,
      spec.sorts ?? [],
      () => new Error(`default sort ${spec.defaultSort} is not among the endpoint's sorts`),
    )
  }
  return result as unknown as ListQuery<S>
}

/** The spec's schema for a field: `filter[__proto__]` must not find Object.prototype. */
function own(schemas: Record<string, z.ZodType> | undefined, field: string) {
  return schemas && Object.hasOwn(schemas, field) ? schemas[field] : undefined
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

function parseSort(value: string, allowed: readonly string[], fail: () => Error) {
  const fields = splitList(value)
  if (fields.length === 0) throw fail()
  return fields.map((entry) => {
    const direction: 'asc' | 'desc' = entry.startsWith('-') ? 'desc' : 'asc'
    const field = entry.replace(/^-/, '')
    if (!allowed.includes(field)) throw fail()
    return { field, direction }
  })
}

/** The documented form of a list endpoint's query, for the OpenAPI document. */
export function listQuerySchema(spec: ListSpec) {
  const text = (description: string) => z.string().optional().describe(description)
  const shape: Record<string, z.ZodType> = {}
  for (const field of Object.keys(spec.filters ?? {})) shape[`filter[${field}]`] = text('filter')
  for (const field of Object.keys(spec.between ?? {})) {
    shape[`filter_between[${field}]`] = text('range: from,to')
  }
  if (spec.sorts?.length) {
    shape.sort = text(
      `one or more of ${spec.sorts.join(', ')}, comma-separated; prefix - for descending`,
    )
  }
  if (spec.includes?.length) shape.include = text(`comma-separated: ${spec.includes.join(', ')}`)
  if (spec.appends?.length) shape.append = text(`comma-separated: ${spec.appends.join(', ')}`)
  if (spec.paged !== false) {
    shape.page = text('page number, from 1')
    shape.per_page = text(`rows per page, at most ${(spec.perPage ?? DEFAULT_PER_PAGE).max}`)
  }
  return z.looseObject(shape)
}
