import type { LabelMap } from '@kaimono/contracts'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'
import { products } from '../catalog/schema.ts'

/** The size and colour chosen for a line, by their codes. */
export type VariantChoice = { size?: string; color?: string }

/** What a market last said of a line's item (issue 18): on sale, sold out, or no such item. */
export type MarketState = 'on_sale' | 'sold_out' | 'gone'

/**
 * §3 Cart lines, one per customer, shop and product. `product_key` is the product's id in its
 * shop (a number for the own shops, the market's own id otherwise). For the own shops
 * `product_id` links the catalogue, which is the authority on name, price and picture; it
 * becomes null when the product is removed, and the line then reads 'Product not found'.
 * For a market item the other columns are what its market's adapter last answered (never what
 * the client sent): when it was added, its quantity changed, or a checkout looked at it again;
 * `names` its translations, `weight_g` its weight for shipping, `market_state` whether it can
 * still be bought. For an own product they are what the line last showed.
 * A product with sizes or colours keeps the choice in `variant`, and its `product_key` names the
 * choice too (`123~size=M~color=black`): another size is another line.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: text('shop_id').notNull(),
    productKey: text('product_key').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    names: jsonb('names').$type<LabelMap>(),
    url: text('url').notNull(),
    imageUrl: text('image_url').notNull(),
    quantity: integer('quantity').notNull(),
    variant: jsonb('variant').$type<VariantChoice>(),
    price: integer('price').notNull(),
    initPrice: integer('init_price').notNull(),
    weightG: integer('weight_g'),
    marketState: text('market_state').$type<MarketState>().notNull().default('on_sale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_user_product_idx').on(table.userId, table.shopId, table.productKey),
    index('cart_lines_product_idx').on(table.productId),
  ],
)
