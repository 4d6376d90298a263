import { AccountDeleted, DeleteAccountInput, idText } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authHeadersOf, passOnSession, type SelfService } from '../accounts/index.ts'
import { deleteAccount } from './deletion.ts'
import { accountData } from './export.ts'

const params = z.object({ id: idText() })
const tags = ['accounts']

/** Issue 22: the customer's data download and the deletion of their account. */
export function privacyRoutes(service: SelfService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/:id/data',
      {
        schema: {
          tags,
          summary: 'Download your data (a JSON file)',
          description:
            'Profile, sign-in methods, sessions, addresses, orders with their items, wallets with their transactions and support requests, as a file `kaimono-data-<customer number>.json`.',
          params,
        },
      },
      async (req, reply) => {
        const data = await accountData(req.ctx, req.params.id)
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="kaimono-data-${req.params.id}.json"`,
          )
          .send(JSON.stringify(data, null, 2))
      },
    )

    app.post(
      '/api/users/:id/deletion',
      {
        schema: {
          tags,
          summary: 'Delete your account',
          description:
            'Needs the password (an account without one: a sign-in within the last 10 minutes, else 403). Refused with a 409 while a wallet holds money, a hold or a debt, or while an order is in progress. Personal data is erased; orders and wallet transactions stay for accounting under "Deleted user #N" (docs/security.md). Signs the caller out.',
          params,
          body: DeleteAccountInput,
          response: { 200: z.object({ data: AccountDeleted }) },
        },
      },
      async (req, reply) => {
        const headers = await deleteAccount(
          req.ctx,
          service,
          authHeadersOf(req),
          req.params.id,
          req.body.password,
        )
        passOnSession(reply, headers)
        return { data: { deleted: true as const } }
      },
    )
  }
}
