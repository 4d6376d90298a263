import type { FxRateSource, LabelMap } from '@kaimono/contracts'
import { index, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const currencies = pgTable('currencies', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  symbol: text('symbol').notNull(),
})

/**
 * §1 exchange rates: one row per period a rate is in force. `valid_to` null is the open (current)
 * rate; a refresh closes it and opens the next in one transaction. `rate` is exact decimal text.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: serial('id').primaryKey(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    source: text('source').$type<FxRateSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fx_rates_pair_valid_from_idx').on(table.fromCurrency, table.toCurrency, table.validFrom),
  ],
)
