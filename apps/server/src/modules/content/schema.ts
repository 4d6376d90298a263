import type { LabelMap } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/**
 * What a post or a page is written in: Markdown (the seed and most staff edits) or HTML (pasted
 * from elsewhere). Either way it is rendered and sanitised when written, into `html`.
 */
export type SourceFormat = 'markdown' | 'html'

/** §3 Post category. `slug` names it for the seed and the staff; `id` for the API. */
export const postCategories = pgTable('post_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * §3 Blog post, in the three languages. `source` is what staff wrote; `html` the sanitised
 * rendering that readers get (sanitised before it is stored: ARCHITECTURE §3).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LabelMap>().notNull(),
    description: jsonb('description').$type<LabelMap>().notNull(),
    format: text('format').$type<SourceFormat>().notNull().default('markdown'),
    source: jsonb('source').$type<LabelMap>().notNull(),
    html: jsonb('html').$type<LabelMap>().notNull(),
    /** The cover drawn for it (`/media/posts/{cover}.svg`), or an uploaded picture's key. */
    cover: text('cover').notNull(),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The byline, kept when the writer's account goes. */
    creatorName: text('creator_name').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once staff change it: the seed then leaves it alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('posts_published_updated_idx')
      .on(table.updatedAt.desc(), table.id.desc())
      .where(sql`${table.published}`),
  ],
)

/** A post's categories; the lowest position is its first (its suggestions come from it). */
export const postCategoryLinks = pgTable(
  'post_category_links',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.categoryId] }),
    index('post_category_links_category_idx').on(table.categoryId),
  ],
)

/**
 * A help or legal page (§2 Help pages, About us), one per slug, in the three languages; edited
 * by staff through the staff API.
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LabelMap>().notNull(),
  description: jsonb('description').$type<LabelMap>().notNull(),
  format: text('format').$type<SourceFormat>().notNull().default('markdown'),
  source: jsonb('source').$type<LabelMap>().notNull(),
  html: jsonb('html').$type<LabelMap>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  editedAt: timestamp('edited_at', { withTimezone: true }),
})
