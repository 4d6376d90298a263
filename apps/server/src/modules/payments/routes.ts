import {
  BankAccountResponse,
  idText,
  noQuerySpec,
  PaymentGroupInput,
  PaymentGroupResponse,
  PaymentInformationQuery,
  PaymentInformationResponse,
  TopUpQuery,
  TopUpResponse,
  z,
} from '@kaimono/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Config, DEMO_BANK_ACCOUNT_NO } from '../../platform/config.ts'
import { BadRequest } from '../../platform/errors.ts'
import { parseListQuery } from '../../platform/http/list-query.ts'
import { createPaymentGroup, getPaymentGroup } from './groups.ts'
import { bankAccountOf, type PaymentQuery, paymentInformation, topUpTransfer } from './service.ts'

/**
 * ARCHITECTURE §3: the query's `params`, each once; an unknown or repeated parameter is a 400
 * naming it, never ignored.
 */
function plainQuery<K extends string>(
  req: FastifyRequest,
  params: readonly K[],
): Partial<Record<K, string>> {
  const query: Partial<Record<K, string>> = {}
  for (const [param, value] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    if (!(params as readonly string[]).includes(param)) {
      throw new BadRequest('unknownParameter', { param })
    }
    if (typeof value !== 'string') throw new BadRequest('repeatedParameter', { param })
    query[param as K] = value
  }
  return query
}

/** §2 /payment-information: bank transfer and VietQR (issue 7). Public, as the page is. */
export const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const bank = bankAccountOf(config)
  if (config.NODE_ENV === 'production' && bank.account_no === DEMO_BANK_ACCOUNT_NO) {
    app.log.warn('BANK_ACCOUNT_NO is the demo number: set the account customers should pay into')
  }

  app.get(
    '/api/payment-information',
    {
      schema: {
        tags: ['payments'],
        summary:
          'One bank transfer: the account, the amount and the order code as its content, with its VietQR code',
        description: [
          'For your own order (signed in) the amount and code are the order’s and `price` is',
          'ignored; otherwise the transfer is `price` VND with the code `order_id` makes',
          '(123 → OS000123). Without a usable `order_id`, or without your own order or a',
          'usable `price`, a 422 names each field.',
        ].join(' '),
        querystring: PaymentInformationQuery,
        response: { 200: PaymentInformationResponse },
      },
    },
    async (req, reply) => {
      const query: PaymentQuery = plainQuery(req, ['price', 'order_id'])
      const data = await paymentInformation(req.ctx, bank, query)
      // The answer may be a customer's own order.
      reply.header('cache-control', 'private, no-store')
      return { data }
    },
  )

  app.get(
    '/api/payment-information/bank-account',
    {
      schema: {
        tags: ['payments'],
        summary: 'The account customers pay into by bank transfer, and the support hotline',
        querystring: z.looseObject({}),
        response: { 200: BankAccountResponse },
      },
    },
    async (req, reply) => {
      parseListQuery(req, noQuerySpec)
      reply.header('cache-control', 'public, max-age=300')
      return { data: bank }
    },
  )

  app.get(
    '/api/payment-information/top-up',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Top up your VND wallet: the transfer to make, with your top-up code and its VietQR',
        description: [
          'The content is your top-up code, KMN and your customer number, the same every time.',
          'When the bank reports a transfer with it, the amount is deposited to your VND wallet',
          '(issue 22). `amount` is 10,000 to 500,000,000 VND (else 422); signed in (else 401).',
        ].join(' '),
        querystring: TopUpQuery,
        response: { 200: TopUpResponse },
      },
    },
    async (req, reply) => {
      const data = await topUpTransfer(req.ctx, bank, plainQuery(req, ['amount']))
      reply.header('cache-control', 'private, no-store')
      return { data }
    },
  )

  app.post(
    '/api/payment-groups',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay several of your orders with one bank transfer (issue 15)',
        description: [
          'The orders must be yours (else 404) and still unpaid, Newish or Pending (else 409).',
          'The answer is the group: its code is the content of the one transfer, its amount the',
          'sum of the orders, with a VietQR. The same orders give the same group (200);',
          'a new group is a 201. A deposit whose content names the group pays each order.',
        ].join(' '),
        body: PaymentGroupInput,
        response: { 200: PaymentGroupResponse, 201: PaymentGroupResponse },
      },
    },
    async (req, reply) => {
      const { group, created } = await createPaymentGroup(req.ctx, bank, req.body)
      reply.header('cache-control', 'private, no-store')
      return reply.code(created ? 201 : 200).send({ data: group })
    },
  )

  app.get(
    '/api/payment-groups/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          "One of your payment groups, with what is left to pay; another customer's is a 404",
        params: z.object({ id: idText() }),
        response: { 200: PaymentGroupResponse },
      },
    },
    async (req, reply) => {
      const data = await getPaymentGroup(req.ctx, bank, req.params.id)
      reply.header('cache-control', 'private, no-store')
      return { data }
    },
  )
}
