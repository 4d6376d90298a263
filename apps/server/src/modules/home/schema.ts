import type { HomeConfigDocument } from '@kaimono/contracts'
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * §3 Home config: one JSON document per screen that shows one (`web` for now), validated by
 * `HomeConfigDocument` whenever it is written or read.
 */
export const homeConfigs = pgTable('home_configs', {
  id: text('id').primaryKey(),
  document: jsonb('document').$type<HomeConfigDocument>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
