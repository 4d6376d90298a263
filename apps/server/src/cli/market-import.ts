// `npm run market:import -- <market> <file.jsonl>`: upserts a market's feed into the mirror
// (docs/market-feed.md). Opens the configured database itself and only migrates it (no seed), so
// it starts fast; with the embedded database it refuses while a server holds the data directory.
// A feed with a bad line is refused whole: each bad line is listed, nothing is kept, exit code 1.
import { type FileHandle, open } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { BROWSABLE_MARKETS, isBrowsableMarket } from '@kaimono/contracts'
import { FeedRejected, importFeed } from '../modules/markets/index.ts'
import { ConfigError, loadConfig } from '../platform/config.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { openConfiguredDatabase } from '../platform/startup.ts'
import { runCli } from './run.ts'

const USAGE = `usage: npm run market:import -- <market> <file.jsonl> (market: ${BROWSABLE_MARKETS.join(', ')})`

async function openFeed(file: string) {
  try {
    return await open(file)
  } catch (error) {
    throw new ConfigError(
      `market:import: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`,
    )
  }
}

/**
 * The feed's lines, read a chunk at a time as the import takes them. (A FileHandle's readLines()
 * starts reading at once: the lines it read while the import was opening its transaction were
 * lost, and on PostgreSQL the import then refused a feed whose category lines it never saw.)
 */
async function* feedLines(feed: FileHandle): AsyncGenerator<string> {
  let rest = ''
  for await (const chunk of feed.createReadStream({ encoding: 'utf8', autoClose: false })) {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line
  }
  if (rest !== '') yield rest
}

await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  const [market, file] = positionals
  if (positionals.length !== 2 || !market || !file) throw new ConfigError(USAGE)
  // Refused before the database is opened: a typo answers at once.
  if (!isBrowsableMarket(market))
    throw new ConfigError(`market:import: unknown market "${market}"; ${USAGE}`)
  const feed = await openFeed(file)
  const database = await openConfiguredDatabase(loadConfig())
  try {
    await runMigrations(database)
    const started = performance.now()
    const report = await importFeed({ db: database.db }, market, feedLines(feed))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    return `${market}: inserted ${report.inserted}, updated ${report.updated}; categories ${report.categories}, sellers ${report.sellers} (${seconds} s, ${database.where})`
  } catch (error) {
    if (error instanceof FeedRejected)
      throw new ConfigError(`market:import ${market}: ${error.message}`)
    throw error
  } finally {
    await feed.close()
    await database.close()
  }
})
