import fc from 'fast-check'
import { z } from 'zod'
import { hostileValue } from './hostile.ts'

type JsonSchema = {
  $ref?: string
  $defs?: Record<string, JsonSchema>
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  propertyNames?: JsonSchema
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** Values that get past a first check, by field name: the fuzz then reaches the services. */
export type Hints = Record<string, fc.Arbitrary<unknown>>

/** In scattered mode, how often a value is swapped for a hostile one, against one from the schema. */
const HOSTILE_WEIGHT = 1
const SCHEMA_WEIGHT = 5
/** Recursive schemas (categories in categories) are followed this many times. */
const MAX_REF_DEPTH = 3

/**
 * Values for a zod schema, as a client might send them: of the schema's input shape (zod 4's
 * JSON Schema of it), fields named in `hints` often given a value that passes the checks. Most
 * have one part (a field, an item, the whole) swapped for a hostile value, so that the others
 * get it past the first checks; some have hostile parts and extra keys anywhere.
 */
export function arbitraryFor(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema)
  const clean = cleanArbitraryFor(schema, hints)
  const scattered = new Builder(json, hints, HOSTILE_WEIGHT).build(json, 0)
  const onePart = fc
    .tuple(clean, fc.nat(), hostileValue)
    .map(([value, n, hostile]) => replaceNth(value, n, hostile))
  return fc.oneof(
    { arbitrary: clean, weight: 2 },
    { arbitrary: onePart, weight: 4 },
    { arbitrary: scattered, weight: 1 },
  )
}

/** Values of the schema's shape only: no hostile part, no extra key. */
export function cleanArbitraryFor(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema)
  return new Builder(json, hints, 0).build(json, 0)
}

