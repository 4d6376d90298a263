// `npm run db:seed`: migrates, then seeds what is missing. Safe to run again: nothing is duplicated.
// `npm run db:seed -- --products 100000` tops the catalogue up to that many products (benchmarks).
import { parseArgs } from 'node:util'
import { seedCatalog, tidyCatalog } from '../modules/catalog/seed.ts'
import { ConfigError, loadConfig } from '../platform/config.ts'
import { openConfiguredDatabase, prepareDatabase } from '../platform/startup.ts'
import { runCli } from './run.ts'

await runCli(async () => {
  const { values } = parseArgs({ options: { products: { type: 'string' } } })
  const products = values.products === undefined ? undefined : Number(values.products)
  if (products !== undefined && !(Number.isInteger(products) && products > 0 && products <= 1e6)) {
    throw new ConfigError(
      `--products takes a whole number from 1 to 1000000, not ${values.products}`,
    )
  }
  const database = await openConfiguredDatabase(loadConfig())
  try {
    const report = await prepareDatabase(database)
    const lines = [
      `reference data ${report.reference}, administrative units ${report.geo}, demo catalogue ${report.catalog} (${database.where})`,
    ]
    if (products !== undefined) {
      const added = await database.db.transaction((tx) => seedCatalog(tx, products))
      await tidyCatalog(database.db)
      lines.push(`products: ${added} added, catalogue now holds at least ${products}`)
    }
    return lines.join('\n')
  } finally {
    await database.close()
  }
})
