import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { fxRoutes } from './modules/fx/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { orderRoutes } from './modules/orders/routes.ts'
import type { Config } from './platform/config.ts'
import type { DatabaseHandle } from './platform/db/index.ts'
import { registerRequestContext } from './platform/http/context.ts'
import { registerErrorHandling, sendNotFound } from './platform/http/errors.ts'
import { registerOpenApi } from './platform/http/openapi.ts'
import { registerSecurityHeaders } from './platform/http/security.ts'
import { loggerOptions, requestId } from './platform/logger.ts'
import { registerWeb, type WebOptions } from './platform/web.ts'

export type AppOptions = {
  config: Config
  database: DatabaseHandle
  /** Which web app to serve beside the API; none in API tests. */
  web?: WebOptions
}

export const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url))

/** The web app this configuration serves: Vite in development, the production build otherwise. */
export function webOptionsFor(config: Config): WebOptions | undefined {
  if (!config.SERVE_WEB) return undefined
  return config.NODE_ENV === 'development'
    ? { mode: 'development', root: WEB_ROOT }
    : { mode: 'production', buildDir: config.WEB_BUILD_DIR ?? path.join(WEB_ROOT, 'build') }
}

/** Builds the whole HTTP application without listening, so tests can `inject()` into it. */
export async function buildApp({ config, database, web }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerRequestContext(app, database.db)
  registerErrorHandling(app)
  await registerSecurityHeaders(app)
  // Pages are compressed per request: zstd and gzip cost far less CPU than brotli for about
  // the same size (npm run bench). Hashed assets are pre-compressed with brotli at build time.
  await app.register(compress, { threshold: 1024, encodings: ['zstd', 'gzip', 'br', 'deflate'] })
  await registerOpenApi(app, config.BRAND_NAME)

  await app.register(healthRoutes, { database })
  await app.register(fxRoutes)
  await app.register(orderRoutes)

  app.all('/api/*', sendNotFound)
  app.all('/market/*', sendNotFound)
  if (web) await registerWeb(app, config, web)
  else app.setNotFoundHandler(sendNotFound)
  return app
}
