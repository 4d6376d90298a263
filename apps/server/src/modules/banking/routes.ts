import {
  AssignTransferInput,
  BANK_PROVIDERS,
  type BankProvider,
  BankTransfer,
  BankTransferList,
  idText,
  noQuerySpec,
  ResolveTransferInput,
  SimulateTransferInput,
  staffBankTransferListSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotFound } from '../../platform/errors.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { requireStaff } from '../accounts/index.ts'
import { PROVIDERS } from './providers.ts'
import { receiveWebhook } from './receive.ts'
import { assignTransfer, getTransfer, listTransfers, resolveTransfer } from './service.ts'

export type BankingOptions = {
  /** Each provider's key (keys.ts). */
  keys: Record<BankProvider, string>
  /** Whether staff may send a simulated transfer through a provider's webhook. */
  simulator: boolean
  /** The account transfers come into, for the simulator's reports. */
  accountNumber: string
  now: () => number
}

const tags = ['banking']
const staffTags = ['staff']
const byId = z.object({ id: idText() })
const one = z.object({ data: BankTransfer })
const WebhookAnswer = z.object({
  success: z.literal(true),
  transfers: z.array(z.object({ id: z.number().int(), status: z.string(), replayed: z.boolean() })),
})

/** Issue 22: incoming transfers from the bank-notification services, and staff's review. */
export function bankingRoutes(options: BankingOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/payments/bank-webhooks/:provider',
      {
        schema: {
          tags,
          summary: 'A bank-notification service reports transfers into the account (SePay, Casso)',
          description: [
            'Authenticated as each provider documents it: SePay by `Authorization: Apikey <key>`,',
            'Casso by `X-Casso-Signature: t=<ms>,v1=<HMAC-SHA512>` within 5 minutes (else 401).',
            "Each transfer is recorded once by the provider's transaction id: a delivery repeated",
            'answers with what the first recorded and posts nothing. A transfer whose content',
            "names a customer's order, payment group or top-up code is deposited to their wallet",
            'and pays the orders it names; anything else is kept for staff with the reason.',
          ].join(' '),
          params: z.object({ provider: z.string().max(20) }),
          response: { 200: WebhookAnswer },
        },
      },
      async (req) => {
        const provider = PROVIDERS[req.params.provider as BankProvider]
        if (!provider || !BANK_PROVIDERS.includes(provider.id)) throw new NotFound()
        const { rows, replayed } = await receiveWebhook(
          req.ctx,
          provider,
          options.keys[provider.id],
          {
            headers: req.headers,
            body: req.body,
            now: options.now(),
          },
        )
        return {
          success: true as const,
          transfers: rows.map((row, index) => ({
            id: row.id,
            status: row.status,
            replayed: replayed[index] ?? false,
          })),
        }
      },
    )

    app.get(
      '/api/staff/bank-transfers',
      {
        schema: {
          tags: staffTags,
          summary:
            'Staff: transfers received, newest first; filter[review]=1 is what waits for you',
          querystring: listQuerySchema(staffBankTransferListSpec),
          response: { 200: BankTransferList },
        },
      },
      async (req) => listTransfers(req.ctx, parseListQuery(req, staffBankTransferListSpec)),
    )
    app.get(
      '/api/staff/bank-transfers/:id',
      {
        schema: {
          tags: staffTags,
          summary: 'Staff: one transfer received and what became of it',
          params: byId,
          querystring: listQuerySchema(noQuerySpec),
          response: { 200: one },
        },
      },
      async (req) => {
        parseListQuery(req, noQuerySpec)
        return { data: await getTransfer(req.ctx, req.params.id) }
      },
    )
    app.post(
      '/api/staff/bank-transfers/:id/assign',
      {
        schema: {
          tags: staffTags,
          summary:
            "Staff: an unmatched transfer is this customer's: deposit it and pay their orders",
          description:
            'Only an unmatched transfer (else 409): the deposit is posted to the customer and the orders of theirs its content names are paid, as a match would have.',
          params: byId,
          body: AssignTransferInput,
          response: { 200: one },
        },
      },
      async (req) => ({ data: await assignTransfer(req.ctx, req.params.id, req.body) }),
    )
    app.post(
      '/api/staff/bank-transfers/:id/resolve',
      {
        schema: {
          tags: staffTags,
          summary: 'Staff: a short, over or unmatched transfer was dealt with; say how',
          params: byId,
          body: ResolveTransferInput,
          response: { 200: one },
        },
      },
      async (req) => ({ data: await resolveTransfer(req.ctx, req.params.id, req.body) }),
    )
    app.post(
      '/api/staff/bank-transfers/simulate',
      {
        schema: {
          tags: staffTags,
          summary:
            "Staff: what a provider would report for a transfer, through its webhook's checks",
          description:
            'For trying the loop without a bank (BANK_SIMULATOR=on; else 404). The report is built in the provider’s format, signed with its key and received as its webhook is.',
          body: SimulateTransferInput,
          response: { 201: one },
        },
      },
      async (req, reply) => {
        requireStaff(req.ctx)
        if (!options.simulator) throw new NotFound()
        const provider = PROVIDERS[req.body.provider]
        const now = options.now()
        const serial = `${now}${Math.floor(Math.random() * 1000)}`
        const { body, headers } = provider.report(
          {
            providerId: `SIM${serial}`,
            reference: req.body.reference ?? `FTSIM${serial}`,
            accountNumber: options.accountNumber,
            bank: 'SIMULATOR',
            direction: 'in',
            amount: req.body.amount,
            content: req.body.content,
            transferredAt: new Date(now),
          },
          options.keys[provider.id],
          now,
        )
        const { rows } = await receiveWebhook(req.ctx, provider, options.keys[provider.id], {
          headers,
          body,
          now,
        })
        const [row] = rows
        if (!row) throw new Error('the simulated report held no transfer')
        return reply.code(201).send({ data: await getTransfer(req.ctx, row.id) })
      },
    )
  }
}
