import type { LabelMap } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** A size or colour a shopper can choose: its code and how it reads in each language. */
export type ProductOption = { value: string; name: LabelMap }
/** What a product lets the shopper choose (garments, shoes, bags); null when nothing. */
export type ProductOptions = { size?: ProductOption[]; color?: ProductOption[] }

/** §1 own shops: ikom (supplier 390) and awond (supplier 458). */
export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LabelMap>().notNull(),
})

/** A tree: `parent_id` null at the roots; names in every language. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<LabelMap>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_categories_parent_idx').on(table.parentId)],
)

export const origins = pgTable('origins', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LabelMap>().notNull(),
})

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LabelMap>().notNull(),
})

/**
 * §3 Product (own shop). Money in whole yen. `search_text` is the names in every language,
 * folded (lower case, no tone marks, NFKC) for trigram search; `search_grams` the one- and
 * two-character pieces of the Japanese name, for queries too short for trigrams.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    sku: text('sku').notNull().unique(),
    name: jsonb('name').$type<LabelMap>().notNull(),
    brand: text('brand').notNull(),
    productType: text('product_type').notNull(),
    hsCode: text('hs_code').notNull(),
    price: integer('price').notNull(),
    initialPrice: integer('initial_price').notNull(),
    star: numeric('star', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    ingredients: jsonb('ingredients').$type<LabelMap>(),
    description: jsonb('description').$type<LabelMap>().notNull(),
    originId: integer('origin_id').references(() => origins.id),
    imageCount: integer('image_count').notNull().default(1),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    lengthMm: integer('length_mm').notNull(),
    weightG: integer('weight_g').notNull(),
    quantityInBox: integer('quantity_in_box').notNull().default(1),
    color: text('color'),
    size: text('size'),
    capacity: text('capacity'),
    /** Sizes and colours to choose from: each choice is its own cart line and order item. */
    options: jsonb('options').$type<ProductOptions>(),
    bannedAir: boolean('banned_air').notNull().default(false),
    bannedSea: boolean('banned_sea').notNull().default(false),
    bannedExport: boolean('banned_export').notNull().default(false),
    taxPercent: integer('tax_percent').notNull().default(10),
    searchText: text('search_text').notNull(),
    searchGrams: text('search_grams').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
    index('products_supplier_updated_idx').on(
      table.supplierId,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('products_price_idx').on(table.price, table.id),
    // Best sellers (the home page's row and /api/top-products-for-sale), read in order.
    index('products_sold_idx').on(table.soldCount.desc(), table.id.desc()),
    index('products_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('products_search_grams_idx').using('gin', table.searchGrams),
    // filter[discount]: the §5 percent of a product on sale, so the discount filter is read
    // from an index (service.ts writes the same expression).
    index('products_discount_idx')
      .on(
        sql`((100 * (${table.initialPrice} - ${table.price}) + ${table.initialPrice} - 1) / ${table.initialPrice})`,
      )
      .where(sql`${table.initialPrice} > ${table.price}`),
  ],
)

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_category_links_category_idx').on(table.categoryId, table.productId),
  ],
)

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] })],
)

/**
 * What a listing walks (issue 16): one narrow row per product and scope, a scope being a
 * category (the product's own, and each of its ancestors) or every category (0), in one shop or
 * in every shop (0). The sort keys are copied from `products`, so a page of any category of any
 * shop, in either sort, either direction, is read in order from one index, without joining or
 * sorting the scope's other products; a scope's total is a count of one index range.
 *
 * Written by triggers only (migration 0018): any insert, update or delete of a product, of its
 * category links or of the category tree keeps it in step, whoever writes.
 */
export const productListings = pgTable(
  'product_listings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A category of the product or one of its ancestors; 0 for every category. */
    categoryId: integer('category_id').notNull(),
    /** The product's supplier; 0 for every shop. */
    supplierId: integer('supplier_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId, table.supplierId] }),
    index('product_listings_updated_idx').on(
      table.categoryId,
      table.supplierId,
      table.updatedAt,
      table.productId,
    ),
    index('product_listings_price_idx').on(
      table.categoryId,
      table.supplierId,
      table.price,
      table.productId,
    ),
  ],
)

/**
 * What a search looks words up in (issue 16): one row per word of a product's `search_text`
 * (its runs of a–z and 0–9: the folded Vietnamese, English, brand and SKU; the Japanese name is
 * searched through the trigram and one- and two-character indexes) and product. A word's
 * products, or those of every word starting with a prefix, are one range of the index, read
 * without the products: a common word's tens of thousands of ids in milliseconds, where its
 * trigrams' matches had each to be read from the products and checked.
 *
 * Written by triggers only (migration 0020), from the words of the old and the new text: no
 * foreign key, whose cascade would need a second index of twenty rows a product.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id').notNull(),
  },
  (table) => [index('product_words_idx').on(table.word.op('text_pattern_ops'), table.productId)],
)
