import type { Lang } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'
import { products } from '../catalog/schema.ts'

/** §3 Review: one per customer per product (a second one replaces the first). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: integer('star').notNull(),
    comment: text('comment').notNull(),
    /** The language the comment was written in, so readers of others get a translation. */
    lang: text('lang').$type<Lang>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_reviews_one_per_customer').on(table.productId, table.userId),
    index('product_reviews_product_idx').on(table.productId, table.updatedAt.desc()),
    check('product_reviews_star_range', sql`${table.star} between 1 and 5`),
  ],
)
