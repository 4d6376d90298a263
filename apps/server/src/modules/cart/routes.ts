import { Cart, CartLineInput, ClearCartInput, idText, z } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Markets } from '../markets/index.ts'
import { clearCartLines, getCart, putCartLine } from './service.ts'

const tags = ['cart']
// §7: the cart is addressed by the customer number; any other than your own is a 403.
const params = z.object({ userId: idText() })

/**
 * §7 Cart on the market API: one cart per customer, grouped by shop. A market's items are looked
 * up through `markets` when a line is put.
 */
export function cartRoutes(markets: Markets): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/market/cart/:userId',
      {
        schema: { tags, summary: 'Your cart, grouped by shop', params, response: { 200: Cart } },
      },
      async (req) => getCart(req.ctx, req.params.userId),
    )
    app.put(
      '/market/cart/:userId',
      {
        schema: {
          tags,
          summary:
            "Add a line, or set its quantity (add=true adds to it); the server names and prices it from the catalogue or the market's adapter",
          params,
          body: CartLineInput,
          response: { 200: Cart },
        },
      },
      async (req) => putCartLine(req.ctx, markets, req.params.userId, req.body),
    )
    app.post(
      '/market/cart/clear-cart/:userId',
      {
        schema: {
          tags,
          summary: 'Remove the lines of these products',
          params,
          body: ClearCartInput,
          response: { 200: Cart },
        },
      },
      async (req) => clearCartLines(req.ctx, req.params.userId, req.body),
    )
  }
}
