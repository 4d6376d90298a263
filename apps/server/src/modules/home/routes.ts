import {
  HomeCollections,
  HomeCollectionsQuery,
  HomeConfig,
  HomeConfigDocument,
  LANGS,
  noQuerySpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BadRequest, NotFound } from '../../platform/errors.ts'
import { parseListQuery } from '../../platform/http/list-query.ts'
import { bannerSvg } from './demo/banners.ts'
import { getHomeConfig, homeCollections, saveHomeConfig } from './service.ts'

const tags = ['home']
const PER_PAGE = z.coerce.number().int().min(1).max(24)

/** §3 Home config and §2 home rows; the banners' pictures. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home-config',
    {
      schema: {
        tags,
        summary:
          'Home config: primary and secondary banners, and sections with their product cards in the request language',
        querystring: z.looseObject({}),
        response: { 200: z.object({ data: HomeConfig }) },
      },
    },
    async (req, reply) => {
      parseListQuery(req, noQuerySpec)
      reply.header('vary', 'accept-language')
      return { data: await getHomeConfig(req.ctx) }
    },
  )

  // §7 market API (base B): the static file the apps read, as the same document.
  app.get(
    '/market/static/home-config/home-config.json',
    {
      schema: {
        tags: ['market'],
        summary: 'Home config as the market API’s static file (the same document)',
        querystring: z.looseObject({}),
        response: { 200: HomeConfig },
      },
    },
    async (req, reply) => {
      parseListQuery(req, noQuerySpec)
      reply.header('vary', 'accept-language').header('cache-control', 'public, max-age=60')
      return getHomeConfig(req.ctx)
    },
  )

  app.put(
    '/api/staff/home-config',
    {
      schema: {
        tags: ['staff'],
        summary: 'Replace the home config (staff and admins)',
        body: HomeConfigDocument,
        response: { 200: z.object({ data: HomeConfig }) },
      },
    },
    async (req) => ({ data: await saveHomeConfig(req.ctx, req.body) }),
  )

  app.get(
    '/api/home-collections',
    {
      schema: {
        tags,
        summary:
          'Home rows from the catalogue: trending (sales weighted by recency), best sellers, new arrivals, top rated (reviewed only), weekly sale (biggest discounts up to 50%), popular brands (by units sold). Cached for a minute.',
        querystring: HomeCollectionsQuery,
        response: { 200: z.object({ data: HomeCollections }) },
      },
    },
    async (req, reply) => {
      let perPage = 12
      for (const [param, value] of Object.entries(req.query)) {
        if (param !== 'per_page') throw new BadRequest('unknownParameter', { param })
        const parsed = PER_PAGE.safeParse(value)
        if (!parsed.success) throw new BadRequest('invalidParameter', { param })
        perPage = parsed.data
      }
      reply.header('vary', 'accept-language')
      return { data: await homeCollections(req.ctx, perPage) }
    },
  )

  app.get(
    '/media/banners/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
        // The words are in the URL's language, not Accept-Language: the answer is cached publicly.
        querystring: z.object({ lang: z.enum(LANGS).default('vi') }),
      },
    },
    async (req, reply) => {
      const svg = bannerSvg(req.params.file.slice(0, -4), req.query.lang)
      if (!svg) throw new NotFound()
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    },
  )
}
