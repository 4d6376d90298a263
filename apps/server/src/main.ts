import { buildApp, webOptionsFor } from './app.ts'
import { type Config, ConfigError, loadConfig } from './platform/config.ts'
import { exitWith, openConfiguredDatabase } from './platform/startup.ts'
import { prepareDatabase } from './seed/index.ts'

async function start(config: Config) {
  const startedAt = performance.now()
  const database = await openConfiguredDatabase(config)
  let seeded: Awaited<ReturnType<typeof prepareDatabase>>
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    seeded = await prepareDatabase(database)
    app = await buildApp({ config, database, web: webOptionsFor(config) })
  } catch (error) {
    // Let go of the data directory before reporting, so a retry can open it.
    await database.close()
    throw error
  }
  app.addHook('onClose', () => database.close())

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // ARCHITECTURE §8: stop within SHUTDOWN_TIMEOUT_MS even if a request hangs.
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS).unref()
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  // `on`, not `once`: Ctrl-C reaches both npm's wrapper and this process, and a second
  // signal must not kill the process mid-shutdown.
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  try {
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (error) {
    await app.close()
    exitWith(
      new ConfigError(
        `cannot listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`,
      ),
    )
  }
  app.log.info(
    {
      url: config.PUBLIC_URL,
      database: database.where,
      reference_data: seeded.reference,
      startup_ms: Math.round(performance.now() - startedAt),
    },
    `${config.BRAND_NAME} is ready on ${config.PUBLIC_URL}`,
  )
}

let config: Config
try {
  config = loadConfig()
} catch (error) {
  exitWith(error)
}
await start(config).catch(exitWith)
