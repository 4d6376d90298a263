import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isPreparing } from '../../platform/changes.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { appliedMigrationCount, expectedMigrationCount } from '../../platform/db/migrate.ts'

const Health = z.object({ status: z.literal('ok') })
const Ready = z.object({
  status: z.literal('ready'),
  database: z.string(),
  migrations: z.number(),
  /**
   * The process is still reading ahead what it keeps (the home page's rows, the markets' lists:
   * after its start or a change): it answers meanwhile, more slowly.
   */
  preparing: z.boolean(),
})
const NotReady = z.object({ message: z.string(), status: z.literal('not ready') })

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const expected = expectedMigrationCount()

  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'The process is up', response: { 200: Health } } },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'The database answers and every migration is applied',
        response: { 200: Ready, 503: NotReady },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      let applied: number
      try {
        applied = await appliedMigrationCount(database)
      } catch (error) {
        req.log.warn({ err: error }, 'readiness: database unreachable')
        return reply.code(503).send({ message: 'database unreachable', status: 'not ready' })
      }
      if (applied < expected) {
        return reply.code(503).send({
          message: `${expected - applied} migration(s) not applied`,
          status: 'not ready',
        })
      }
      return {
        status: 'ready' as const,
        database: database.kind,
        migrations: applied,
        preparing: isPreparing(database.db),
      }
    },
  )
}
