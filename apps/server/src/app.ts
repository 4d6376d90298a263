import type { Agent } from 'node:https'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, LogController, type onRouteHookHandler } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import { MODULE_MESSAGES } from './messages.ts'
import {
  accountRoles,
  authRoutes,
  authSecret,
  avatarRule,
  createAuth,
  forgetOnAccountChange,
  isSessionCookie,
  providerOrigins,
  selfService,
  selfServiceRoutes,
  sessionResolver,
  signInProviders,
  staffUserRoutes,
  userRoutes,
} from './modules/accounts/index.ts'
import { addressRoutes } from './modules/addresses/index.ts'
import {
  auctionClosingJob,
  auctionRoutes,
  ecoringLotsJob,
  snipesJob,
} from './modules/auctions/index.ts'
import { bankingRoutes, bankWebhookKeys } from './modules/banking/index.ts'
import { cartRoutes } from './modules/cart/index.ts'
import { catalogRoutes } from './modules/catalog/index.ts'
import { contentRoutes, sitemapRoutes } from './modules/content/index.ts'
import { fxRefreshJob, fxRoutes } from './modules/fx/index.ts'
import { geoRoutes } from './modules/geo/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { homeRoutes } from './modules/home/index.ts'
import { invitationRoutes } from './modules/invitations/index.ts'
import {
  createMarkets,
  type Markets,
  marketMediaRoutes,
  marketRoutes,
} from './modules/markets/index.ts'
import {
  noticeChannelRoutes,
  notificationRoutes,
  outsideNoticesJob,
  vapidKeys,
  webPushSender,
} from './modules/notifications/index.ts'
import { orderRoutes, staffOrderRoutes } from './modules/orders/index.ts'
import { paymentRoutes } from './modules/payments/index.ts'
import { pricingRoutes } from './modules/pricing/index.ts'
import { privacyRoutes } from './modules/privacy/index.ts'
import { reviewRoutes } from './modules/reviews/index.ts'
import { supportRetentionJob, supportRoutes } from './modules/support/index.ts'
import {
  identityProvider,
  keptProvider,
  providerFromConfig,
  type TranslateProvider,
  translateRoutes,
} from './modules/translate/index.ts'
import { refundGivenUpOrder, walletRoutes, withdrawalRoutes } from './modules/wallet/index.ts'
import { keepPrepared, watchChanges } from './platform/changes.ts'
import type { Config } from './platform/config.ts'
import type { DatabaseHandle } from './platform/db/index.ts'
import { type EventBus, memoryBus, redisBus } from './platform/events.ts'
import { guardRoutes, requireRole } from './platform/http/auth.ts'
import { closeConnectionsOnShutdown } from './platform/http/connections.ts'
import { registerRequestContext } from './platform/http/context.ts'
import { registerErrorHandling, sendNotFound } from './platform/http/errors.ts'
import { limitIncomingBodies } from './platform/http/incoming-bodies.ts'
import { registerOpenApi } from './platform/http/openapi.ts'
import { registerPrivateAnswers } from './platform/http/private-answers.ts'
import { registerOriginCheck, registerSecurityHeaders } from './platform/http/security.ts'
import { serverTimeouts } from './platform/http/timeouts.ts'
import { fastifyTrustProxy } from './platform/http/trust-proxy.ts'
import { createJobs } from './platform/jobs/index.ts'
import { loggerOptions, requestId, requestLogger } from './platform/logger.ts'
import { createMailer, type Mailer } from './platform/mail/mailer.ts'
import { createMailQueue } from './platform/mail/queue.ts'
import { devOutboxRoutes } from './platform/mail/routes.ts'
import { storageFromConfig } from './platform/storage/index.ts'
import { registerWeb, type WebOptions } from './platform/web.ts'

export type AppOptions = {
  config: Config
  database: DatabaseHandle
  /** Which web app to serve beside the API; none in API tests. */
  web?: WebOptions
  /** Where mail goes; by default SMTP_URL, else DATA_DIR/outbox. */
  mailer?: Mailer
  /**
   * Machine translation (reviews, market items, searches); by default the provider the
   * configuration names (TRANSLATE_PROVIDER), else the text is shown as written.
   */
  translator?: TranslateProvider
  /** The clock of the sign-in limits and of auctions' ends; tests move it instead of waiting. */
  clock?: () => number
  /** How pushes reach the push services (tests: an agent that trusts their local service). */
  pushAgent?: Agent
  /** Where the log goes instead of stdout (tests read it); tests log nothing without one. */
  logStream?: DestinationStream
  /** The markets' adapters; by default each market's mirror, or its official API by its key. */
  markets?: Markets
  /** Told of every route as it is added: the API fuzz test finds every endpoint this way. */
  onRoute?: onRouteHookHandler
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
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(options)
  const platform = await startPlatform(app, options)
  await registerGuards(app, options.config)
  await registerModules(app, options, platform)
  app.all('/api/*', sendNotFound)
  app.all('/market/*', sendNotFound)
  if (options.web) {
    await registerWeb(
      app,
      options.config,
      options.web,
      signInProviders(options.config),
      providerOrigins(options.config),
      {
        isSessionCookie,
      },
    )
  } else app.setNotFoundHandler(sendNotFound)
  return app
}

