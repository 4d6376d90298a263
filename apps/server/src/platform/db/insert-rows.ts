import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'

/**
 * `insert into <table> (…) select …` of `rows`, sent as one JSON parameter and read back into the
 * table's own row type: a batch of 500 products is one parameter instead of 13,500, which this
 * process builds (and PostgreSQL parses) in a fraction of the time.
 */
export function insertRows<T extends Table>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns: Record<string, { name: string }> = getTableColumns(table)
  const named = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]?.name, value])),
  )
  const list = sql.join(
    Object.keys(named[0] ?? {}).map((name) => sql.identifier(name)),
    sql`, `,
  )
  return sql`insert into ${table} (${list})
    select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(named)}::json)`
}

/**
 * `on conflict (keys) do update set` every other column of `rows` to the row that was offered:
 * an upsert that leaves a row as the data says.
 */
export function upsertRows<T extends Table>(table: T, keys: string[], rows: T['$inferInsert'][]) {
  const columns: Record<string, { name: string }> = getTableColumns(table)
  const names = Object.keys(rows[0] ?? {}).flatMap((key) => columns[key]?.name ?? [])
  const conflict = sql.join(
    keys.map((key) => sql.identifier(columns[key]?.name ?? key)),
    sql`, `,
  )
  const updates = sql.join(
    names
      .filter((name) => !keys.some((key) => columns[key]?.name === name))
      .map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  )
  return sql`${insertRows(table, rows)} on conflict (${conflict}) do update set ${updates}`
}
