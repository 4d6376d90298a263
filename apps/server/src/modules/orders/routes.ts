import { OrderStatusList, ShipmentMethodList } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
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
}
