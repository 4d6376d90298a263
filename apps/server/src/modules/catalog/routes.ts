import {
  categoryListSpec,
  idText,
  OriginList,
  originListSpec,
  Product,
  ProductCategoryList,
  ProductList,
  ProductSuggestions,
  productListSpec,
  productSpec,
  suggestionSpec,
  topProductsSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BadRequest, NotFound } from '../../platform/errors.ts'
import { sendCachedBody } from '../../platform/http/cached-body.ts'
import { notModified } from '../../platform/http/etag.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { findPicture, type PictureFormat, pictureFile } from './demo/pictures.ts'
import {
  cachedAnswer,
  getProduct,
  listCategories,
  listOrigins,
  listProducts,
  topProductsForSale,
} from './service.ts'
import { suggestProducts } from './suggestions.ts'

const tags = ['catalog']
const ID = idText()

/** A public catalogue answer, from the per-process cache by language and URL. */
async function sendCatalogAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
) {
  const body = await cachedAnswer(req.ctx.db, `${req.ctx.lang} ${req.url}`, produce)
  return sendCachedBody(req, reply, body)
}

/** §7 products, product-categories, origins, top-products-for-sale; product pictures. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary:
          'Own-shop products: filter[name] (every word, in any order and language, accent-insensitive), filter[suppliers.id] (none: both shops), filter[categories] (with descendants), filter[origin], filter[star] (at least), filter[discount] (at least this percent off), filter_between[price] (yen), filter_between[price_vnd] (dong, at the rate in force); sort price, updated_at (default -updated_at); per_page up to 60',
        querystring: listQuerySchema(productListSpec),
        response: { 200: ProductList },
      },
    },
    async (req, reply) => {
      const query = parseListQuery(req, productListSpec)
      return sendCatalogAnswer(req, reply, () => listProducts(req.ctx, query))
    },
  )
  app.get(
    '/api/product-suggestions',
    {
      schema: {
        tags,
        summary:
          'For a search that found nothing: the closest search that finds products (fewer of the words, or names spelled nearly so) and the categories whose names carry the words; filter[name] required, filter[suppliers.id] optional',
        querystring: listQuerySchema(suggestionSpec),
        response: { 200: ProductSuggestions },
      },
    },
    async (req, reply) => {
      const query = parseListQuery(req, suggestionSpec)
      if (!query.filter.name) throw new BadRequest('invalidParameter', { param: 'filter[name]' })
      return sendCatalogAnswer(req, reply, () => suggestProducts(req.ctx, query))
    },
  )
  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its description and ingredients',
        params: z.object({ id: ID }),
        querystring: listQuerySchema(productSpec),
        response: { 200: z.object({ data: Product }) },
      },
    },
    async (req, reply) => {
      const { include } = parseListQuery(req, productSpec)
      return sendCatalogAnswer(req, reply, async () => ({
        data: await getProduct(req.ctx, req.params.id, include),
      }))
    },
  )
  app.get(
    '/api/product-categories',
    {
      schema: {
        tags,
        summary: 'Product categories: filter[root]=1 for the roots, include=children for the tree',
        querystring: listQuerySchema(categoryListSpec),
        response: { 200: ProductCategoryList },
      },
    },
    async (req) => listCategories(req.ctx, parseListQuery(req, categoryListSpec)),
  )
  app.get(
    '/api/origins',
    {
      schema: {
        tags,
        summary: 'Countries products come from',
        querystring: listQuerySchema(originListSpec),
        response: { 200: OriginList },
      },
    },
    async (req) => listOrigins(req.ctx, parseListQuery(req, originListSpec)),
  )
  app.get(
    '/api/top-products-for-sale',
    {
      schema: {
        tags,
        summary: 'Best sellers of both own shops, the most bought first',
        querystring: listQuerySchema(topProductsSpec),
        response: { 200: ProductList },
      },
    },
    async (req, reply) => {
      const query = parseListQuery(req, topProductsSpec)
      return sendCatalogAnswer(req, reply, () => topProductsForSale(req.ctx, query))
    },
  )

  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({ id: ID, file: z.string().regex(/^([1-9]\.(svg|png)|card\.svg)$/) }),
      },
    },
    async (req, reply) => {
      const [name, extension] = req.params.file.split('.') as [string, 'svg' | 'png']
      const card = name === 'card'
      const format: PictureFormat = card ? 'card' : extension
      const picture = await findPicture(req.ctx, req.params.id, card ? 1 : Number(name))
      if (!picture) throw new NotFound()
      const file = await pictureFile(req.ctx, picture, format)
      // A picture changes only with its product: a day fresh, then revalidated by its ETag.
      reply
        .header('etag', file.etag)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      if (notModified(req, file.etag)) return reply.code(304).send()
      return (
        reply
          .header('content-type', file.type)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          // Public pictures: a link preview on another site may show them from here.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(await file.body())
      )
    },
  )
}
