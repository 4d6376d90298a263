import { Review, ReviewInput, ReviewList, reviewListSpec, z } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { getReview, listReviews, type ReviewDisplay, saveReview } from './service.ts'

const tags = ['reviews']

/** §7 product-reviews: read by anyone (translated for the reader), written when signed in. */
export function reviewRoutes(display: ReviewDisplay): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product-reviews',
      {
        schema: {
          tags,
          summary:
            'Reviews, newest first: filter[product_id], include=reviewer; comments translated into the reader’s language',
          querystring: listQuerySchema(reviewListSpec),
          response: { 200: ReviewList },
        },
      },
      async (req) => listReviews(req.ctx, display, parseListQuery(req, reviewListSpec)),
    )
    app.post(
      '/api/product-reviews',
      {
        schema: {
          tags,
          summary: 'Review a product (one per customer: a second review replaces the first)',
          body: ReviewInput,
          response: { 200: z.object({ data: Review }), 201: z.object({ data: Review }) },
        },
      },
      async (req, reply) => {
        const { id, created } = await saveReview(req.ctx, req.body)
        const review = await getReview(req.ctx, display, id)
        return reply.code(created ? 201 : 200).send({ data: review })
      },
    )
  }
}