/** Fastify with the logger, timeouts and limits of the configuration, and zod for schemas. */
function createFastify(options: AppOptions) {
  const { config } = options
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestId,
    childLoggerFactory: requestLogger,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    ...serverTimeouts(config),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Avvio's 10 s per plugin failed a start on a machine busy with a bulk load; a plugin that
    // hangs is still reported, after a minute.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>()
  if (options.onRoute) app.addHook('onRoute', options.onRoute)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  return app
}

type App = ReturnType<typeof createFastify>

/**
 * The platform parts every module leans on, started and stopped with the app: the mail queue,
 * the jobs, identity, the event bus, the request context, change notices, sessions forgotten.
 */
async function startPlatform(app: App, options: AppOptions) {
  const { config, database } = options
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: config.MAIL_FROM,
      log: app.log,
    })
  // Mail is queued in the database and sent after the answer, by this and every other process.
  const mailQueue = createMailQueue({ db: database.db, mailer, log: app.log })
  app.addHook('onReady', async () => mailQueue.start())
  // Before any onClose hook (they run last-registered first): a send under way finishes while
  // the mailer is still open. A mail queued later waits in the database for the next start.
  app.addHook('preClose', async () => mailQueue.close())
  if (!options.mailer) app.addHook('onClose', () => mailer.close())
  // Each job runs in one process at a time, however many serve the database (ARCHITECTURE §6).
  const jobs = createJobs({ db: database.db, log: app.log })
  app.addHook('onReady', async () => jobs.start())
  app.addHook('preClose', async () => jobs.close())
  const auth = createAuth({
    config,
    db: database.db,
    secret: await authSecret(database.db, config.AUTH_SECRET),
    mailer: mailQueue,
    log: app.log,
    now: options.clock,
  })
  const sessions = sessionResolver(auth, database.db, config.PUBLIC_URL)
  const bus: EventBus = config.REDIS_URL ? await redisBus(config.REDIS_URL, app.log) : memoryBus()
  app.addHook('onClose', () => bus.close())
  registerRequestContext(app, database.db, sessions, bus)
  // What anyone changes in the database, this process forgets (its kept answers and pages).
  const stopWatching = await watchChanges(database)
  app.addHook('onClose', () => stopWatching())
  // A production server reads ahead what the first visitor after a start or a change would
  // wait for (the home page's rows): once it listens, so a test's app that only takes inject()
  // calls does not. Closing does not wait for the part in hand (it can take seconds at
  // 1,000,000 products): it stops the rest, and that part's failure, if the database goes first,
  // is only logged.
  if (config.NODE_ENV === 'production') {
    let stopPreparing: (() => Promise<void>) | undefined
    app.addHook('onListen', async () => {
      stopPreparing = keepPrepared(database.db, (err) =>
        app.log.warn({ err }, 'reading ahead after a change failed: requests will read it'),
      )
    })
    app.addHook('preClose', (done) => {
      void stopPreparing?.()
      done()
    })
  }
  // A user's remembered sessions are forgotten when their sessions or account change: sign-out,
  // a password reset, the user's or the staff's changes, in every process.
  const stopForgetting = forgetOnAccountChange(sessions.forget, bus, app.log)
  app.addHook('onClose', async () => {
    stopForgetting()
  })
  return { auth, bus, jobs, mailQueue }
}

/** Errors, security headers, origin and body limits, the staff guard, compression, OpenAPI. */
async function registerGuards(app: App, config: Config) {
  registerErrorHandling(app, MODULE_MESSAGES)
  registerSecurityHeaders(app)
  registerOriginCheck(app, config.PUBLIC_URL)
  limitIncomingBodies(app, {
    max: config.MAX_INCOMING_BODIES,
    perClient: config.MAX_INCOMING_BODIES_PER_CLIENT,
  })
  // §6 roles: the staff API is for staff and admins, checked before anything reads the request.
  guardRoutes(app, '/api/staff/', requireRole(accountRoles, 'staff'))
  registerPrivateAnswers(app)
  closeConnectionsOnShutdown(app)
  // Pages are compressed per request: zstd and gzip cost far less CPU than brotli for about
  // the same size (npm run bench). Hashed assets are pre-compressed with brotli at build time.
  await app.register(compress, { threshold: 1024, encodings: ['zstd', 'gzip', 'br', 'deflate'] })
  await registerOpenApi(app, config.BRAND_NAME)
}

