import { createHash } from 'node:crypto'
import type { Database } from './index.ts'

/**
 * One part of what a start seeds: a module's reference data or demo data. The seed list
 * (src/seed/index.ts) runs each part whose version differs from the one recorded under its key,
 * in the list's order, inside one transaction; so a start with unchanged data seeds nothing.
 */
export type SeedPart = {
  /** The app_meta key under which the version seeded is recorded. */
  key: string
  /** Changes whenever the data does: a hash of it (`versionOf`), or a name like 'demo-1'. */
  version: string
  /** Which line of the seed report it counts in. */
  report: 'reference' | 'geo' | 'catalog'
  /** Writes the data; idempotent (upserts), since a changed version runs it again. */
  load(tx: Database): Promise<void>
}

/** A version that changes whenever `data` does (its JSON's hash). */
export const versionOf = (data: unknown): string =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16)
