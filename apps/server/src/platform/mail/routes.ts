import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { isOutboxId, listOutbox, readOutboxMessage } from './outbox.ts'
import { linksOf, listPage, messagePage, OUTBOX_PAGE_POLICY, OUTBOX_PATH } from './pages.ts'

type ListQuery = { limit?: string; to?: string }

/**
 * The mail outbox in the browser: `/dev/outbox` (HTML list), `/dev/outbox.json`
 * (`{data}` newest first; `?to=` and `?limit=`), `/dev/outbox/:id` (one message),
 * `/dev/outbox/:id.json` (`{meta, text, html, links}`, for browser tests that follow a mailed
 * link) and `/dev/outbox/:id.eml`.
 *
 * Register it only when NODE_ENV is development or test, never in production: it shows every
 * mail, tokens and addresses included, to anyone who can reach the server. Register it without
 * a prefix; its pages link to absolute `/dev/outbox` paths.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  app.get<{ Querystring: ListQuery }>(`${OUTBOX_PATH}.json`, async (req, reply) => {
    const data = await listOutbox(dataDir, listOptions(req.query))
    return reply.header('cache-control', 'no-store').send({ data })
  })

  app.get<{ Querystring: ListQuery }>(OUTBOX_PATH, async (req, reply) => {
    const messages = await listOutbox(dataDir, listOptions(req.query))
    return sendPage(reply, listPage(messages))
  })

  app.get<{ Params: { id: string } }>(`${OUTBOX_PATH}/:id`, async (req, reply) => {
    const [, id = '', format] = /^(.*?)(?:\.(json|eml))?$/.exec(req.params.id) ?? []
    // The id must be exactly a generated one before it comes near a file name.
    const message = isOutboxId(id) ? await readOutboxMessage(dataDir, id) : null
    if (!message) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: 'No such message in the outbox' })
    }
    if (format === 'json') {
      const { meta, text, html } = message
      return reply
        .header('cache-control', 'no-store')
        .send({ meta, text, html, links: linksOf(message) })
    }
    if (format === 'eml') {
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${id}.eml"`)
        .header('cache-control', 'no-store')
        .send(message.raw)
    }
    return sendPage(reply, messagePage(message))
  })
}

function listOptions(query: ListQuery): { limit: number; to?: string } {
  const limit = Number(query.limit)
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 500) : 100,
    to: query.to || undefined,
  }
}

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', OUTBOX_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .send(html)
}