/** One arbitrary per property of an object schema (path parameters, query), without junk. */
export function fieldArbitraries(
  schema: z.ZodType,
  hints: Hints = {},
): Record<string, fc.Arbitrary<unknown>> {
  const json = jsonSchemaOf(schema)
  const builder = new Builder(json, hints, 0)
  const fields: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    fields[name] = builder.field(name, property, 1)
  }
  return fields
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** The value with its n-th part (depth first, itself the first, modulo their count) replaced. */
export function replaceNth(value: unknown, n: number, replacement: unknown): unknown {
  let index = n % countParts(value)
  const walk = (part: unknown): unknown => {
    if (index-- === 0) return replacement
    if (Array.isArray(part)) return part.map(walk)
    if (isObject(part))
      return Object.fromEntries(Object.entries(part).map(([k, v]) => [k, walk(v)]))
    return part
  }
  return walk(value)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object'

function countParts(value: unknown): number {
  if (!isObject(value)) return 1
  return 1 + Object.values(value).reduce<number>((sum, part) => sum + countParts(part), 0)
}

class Builder {
  private readonly root: JsonSchema
  private readonly hints: Hints
  private readonly hostileWeight: number

  constructor(root: JsonSchema, hints: Hints, hostileWeight: number) {
    this.root = root
    this.hints = hints
    this.hostileWeight = hostileWeight
  }

  build(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const shaped = this.shaped(node, depth)
    if (this.hostileWeight === 0) return shaped
    return fc.oneof(
      { arbitrary: shaped, weight: SCHEMA_WEIGHT },
      { arbitrary: hostileValue, weight: this.hostileWeight },
    )
  }

  field(name: string, node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const hint = this.hints[name]
    const value = this.build(node, depth)
    return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, value) : value
  }

  private shaped(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (depth > MAX_REF_DEPTH) return fc.constant(null)
    if (node.$ref) return this.build(this.resolve(node.$ref), depth + 1)
    if ('const' in node) return fc.constant(node.const)
    if (node.enum) return fc.constantFrom(...node.enum)
    const options = node.anyOf ?? node.oneOf ?? node.allOf
    if (options) return fc.oneof(...options.map((option) => this.shaped(option, depth)))
    if (Array.isArray(node.type)) {
      return fc.oneof(...node.type.map((type) => this.shaped({ ...node, type }, depth)))
    }
    switch (node.type) {
      case 'null':
        return fc.constant(null)
      case 'boolean':
        return fc.boolean()
      case 'integer':
      case 'number':
        return numberIn(node, this.hostileWeight > 0)
      case 'string':
        return stringFor(node, this.hostileWeight > 0)
      case 'array':
        return this.array(node, depth)
      case 'object':
        return this.object(node, depth)
      default:
        return fc.jsonValue({ maxDepth: 2 })
    }
  }

  private array(node: JsonSchema, depth: number) {
    if (node.prefixItems)
      return fc.tuple(...node.prefixItems.map((item) => this.build(item, depth)))
    const item = node.items ? this.build(node.items, depth) : fc.jsonValue({ maxDepth: 1 })
    const minLength = node.minItems ?? 0
    return fc.array(item, { minLength, maxLength: Math.min(node.maxItems ?? 4, minLength + 4) })
  }

  private object(node: JsonSchema, depth: number) {
    const properties = node.properties ?? {}
    const fields: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [name, property] of Object.entries(properties)) {
      fields[name] = this.field(name, property, depth)
    }
    const required = (node.required ?? []).filter((name) => name in properties)
    const known = fc.record(fields, { requiredKeys: required })
    const extra =
      typeof node.additionalProperties === 'object'
        ? fc.dictionary(
            node.propertyNames ? stringFor(node.propertyNames, false) : fc.string({ maxLength: 8 }),
            this.build(node.additionalProperties, depth),
            { maxKeys: 4 },
          )
        : this.hostileWeight === 0
          ? fc.constant({})
          : fc.oneof(
              { arbitrary: fc.constant({}), weight: 4 },
              fc.dictionary(
                fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
                hostileValue,
                { maxKeys: 2 },
              ),
            )
    return fc.tuple(extra, known).map(([more, values]) => ({ ...more, ...values }))
  }

  private resolve(ref: string): JsonSchema {
    if (ref === '#') return this.root
    const name = ref.replace(/^#\/\$defs\//, '')
    const found = this.root.$defs?.[name]
    if (!found) throw new Error(`unresolved $ref ${ref}`)
    return found
  }
}

/** A number within the schema's bounds; with `edges`, also just past them. */
function numberIn(node: JsonSchema, edges: boolean): fc.Arbitrary<number> {
  const low =
    node.minimum ?? (node.exclusiveMinimum === undefined ? -1000 : node.exclusiveMinimum + 1)
  const high =
    node.maximum ?? (node.exclusiveMaximum === undefined ? 1000 : node.exclusiveMaximum - 1)
  const min = Math.max(low, -(2 ** 31))
  const max = Math.min(high, 2 ** 31 - 1)
  const inside = min <= max ? fc.integer({ min, max }) : fc.constant(min)
  const bounds = fc.constantFrom(low, high, ...(edges ? [low - 1, high + 1] : []))
  const whole =
    node.type === 'integer' ? inside : fc.oneof(inside, fc.double({ min, max, noNaN: true }))
  return fc.oneof({ arbitrary: whole, weight: 4 }, bounds)
}

/** Text of the schema's length and pattern; with `edges`, also one character too long. */
function stringFor(node: JsonSchema, edges: boolean): fc.Arbitrary<string> {
  if (node.pattern) {
    try {
      return fc.stringMatching(new RegExp(node.pattern))
    } catch {
      // fast-check cannot write every regular expression (look-aheads): any text then.
    }
  }
  const minLength = node.minLength ?? 0
  const text = fc.string({ minLength, maxLength: Math.min(node.maxLength ?? 30, minLength + 30) })
  if (!edges || node.maxLength === undefined) return text
  return fc.oneof({ arbitrary: text, weight: 4 }, fc.constant('a'.repeat(node.maxLength + 1)))
}
