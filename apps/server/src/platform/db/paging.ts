import { type Paged, pageEnvelope } from '@kaimono/contracts'
import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './index.ts'

/** One page of a table's rows plus the total count, shaped into the §3 paging envelope. */
export async function selectPage<T extends PgTable, R>(
  db: Database,
  table: T,
  options: {
    page: number
    perPage: number
    orderBy: SQL[]
    where?: SQL
    map: (row: T['$inferSelect']) => R
  },
): Promise<Paged<R>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ value: count() })
      .from(table as PgTable)
      .where(options.where),
  ])
  return pageEnvelope(
    (rows as T['$inferSelect'][]).map(options.map),
    total?.value ?? 0,
    options.page,
    options.perPage,
  )
}
