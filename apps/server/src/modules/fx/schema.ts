import type { LabelMap } from '@kaimono/contracts'
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'

export const currencies = pgTable('currencies', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  symbol: text('symbol').notNull(),
})
