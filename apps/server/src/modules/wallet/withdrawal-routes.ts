import {
  idText,
  staffWithdrawalListSpec,
  Withdrawal,
  WithdrawalInput,
  WithdrawalList,
  WithdrawalPaidInput,
  WithdrawalRejectInput,
  withdrawalListSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idempotencyHeader } from '../../platform/http/idempotency.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import {
  cancelWithdrawal,
  listOwnWithdrawals,
  listWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
  requestWithdrawal,
} from './withdrawals.ts'

const tags = ['wallet']
const staffTags = ['staff']
const params = z.object({ id: idText() })
const one = z.object({ data: Withdrawal })
const idempotencyKey = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('8 to 200 characters, one per request: a retry with the same key makes one request'),
})

/** Issue 22: withdrawals from the VND wallet to a Vietnamese bank account, paid by staff. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: 'Ask to withdraw from your VND wallet to a bank account (Idempotency-Key)',
        description:
          'The amount is held at once (the available amount drops, the balance stays) until staff pay it. Refused (422 on `amount`) beyond the amount available for payment.',
        headers: idempotencyKey,
        body: WithdrawalInput,
        response: { 200: one, 201: one },
      },
    },
    async (req, reply) => {
      const { withdrawal, replayed } = await requestWithdrawal(
        req.ctx,
        req.body,
        idempotencyHeader(req),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(replayed ? 200 : 201).send({ data: withdrawal })
    },
  )
  app.get(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: 'Your withdrawal requests, newest first; always only your own',
        querystring: listQuerySchema(withdrawalListSpec),
        response: { 200: WithdrawalList },
      },
    },
    async (req) => listOwnWithdrawals(req.ctx, parseListQuery(req, withdrawalListSpec)),
  )
  app.post(
    '/api/wallet/withdrawals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Take back a withdrawal request that waits; the held amount is available again',
        description: "Only while requested (else 409); another customer's is a 404.",
        params,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await cancelWithdrawal(req.ctx, req.params.id) }),
  )

  app.get(
    '/api/staff/withdrawals',
    {
      schema: {
        tags: staffTags,
        summary: 'Staff: withdrawal requests; filter[status]=requested is what waits to be paid',
        querystring: listQuerySchema(staffWithdrawalListSpec),
        response: { 200: WithdrawalList },
      },
    },
    async (req) => listWithdrawals(req.ctx, parseListQuery(req, staffWithdrawalListSpec)),
  )
  app.post(
    '/api/staff/withdrawals/:id/paid',
    {
      schema: {
        tags: staffTags,
        summary: "Staff: the money was sent to the customer's account; the bank's reference",
        description:
          'Posts the `withdrawal` (the balance drops by the amount) under the request’s lock: only a requested one (else 409), so a double confirm pays once.',
        params,
        body: WithdrawalPaidInput,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await markWithdrawalPaid(req.ctx, req.params.id, req.body) }),
  )
  app.post(
    '/api/staff/withdrawals/:id/reject',
    {
      schema: {
        tags: staffTags,
        summary: 'Staff: the withdrawal will not be paid (the note tells the customer why)',
        description: 'Releases the held amount; only a requested one (else 409).',
        params,
        body: WithdrawalRejectInput,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await rejectWithdrawal(req.ctx, req.params.id, req.body) }),
  )
}
