import {
  BidAnswer,
  ECORING_CATEGORIES,
  ECORING_PAGE_SIZE,
  ECORING_RANK_LABELS,
  ECORING_RANKS,
  EcoringBidInput,
  EcoringCategories,
  EcoringDetail,
  EcoringDetailQuery,
  EcoringFilterConfig,
  EcoringList,
  EcoringListQuery,
  EcoringLotInput,
  LANGS,
  SHOPS,
  z,
} from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotFound } from '../../../platform/errors.ts'
import { sendStaticJson } from '../../../platform/http/etag.ts'
import { idempotencyHeader } from '../../../platform/http/idempotency.ts'
import { sendPicture } from '../../../platform/http/picture.ts'
import type { RateLimiter } from '../../../platform/rate-limit.ts'
import { etagOf, marketItemSvg, pngOf } from '../../markets/index.ts'
import { answerBid } from '../bid-route.ts'
import { type BidDeps, placeEcoringBid } from '../bids.ts'
import { ecoringLots } from '../schema.ts'
import { createLot, listLots, lotDetail } from './lots.ts'

const tags = ['ecoring']

const CATEGORIES = {
  data: LANGS.flatMap((lang) =>
    ECORING_CATEGORIES.map((category) => ({ id: category.id, name: category.name[lang], lang })),
  ),
}
const FILTER_CONFIG = {
  ranks: ECORING_RANKS.map((id) => ({ id, label: ECORING_RANK_LABELS[id] })),
  page_size: ECORING_PAGE_SIZE,
}

const ECORING_COLOUR = SHOPS.find((shop) => shop.id === 'ecoring')?.color ?? '#0f766e'

/**
 * §7 Ecoring (base B, /market): the time-limit and preview lists and details, the static
 * categories and filter config, the bid; and the lots' pictures, drawn from the row.
 */
export function ecoringRoutes(deps: BidDeps, limiter: RateLimiter): FastifyPluginAsyncZod {
  const now = () => deps.now?.() ?? Date.now()
  return async (app) => {
    for (const [path, tab] of [
      ['/market/v2/ecoring', 'timelimit'],
      ['/market/v2/ecoring/preview', 'preview'],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary:
              tab === 'preview'
                ? 'Ecoring lots in preview (not started, no bids), starting soonest first'
                : 'Ecoring time-limit lots: open ones ending soonest first, then those ended in the last 3 days',
            querystring: EcoringListQuery,
            response: { 200: EcoringList },
          },
        },
        async (req) => listLots(req.ctx, tab, req.query, now()),
      )
    }

    for (const path of ['/market/v2/ecoring/detail', '/market/v2/ecoring/preview/detail']) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'An Ecoring lot in any state (its state says which)',
            querystring: EcoringDetailQuery,
            response: { 200: EcoringDetail },
          },
        },
        async (req) => ({ data: await lotDetail(req.ctx, req.query.id, now()) }),
      )
    }

    app.get(
      '/market/static/ecoring/categories.json',
      {
        schema: {
          tags,
          summary: 'Ecoring categories, one row per language (ETag)',
          response: { 200: EcoringCategories, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, CATEGORIES),
    )

    app.get(
      '/market/static/ecoring/filter-config.json',
      {
        schema: {
          tags,
          summary: 'Ecoring condition ranks and what each means (ETag)',
          response: { 200: EcoringFilterConfig, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, FILTER_CONFIG),
    )

    app.post(
      '/market/ecoring/bid',
      {
        schema: {
          tags,
          summary:
            'Place or raise your maximum bid on an Ecoring lot (a multiple of its smallest step); a refusal has type failure',
          body: EcoringBidInput,
          response: { 200: BidAnswer },
        },
      },
      async (req, reply) =>
        answerBid(req, reply, { limiter, bidsAMinute: deps.bidsAMinute }, () =>
          placeEcoringBid(req.ctx, deps, req.body, idempotencyHeader(req)),
        ),
    )

    app.post(
      '/api/staff/ecoring/lots',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Staff: offer an Ecoring lot (names in every language, brand, rank, start price, steps, categories, start and end)',
          body: EcoringLotInput,
          response: { 201: EcoringDetail },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ data: await createLot(req.ctx, req.body, now()) }),
    )

    app.get(
      '/media/ecoring/:id/:file',
      {
        schema: {
          hide: true,
          params: z.object({
            id: z.coerce.number().int().min(1).max(2_147_483_647),
            file: z.string().regex(/^([1-4]\.svg|1\.png)$/),
          }),
        },
      },
      async (req, reply) => {
        const { id, file } = req.params
        const [lot] = await req.ctx.db
          .select({
            names: ecoringLots.names,
            brand: ecoringLots.brand,
            shape: ecoringLots.shape,
            images: ecoringLots.images,
          })
          .from(ecoringLots)
          .where(eq(ecoringLots.id, id))
        const index = Number(file[0])
        if (!lot || lot.images[index - 1] !== `/media/ecoring/${id}/${index}.svg`) {
          throw new NotFound('ecoring.notFound')
        }
        const svg = marketItemSvg({
          market: 'ecoring',
          marketColour: ECORING_COLOUR,
          marketName: 'Ecoring',
          id: String(id),
          index,
          shape: lot.shape as Parameters<typeof marketItemSvg>[0]['shape'],
          palette: ['#f5f5f4', '#1c1917'],
          colour: null,
          brand: lot.brand,
          title: lot.names.en,
        })
        if (file.endsWith('.png')) {
          const { etag, png } = pngOf(svg)
          return sendPicture(req, reply, etag, 'image/png', png)
        }
        return sendPicture(
          req,
          reply,
          etagOf('svg', svg),
          'image/svg+xml; charset=utf-8',
          async () => svg,
        )
      },
    )
  }
}
