// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../platform/config.ts'
import { appliedMigrationCount, runMigrations } from '../platform/db/migrate.ts'
import { openConfiguredDatabase } from '../platform/startup.ts'
import { runCli } from './run.ts'

await runCli(async () => {
  const database = await openConfiguredDatabase(loadConfig())
  try {
    await runMigrations(database)
    return `migrations applied: ${await appliedMigrationCount(database)} (${database.where})`
  } finally {
    await database.close()
  }
})
