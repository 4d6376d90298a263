import fc from 'fast-check'
import type { z } from 'zod'
import { cleanArbitraryFor, type Hints } from './from-schema.ts'

export type Path = (string | number)[]

/**
 * A body the schema takes, made from the hints and the schema's shape; undefined when none of
 * the first samples is taken (the fuzz then has only its random bodies for that endpoint).
 */
export function validBody(schema: z.ZodType, hints: Hints, seed: number): unknown {
  const samples = fc.sample(cleanArbitraryFor(schema, hints), { seed, numRuns: 200 })
  return samples.find((sample) => schema.safeParse(sample).success)
}

/** The paths to every value in a body that is not an object or an array. */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))
  }
  return [path]
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], value)
}

/** A copy of the body with the value at `path` replaced. */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[key] = withValueAt(copy[key], rest, replacement)
  return copy
}
