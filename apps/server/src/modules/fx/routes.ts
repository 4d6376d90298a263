import {
  AmountWithConditions,
  CurrencyList,
  currencyListSpec,
  exchangeRateSpec,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { getExchangeRate, listCurrencies } from './service.ts'

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
  app.get(
    '/api/amount-with-conditions',
    {
      schema: {
        tags: ['reference'],
        summary: 'Exchange rate JPY → VND in force now (§7); 1 when none is known (§1)',
        description: [
          'Conditions: `filter[type]=exchange-rates`, `filter[from]=JPY`, `filter[to]=VND`',
          '(the defaults, and the only pair known). `include=timelines.amounts` adds the',
          'periods each rate was in force, overlapping `filter_between[timeline]=from,to`',
          '(unix seconds, at most 366 days apart; the last 30 days when not given).',
          '`amount` is exact decimal text; `timeline` is unix seconds. Not paged.',
        ].join(' '),
        querystring: listQuerySchema(exchangeRateSpec),
        response: { 200: AmountWithConditions },
      },
    },
    async (req) => ({
      data: await getExchangeRate(req.ctx, parseListQuery(req, exchangeRateSpec)),
    }),
  )
}
