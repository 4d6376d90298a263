import {
  ChargedOrder,
  ChargeInput,
  DepositInput,
  idText,
  PostedDeposit,
  TransactionList,
  transactionListSpec,
  Wallet,
  WalletList,
  walletListSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idempotencyHeader } from '../../platform/http/idempotency.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { chargeOrder, deposit } from './postings.ts'
import { getWallet, listTransactions, listWallets } from './service.ts'

const tags = ['wallet']
const params = z.object({ id: idText() })
const idempotencyKey = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('8 to 200 characters, one per posting: a retry with the same key posts once'),
})

/** §7 wallet calls: the signed-in customer's own wallets and ledger (§2 Wallet list and detail). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wallet/users',
    {
      schema: {
        tags,
        summary: 'Your wallets (VND and JPY, made on first read); always only your own',
        querystring: listQuerySchema(walletListSpec),
        response: { 200: WalletList },
      },
    },
    async (req) => listWallets(req.ctx, parseListQuery(req, walletListSpec)),
  )
  app.get(
    '/api/wallet/users/:id',
    {
      schema: {
        tags,
        summary: "One of your wallets; another customer's is a 404",
        params,
        response: { 200: z.object({ data: Wallet }) },
      },
    },
    async (req) => ({ data: await getWallet(req.ctx, req.params.id) }),
  )
  app.get(
    '/api/transactions',
    {
      schema: {
        tags,
        summary: 'Your ledger rows, newest voucher first (-voucher_date, then -id)',
        description: [
          '`filter[wallet_id]` narrows to one of your wallets (without it: all your wallets;',
          "another customer's wallet gives an empty list). `filter[reference]` matches a",
          "reference's receiptable_id from its start, case-insensitive.",
          '`filter_between[voucher_date]=from,to` is unix seconds, both ends inclusive.',
          '`sort` on voucher_date and amount; `include=transactionType`; `append=references`.',
        ].join(' '),
        querystring: listQuerySchema(transactionListSpec),
        response: { 200: TransactionList },
      },
    },
    async (req) => listTransactions(req.ctx, parseListQuery(req, transactionListSpec)),
  )

  app.post(
    '/api/staff/wallets/deposits',
    {
      schema: {
        tags: ['staff'],
        summary: "Record a customer's bank transfer as a deposit (staff; Idempotency-Key)",
        description:
          'With `transfer_content` (the content as the bank reports it), the orders it names by order code (OS000123) or payment group code (KMP000045) are paid from the deposit, oldest first, while the money covers them; they are listed in `paid_orders`. Without `customer_id`, the customer is the owner of those orders.',
        headers: idempotencyKey,
        body: DepositInput,
        response: { 200: PostedDeposit, 201: PostedDeposit },
      },
    },
    async (req, reply) => {
      const { transaction, paidOrders, replayed } = await deposit(
        req.ctx,
        req.body,
        idempotencyHeader(req),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(replayed ? 200 : 201).send({ data: transaction, paid_orders: paidOrders })
    },
  )
  app.post(
    '/api/staff/orders/:id/charge',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Pay an order from its customer's VND wallet and move it to Paid (staff; Idempotency-Key)",
        description:
          'Refused (422) when the amount available for payment would go below zero, unless allow_credit is true; (409) when the order was charged already or cannot move to Paid.',
        params,
        headers: idempotencyKey,
        body: ChargeInput,
        response: { 200: ChargedOrder, 201: ChargedOrder },
      },
    },
    async (req, reply) => {
      const { charged, replayed } = await chargeOrder(
        req.ctx,
        req.params.id,
        req.body.allow_credit,
        idempotencyHeader(req),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(replayed ? 200 : 201).send({ data: charged })
    },
  )
}
