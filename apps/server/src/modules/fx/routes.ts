import { CurrencyList } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { currencyListSpec, listCurrencies } from './service.ts'

export const fxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/currencies',
    {
      schema: {
        tags: ['reference'],
        summary: 'Currencies (JPY, VND)',
        querystring: listQuerySchema(currencyListSpec),
        response: { 200: CurrencyList },
      },
    },
    async (req) => listCurrencies(req.ctx, parseListQuery(req, currencyListSpec)),
  )
}
