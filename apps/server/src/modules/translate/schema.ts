import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Issue 19: machine translations kept, so a text is sent to the provider once per language pair.
 * `key` is the SHA-256 of the provider, both languages and the text (`cacheKey`); the text
 * itself is not kept (a description can be long, and the key finds it).
 */
export const translations = pgTable('translations', {
  key: text('key').primaryKey(),
  provider: text('provider').notNull(),
  fromLang: text('from_lang').notNull(),
  toLang: text('to_lang').notNull(),
  translated: text('translated').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
