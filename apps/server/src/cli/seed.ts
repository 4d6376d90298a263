// `npm run db:seed`: migrates, then seeds what is missing. Safe to run again: nothing is duplicated.
import { loadConfig } from '../platform/config.ts'
import { openConfiguredDatabase, prepareDatabase } from '../platform/startup.ts'
import { runCli } from './run.ts'

await runCli(async () => {
  const database = await openConfiguredDatabase(loadConfig())
  try {
    const report = await prepareDatabase(database)
    return `reference data ${report.reference}, administrative units ${report.geo} (${database.where})`
  } finally {
    await database.close()
  }
})
