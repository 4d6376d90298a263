// A server for `npm run bench`'s "one market hanging" target (issue 19): the whole app on its
// own data, every market read from the mirror but Nike, whose adapter never answers. Every
// market's guard gives up after HANGING_TIMEOUT_MS and, unlike production's, never opens its
// breaker, so each search waits the whole timeout: the worst a customer meets. It tells the
// bench its port over IPC and serves until it is stopped.
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { buildApp } from '../../apps/server/src/app.ts'
import type { MarketAdapter } from '../../apps/server/src/modules/markets/index.ts'
import { createMarkets } from '../../apps/server/src/modules/markets/index.ts'
import { loadConfig } from '../../apps/server/src/platform/config.ts'
import { openConfiguredDatabase } from '../../apps/server/src/platform/startup.ts'
import { prepareDatabase } from '../../apps/server/src/seed/index.ts'
import { HANGING_MARKET, HANGING_TIMEOUT_MS } from './hanging-market-names.mjs'

const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))

const hanging: MarketAdapter = {
  list: (_, signal) => never(signal),
  detail: (_, signal) => never(signal),
  categories: (signal) => never(signal),
  sellerShop: (_, __, signal) => never(signal),
  sellerReview: (_, signal) => never(signal),
}

const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'kaimono-hanging-')),
  DATABASE_URL: process.env.DATABASE_URL ?? '',
})
const database = await openConfiguredDatabase(config)
await prepareDatabase(database)
const markets = await createMarkets({
  config,
  db: database.db,
  log: pino({ level: 'warn' }),
  adapters: { [HANGING_MARKET]: hanging },
  guard: { timeoutMs: HANGING_TIMEOUT_MS, failuresToOpen: Number.MAX_SAFE_INTEGER, openMs: 0 },
})
const app = await buildApp({ config, database, markets })
app.addHook('onClose', async () => {
  await markets.close()
  await database.close()
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
const stop = () => app.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
