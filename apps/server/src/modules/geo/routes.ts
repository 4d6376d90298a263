import { createHash } from 'node:crypto'
import {
  DistrictList,
  districtListSpec,
  ProvinceList,
  provinceListSpec,
  Ward,
  WardList,
  wardListSpec,
  wardSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { geoDataVersion } from './data.ts'
import { getWard, listDistricts, listProvinces, listWards } from './service.ts'

/**
 * The units change only with a release (a new package version), so every answer carries the
 * data version as its ETag and may be cached for a week; a revalidation costs no query.
 */
function cacheable(etag: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('etag', etag)
    reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400')
    reply.header('vary', 'accept-encoding')
    const match = req.headers['if-none-match']
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send()
    }
  }
}

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const etag = `"geo-${createHash('sha256').update(geoDataVersion()).digest('hex').slice(0, 16)}"`
  const onRequest = cacheable(etag)
  const tags = ['geo']

  app.get(
    '/api/provinces',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Provinces of Vietnam: the 63 of the old scheme, or the 34 of filter[scheme]=2025',
        querystring: listQuerySchema(provinceListSpec),
        response: { 200: ProvinceList },
      },
    },
    async (req) => listProvinces(req.ctx, parseListQuery(req, provinceListSpec)),
  )
  app.get(
    '/api/districts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Districts (old scheme only), by filter[province_id]',
        querystring: listQuerySchema(districtListSpec),
        response: { 200: DistrictList },
      },
    },
    async (req) => listDistricts(req.ctx, parseListQuery(req, districtListSpec)),
  )
  app.get(
    '/api/wards',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Wards by filter[district_id] (old scheme), or filter[scheme]=2025 with filter[province_id]',
        querystring: listQuerySchema(wardListSpec),
        response: { 200: WardList },
      },
    },
    async (req) => listWards(req.ctx, parseListQuery(req, wardListSpec)),
  )
  app.get(
    '/api/wards/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One ward with include=district,province; filter[scheme]=2025 for the new units',
        params: z.object({ id: z.string().regex(/^\d{1,6}$/) }),
        querystring: listQuerySchema(wardSpec),
        response: { 200: z.object({ data: Ward }) },
      },
    },
    async (req) => {
      const query = parseListQuery(req, wardSpec)
      return {
        data: await getWard(req.ctx, req.params.id, query.filter.scheme ?? 'old', query.include),
      }
    },
  )
}
