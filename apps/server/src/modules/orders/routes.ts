import {
  CreatedOrder,
  CreateOrderInput,
  OrderStatusList,
  Quote,
  QuoteInput,
  ShipmentMethodList,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { createRetailOrder, quoteCheckout } from './checkout.ts'
import {
  listOrderStatuses,
  listShipmentMethods,
  orderStatusListSpec,
  shipmentMethodListSpec,
} from './service.ts'

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
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
  app.get(
    '/api/shipment-methods',
    {
      schema: {
        tags: ['reference'],
        summary: 'Shipment methods: air (default) and sea',
        querystring: listQuerySchema(shipmentMethodListSpec),
        response: { 200: ShipmentMethodList },
      },
    },
    async (req) => listShipmentMethods(req.ctx, parseListQuery(req, shipmentMethodListSpec)),
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
    async (req) => quoteCheckout(req.ctx, req.body),
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
            "Create one shop's order from your cart; needs an Idempotency-Key header, prices recomputed",
          body: CreateOrderInput,
          response: { 200: CreatedOrder, 201: CreatedOrder },
        },
      },
      async (req, reply) => {
        const header = req.headers['idempotency-key']
        const { order, replayed } = await createRetailOrder(
          req.ctx,
          req.body,
          typeof header === 'string' ? header : undefined,
        )
        if (replayed) reply.header('idempotent-replayed', 'true')
        return reply.code(replayed ? 200 : 201).send({ data: order })
      },
    )
  }
}
