// `npm run db:seed`: migrates, then seeds what is missing. Safe to run again: nothing is duplicated.
// `npm run db:seed -- --products 100000` tops the catalogue up to that many products (benchmarks),
// `--market-items 1000000` the marketplace mirror up to that many items.
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import {
  BULK_LOAD_FROM,
  finishBulkLoad,
  seedCatalog,
  tidyCatalog,
} from '../modules/catalog/index.ts'
import { seedMarketBulk } from '../modules/markets/index.ts'
import { ConfigError, loadConfig } from '../platform/config.ts'
import { openConfiguredDatabase } from '../platform/startup.ts'
import { prepareDatabase } from '../seed/index.ts'
import { runCli } from './run.ts'

await runCli(async () => {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, 'market-items': { type: 'string' } },
  })
  const count = (name: 'products' | 'market-items', most: number) => {
    const text = values[name]
    const value = text === undefined ? undefined : Number(text)
    if (value !== undefined && !(Number.isInteger(value) && value > 0 && value <= most)) {
      throw new ConfigError(`--${name} takes a whole number from 1 to ${most}, not ${text}`)
    }
    return value
  }
  const products = count('products', 1e6)
  const marketItems = count('market-items', 2e6)
  const config = loadConfig()
  // On PostgreSQL a connection per core (two at least) writes batches at once, each batch its
  // own transaction; a bulk load holds one more for its lock. The embedded database has one
  // connection: one transaction.
  const writers = Math.max(2, availableParallelism())
  const database = await openConfiguredDatabase({
    ...config,
    DATABASE_POOL_SIZE: Math.max(config.DATABASE_POOL_SIZE, writers + 1),
  })
  try {
    const report = await prepareDatabase(database)
    const lines = [
      `reference data ${report.reference}, administrative units ${report.geo}, demo catalogue ${report.catalog} (${database.where})`,
    ]
    if (products === undefined && (await finishBulkLoad(database.db, { writers }))) {
      lines.push('products: a bulk load stopped part-way is finished (listed, indexes built)')
    }
    if (products !== undefined) {
      const started = performance.now()
      const added =
        database.kind === 'postgres'
          ? await seedCatalog(database.db, products, { writers, bulkFrom: BULK_LOAD_FROM })
          : await database.db.transaction((tx) => seedCatalog(tx, products))
      const written = performance.now()
      await tidyCatalog(database.db)
      const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
      lines.push(
        `products: ${added} added, catalogue now holds at least ${products} (written in ${seconds(started, written)}, tidied in ${seconds(written, performance.now())})`,
      )
    }
    if (marketItems !== undefined) {
      const started = performance.now()
      const added = await seedMarketBulk(database.db, marketItems, {
        writers: database.kind === 'postgres' ? writers : 1,
      })
      lines.push(
        `market items: ${added} added, the mirror now holds at least ${marketItems} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      )
    }
    return lines.join('\n')
  } finally {
    await database.close()
  }
})
