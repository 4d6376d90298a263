import {
  ActivateInvitationInput,
  InvitationActivation,
  InvitationSummary,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { activateInvitation, invitationSummary } from './service.ts'

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invitation-codes/mine',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Your invitation code, its activations and the shipping credit left (§5, §9)',
        response: { 200: z.object({ data: InvitationSummary }) },
      },
    },
    async (req) => ({ data: await invitationSummary(req.ctx) }),
  )

  app.post(
    '/api/invitation-codes/activations',
    {
      schema: {
        tags: ['accounts'],
        summary: "Enter someone's invitation code (once per account and per device)",
        body: ActivateInvitationInput,
        response: { 201: z.object({ data: InvitationActivation }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await activateInvitation(req.ctx, req.body) }),
  )
}
