import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** The OpenAPI 3.1 document, generated from the routes' zod schemas (ARCHITECTURE §3). */
export async function registerOpenApi(app: FastifyInstance, brand: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand} API`,
        description:
          'Main API (`/api`) and market API (`/market`). Lists take filter[…], filter_between[…], sort, include, append, page and per_page; unknown parameters are a 400.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
