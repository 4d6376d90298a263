import { eq, sql } from 'drizzle-orm'
import { inParallel } from './in-parallel.ts'
import type { Database } from './index.ts'
import { appMeta } from './meta-schema.ts'

/** An index dropped for a bulk load, and the statement that builds it again. */
type SetAsideIndex = { name: string; definition: string }

/**
 * The secondary indexes a bulk load drops and builds again after it (PostgreSQL builds an index
 * over a loaded table many times faster than it keeps one up to date row by row). What was
 * dropped is recorded in `app_meta` under `key`, in the transaction that drops it: a load that
 * stops part-way leaves the record, and the next one builds what is still missing.
 */
export function indexesSetAside(key: string) {
  async function recorded(db: Database): Promise<SetAsideIndex[] | undefined> {
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, key))
    return row?.value as SetAsideIndex[] | undefined
  }

  return {
    recorded,

    /**
     * Drops the indexes of `tables` that no insert needs (the unique ones stay: conflicts are
     * found through them), recording their definitions beside those already recorded.
     */
    async drop(db: Database, tables: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`
          select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = any(${sql.param(tables)}::regclass[]) and not i.indisunique`)) as {
          rows: SetAsideIndex[]
        }
        const before = (await recorded(tx)) ?? []
        const value = [...before, ...rows.filter((row) => !before.some((r) => r.name === row.name))]
        await tx
          .insert(appMeta)
          .values({ key, value })
          .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } })
        for (const { name } of rows) await tx.execute(sql`drop index ${sql.identifier(name)}`)
      })
    },

    /**
     * Builds the recorded indexes still missing, `writers` at once, then forgets the record.
     * The longest first (GIN: the trigram index takes about 50 s of CPU at 1,000,000 rows), so
     * that the others are built beside it. A larger maintenance_work_mem made no build faster.
     */
    async build(db: Database, writers: number): Promise<void> {
      const indexes = await recorded(db)
      if (!indexes) return
      const { rows: absent } = (await db.execute(sql`
        select name from unnest(${sql.param(indexes.map((index) => index.name))}::text[]) as name
        where to_regclass(name) is null`)) as { rows: { name: string }[] }
      const gin = (index: SetAsideIndex) => / USING gin /.test(index.definition)
      await inParallel(
        indexes
          .filter((index) => absent.some((row) => row.name === index.name))
          .sort((a, b) => Number(gin(b)) - Number(gin(a)))
          .map(({ definition }) => async () => {
            await db.execute(sql.raw(definition))
          }),
        writers,
      )
      await db.delete(appMeta).where(eq(appMeta.key, key))
    },
  }
}
