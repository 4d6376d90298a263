import {
  AddBoxInput,
  AdvanceOrderInput,
  AreaList,
  areaListSpec,
  BoxEventInput,
  CancelOrderInput,
  CheckoutInput,
  CheckoutOrders,
  CheckoutRefusal,
  CreatedOrder,
  CreateOrderInput,
  DirectQuoteInput,
  idText,
  Order,
  OrderItemList,
  OrderList,
  OrderStatusList,
  orderItemListSpec,
  orderListSpec,
  orderStatusListSpec,
  Quote,
  QuoteInput,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../platform/config.ts'
import { idempotencyHeader } from '../../platform/http/idempotency.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import type { Markets } from '../markets/index.ts'
import { addBox, recordBoxEvent } from './boxes.ts'
import { quoteDirect } from './checkout/direct-order.ts'
import { placeOrders } from './checkout/place-orders.ts'
import { quoteCheckout } from './checkout/quote.ts'
import { createRetailOrder } from './checkout/retail-order.ts'
import { type AfterOrderMove, advanceOrder, cancelOwnOrder } from './lifecycle.ts'
import { getAnyOrder, getOrder, listAreas, listOrderItems, listOrders } from './read.ts'
import { listOrderStatuses } from './service.ts'

/** Checkout and orders; a market's items are looked up through `markets` (issue 18). */
export const orderRoutes: FastifyPluginAsyncZod<{
  config: Config
  markets: Markets
  afterMove?: AfterOrderMove
}> = async (app, { config, markets, afterMove }) => {
  app.get(
    '/api/order/statuses',
    {
      schema: {
        tags: ['reference'],
        summary: 'Order statuses (§4)',
        querystring: listQuerySchema(orderStatusListSpec),
        response: { 200: OrderStatusList },
      },
    },
    async (req) => listOrderStatuses(req.ctx, parseListQuery(req, orderStatusListSpec)),
  )

  app.post(
    '/market/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Price chosen cart lines, one order per shop, as order creation will (issue 6)',
        body: QuoteInput,
        response: { 200: Quote },
      },
    },
    async (req) => quoteCheckout(req.ctx, markets, req.body),
  )
  app.post(
    '/market/checkout/direct-quote',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Price one market item bought directly (§2 Direct checkout) as its order will be: its market's price now, to your address",
        body: DirectQuoteInput,
        response: { 200: Quote },
      },
    },
    async (req) => quoteDirect(req.ctx, markets, req.body),
  )
  // §7: two paths, one behaviour (the v2 path is what newer clients call).
  for (const url of [
    '/market/ikom-order/create-retail-order',
    '/market/ikom-order/create-retail-order-v2',
  ]) {
    app.post(
      url,
      {
        schema: {
          tags: ['checkout'],
          summary:
            "Create one shop's order from your cart, or (buyer_info.id, quantity) buy one market item directly; needs an Idempotency-Key header, prices recomputed",
          body: CreateOrderInput,
          response: { 200: CreatedOrder, 201: CreatedOrder },
        },
      },
      async (req, reply) => {
        const { order, replayed } = await createRetailOrder(
          req.ctx,
          markets,
          req.body,
          idempotencyHeader(req),
          { maxOrdersPerWindow: config.ORDER_RATE_LIMIT },
        )
        if (replayed) reply.header('idempotent-replayed', 'true')
        return reply.code(replayed ? 200 : 201).send({ data: order })
      },
    )
  }

  app.post(
    '/api/orders/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Create the orders of several shops from your cart in one call, one per shop; the first refusal stops it and the orders made before it stay',
        description: [
          'One order per shop, in the order the shops first appear in `items`, each made as',
          'create-retail-order makes it, in its own transaction: lines from your cart, prices',
          "recomputed (a market's items looked up at their market again), those lines leave the",
          "cart. All made: 201 with the orders. A refused shop's order stops the call: the answer",
          'is that refusal (409, 422, 429, a market down 503 … with',
          '`message`), naming `shop_id`, with `orders`: those made before it, which stay made;',
          'the shops after it are not tried. Needs an Idempotency-Key for the whole call: a',
          'retry answers the orders already made (200 with Idempotent-Replayed when it made',
          'none) and tries the shops not made yet; another call under the key is a 409.',
        ].join(' '),
        body: CheckoutInput,
        response: {
          200: CheckoutOrders,
          201: CheckoutOrders,
          404: CheckoutRefusal,
          409: CheckoutRefusal,
          422: CheckoutRefusal,
          429: CheckoutRefusal,
          503: CheckoutRefusal,
        },
      },
    },
    async (req, reply) => {
      const { orders, replayed, refusal } = await placeOrders(
        req.ctx,
        markets,
        req.body,
        idempotencyHeader(req),
        { maxOrdersPerWindow: config.ORDER_RATE_LIMIT },
      )
      // The shop's error as it would answer, with the shop and the orders made before it.
      if (refusal) throw refusal.error.saying({ shop_id: refusal.shop_id, orders })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(replayed ? 200 : 201).send({ data: { orders } })
    },
  )

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first (always your own, whatever filter[own] says)',
        querystring: listQuerySchema(orderListSpec),
        response: { 200: OrderList },
      },
    },
    async (req) => listOrders(req.ctx, parseListQuery(req, orderListSpec)),
  )
  app.get(
    '/api/order/retails',
    {
      schema: {
        tags: ['orders'],
        summary: 'Your retail orders (one shop each, from the cart)',
        querystring: listQuerySchema(orderListSpec),
        response: { 200: OrderList },
      },
    },
    async (req) => listOrders(req.ctx, parseListQuery(req, orderListSpec), 'retail'),
  )
  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of your orders, with its price breakdown and owning boxes',
        params: OrderParams,
        response: { 200: z.object({ data: Order }) },
      },
    },
    async (req) => ({ data: await getOrder(req.ctx, req.params.id) }),
  )
  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of your orders while it is unpaid (Newish or Pending; else 409)',
        description:
          "Another customer's order is a 404. A transfer that arrives for it afterwards stays in your wallet.",
        params: OrderParams,
        body: CancelOrderInput,
        response: { 200: z.object({ data: Order }) },
      },
    },
    async (req) => {
      await cancelOwnOrder(req.ctx, req.params.id, req.body.reason ?? null, afterMove)
      return { data: await getOrder(req.ctx, req.params.id) }
    },
  )
  app.get(
    '/api/order/items',
    {
      schema: {
        tags: ['orders'],
        summary: "Your orders' items (filter[order_id])",
        querystring: listQuerySchema(orderItemListSpec),
        response: { 200: OrderItemList },
      },
    },
    async (req) => listOrderItems(req.ctx, parseListQuery(req, orderItemListSpec)),
  )
  app.get(
    '/api/areas',
    {
      schema: {
        tags: ['reference'],
        summary: 'Warehouse areas',
        querystring: listQuerySchema(areaListSpec),
        response: { 200: AreaList },
      },
    },
    async (req) => listAreas(req.ctx, parseListQuery(req, areaListSpec)),
  )
}