/** Every module's routes, in the order they answer, and their jobs. */
async function registerModules(
  app: App,
  options: AppOptions,
  { auth, bus, jobs, mailQueue }: Awaited<ReturnType<typeof startPlatform>>,
) {
  const { config, database } = options
  await app.register(healthRoutes, { database })
  await app.register(authRoutes(auth))
  await app.register(userRoutes)
  await app.register(staffUserRoutes)
  const ownAccount = selfService(auth, options.clock)
  await app.register(selfServiceRoutes(ownAccount))
  await app.register(privacyRoutes(ownAccount))
  await app.register(invitationRoutes)
  await app.register(fxRoutes)
  await app.register(geoRoutes)
  await app.register(addressRoutes)
  await app.register(catalogRoutes)
  await app.register(homeRoutes)
  await app.register(contentRoutes)
  await app.register(sitemapRoutes(config.PUBLIC_URL))
  // Translations are kept in the database, so each text is sent to the provider once.
  const translator = keptProvider(
    database.db,
    options.translator ?? providerFromConfig(config, identityProvider),
    { timeoutMs: config.TRANSLATE_TIMEOUT_MS },
  )
  await app.register(reviewRoutes({ translator, avatars: avatarRule(config) }))
  await app.register(translateRoutes(translator))
  const markets =
    options.markets ?? (await createMarkets({ config, db: database.db, log: app.log, translator }))
  if (!options.markets) app.addHook('onClose', () => markets.close())
  await app.register(marketRoutes(markets))
  await app.register(marketMediaRoutes)
  await app.register(cartRoutes(markets))
  // A paid order given up is refunded to the wallet in the move's transaction (issue 22).
  const afterMove = refundGivenUpOrder
  await app.register(orderRoutes, { config, markets, afterMove })
  await app.register(staffOrderRoutes, { afterMove })
  await app.register(notificationRoutes(bus))
  // Issue 22: notices by mail and browser push, as each customer chose.
  const vapid = await vapidKeys(database.db, {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`,
  })
  const secret = await authSecret(database.db, config.AUTH_SECRET)
  await app.register(
    noticeChannelRoutes({
      pushPublicKey: vapid.publicKey,
      pushHosts: config.PUSH_SERVICE_HOSTS,
      secret,
    }),
  )
  await app.register(pricingRoutes(markets))
  await app.register(walletRoutes)
  await app.register(withdrawalRoutes)
  await app.register(paymentRoutes, { config })
  await app.register(
    bankingRoutes({
      keys: await bankWebhookKeys(database.db, config),
      simulator: config.BANK_SIMULATOR,
      accountNumber: config.BANK_ACCOUNT_NO,
      now: options.clock ?? Date.now,
    }),
  )
  const storage = storageFromConfig(config)
  await app.register(
    supportRoutes({
      storage,
      mailer: mailQueue,
      staffEmail: config.SUPPORT_EMAIL,
      publicUrl: config.PUBLIC_URL,
      brand: config.BRAND_NAME,
      secret,
    }),
  )
  await app.register(
    auctionRoutes(
      {
        markets,
        depositPercent: config.AUCTION_DEPOSIT_PERCENT,
        agent: config.AUCTION_AGENT,
        bidsAMinute: config.BID_RATE_LIMIT,
        now: options.clock,
      },
      bus,
    ),
  )

  // Mail to the outbox holds live links (password resets): viewable only off production.
  if (config.NODE_ENV !== 'production') {
    await app.register(devOutboxRoutes, { dataDir: config.DATA_DIR })
  }

  const fxRefresh = fxRefreshJob(config, database.db, app.log)
  if (fxRefresh) jobs.add(fxRefresh)
  const closing = { db: database.db, bus, log: app.log, markets, now: options.clock }
  jobs.add(auctionClosingJob(closing))
  jobs.add(
    outsideNoticesJob({
      db: database.db,
      mailer: mailQueue,
      push: webPushSender(vapid, options.pushAgent),
      publicUrl: config.PUBLIC_URL,
      brand: config.BRAND_NAME,
      secret,
      log: app.log,
    }),
  )
  jobs.add(snipesJob(closing))
  jobs.add(ecoringLotsJob(database.db, options.clock ?? Date.now))
  jobs.add(
    supportRetentionJob(database.db, storage, options.clock ?? Date.now, (details, message) =>
      app.log.warn(details, message),
    ),
  )
}
