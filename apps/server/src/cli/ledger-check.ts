// `npm run ledger:check`: verifies that every wallet equals the sum of its ledger rows and that
// every row's balance_after and available_after are the running sums (docs/wallet.md). It opens
// the configured database itself; with the embedded database it refuses while a server holds
// the data directory (stop the server, or run it against PostgreSQL). Exit code 1 when any
// wallet disagrees, listing them.
import { checkLedger, describeReport } from '../modules/wallet/index.ts'
import { loadConfig } from '../platform/config.ts'
import { openConfiguredDatabase } from '../platform/startup.ts'
import { runCli } from './run.ts'

await runCli(async () => {
  const database = await openConfiguredDatabase(loadConfig())
  try {
    const report = await checkLedger(database.db)
    if (report.disagreements.length > 0) process.exitCode = 1
    return `${describeReport(report)} (${database.where})`
  } finally {
    await database.close()
  }
})