const OrderParams = z.object({ id: idText() })
const staffAnswer = { 200: z.object({ data: Order }) }

/**
 * Staff (role staff or admin): move orders and record the warehouse's box events. `afterMove`
 * runs in each move's transaction (the wallet's refund of a paid order cancelled).
 */
export const staffOrderRoutes: FastifyPluginAsyncZod<{ afterMove?: AfterOrderMove }> = async (
  app,
  { afterMove },
) => {
  app.post(
    '/api/staff/orders/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Move an order to another status (docs/orders.md); any other move is a 409',
        params: OrderParams,
        body: AdvanceOrderInput,
        response: staffAnswer,
      },
    },
    async (req) => {
      await advanceOrder(
        req.ctx,
        req.params.id,
        req.body.status_id,
        req.body.note ?? null,
        afterMove,
      )
      return { data: await getAnyOrder(req.ctx, req.params.id) }
    },
  )
  app.post(
    '/api/staff/orders/:id/boxes',
    {
      schema: {
        tags: ['staff'],
        summary: "Add a warehouse box (its SKU) to an order's owning boxes",
        params: OrderParams,
        body: AddBoxInput,
        response: { 201: z.object({ data: Order }) },
      },
    },
    async (req, reply) => {
      await addBox(req.ctx, req.params.id, req.body.box_id)
      return reply.code(201).send({ data: await getAnyOrder(req.ctx, req.params.id) })
    },
  )
  app.post(
    '/api/staff/owning-boxes/:boxId/events',
    {
      schema: {
        tags: ['staff'],
        summary: "Record a box's warehouse event; its customer is notified",
        params: z.object({ boxId: AddBoxInput.shape.box_id }),
        body: BoxEventInput,
        response: staffAnswer,
      },
    },
    async (req) => {
      const box = await recordBoxEvent(req.ctx, req.params.boxId, req.body)
      return { data: await getAnyOrder(req.ctx, box.orderId) }
    },
  )
}
