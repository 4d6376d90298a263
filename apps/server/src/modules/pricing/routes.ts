import {
  Estimate,
  EstimateInput,
  noQuerySpec,
  PriceList,
  PriceListDocument,
  ShipmentMethodList,
  shipmentMethodListSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import type { Markets } from '../markets/index.ts'
import { estimateLandedCost } from './estimate.ts'
import { getPriceList, listShipmentMethods, savePriceList } from './service.ts'

/**
 * The service price table (§2 /service-price-table) and its staff editing, and the landed cost
 * of catalogue and market items (a market's through `markets`).
 */
export function pricingRoutes(markets: Markets): FastifyPluginAsyncZod {
  return async (app) => {
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
    app.get(
      '/api/service-prices',
      {
        schema: {
          tags: ['pricing'],
          summary:
            'The price list: service-fee brackets, shipping rates per kg by method and region, minimum chargeable weights, volumetric divisors, tax and the invitation credit',
          querystring: z.looseObject({}),
          response: { 200: z.object({ data: PriceList }) },
        },
      },
      async (req, reply) => {
        parseListQuery(req, noQuerySpec)
        reply.header('cache-control', 'public, max-age=60')
        return { data: await getPriceList(req.ctx) }
      },
    )

    app.put(
      '/api/staff/service-prices',
      {
        schema: {
          tags: ['staff'],
          summary: 'Replace the price list (staff and admins)',
          body: PriceListDocument,
          response: { 200: z.object({ data: PriceList }) },
        },
      },
      async (req) => ({ data: await savePriceList(req.ctx, req.body) }),
    )

    app.post(
      '/market/checkout/estimate',
      {
        schema: {
          tags: ['checkout'],
          summary:
            "Landed cost (issue 15): catalogue and market items at a quantity (a market's at its adapter's price and weight), priced by air and by sea as checkout prices them, without invitation credits",
          body: EstimateInput,
          response: { 200: Estimate },
        },
      },
      async (req) => estimateLandedCost(req.ctx, markets, req.body),
    )
  }
}
