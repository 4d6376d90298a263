import { Address, AddressInput, addressListSpec, idText, paged, z } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './service.ts'

const tags = ['addresses']
const params = z.object({ id: idText() })
const one = z.object({ data: Address })

/** §7 addresses: the signed-in customer's own saved addresses (§2 Address book). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/addresses',
    {
      schema: {
        tags,
        summary: 'Your saved addresses, the default first; always only your own',
        querystring: listQuerySchema(addressListSpec),
        response: { 200: paged(Address) },
      },
    },
    async (req) => listAddresses(req.ctx, parseListQuery(req, addressListSpec)),
  )
  app.get(
    '/api/addresses/:id',
    { schema: { tags, summary: 'One of your addresses', params, response: { 200: one } } },
    async (req) => ({ data: await getAddress(req.ctx, req.params.id) }),
  )
  app.post(
    '/api/addresses',
    {
      schema: {
        tags,
        summary: 'Save an address; default=true makes it the only default',
        body: AddressInput,
        response: { 201: one },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createAddress(req.ctx, req.body) }),
  )
  app.put(
    '/api/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change one of your addresses',
        params,
        body: AddressInput,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await updateAddress(req.ctx, req.params.id, req.body) }),
  )
  app.delete(
    '/api/addresses/:id',
    { schema: { tags, summary: 'Remove one of your addresses', params } },
    async (req, reply) => {
      await deleteAddress(req.ctx, req.params.id)
      return reply.code(204).send()
    },
  )
}
