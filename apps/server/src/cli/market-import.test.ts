import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runScript } from '../../test/cli.ts'
import { databaseUrl, freshDatabase } from '../../test/db.ts'
import { catalogueFeed, feedItem, jsonLines } from '../../test/market-feed.ts'
import { marketItems } from '../modules/markets/schema.ts'
import { openDatabase } from '../platform/db/index.ts'

const MARKET_IMPORT = new URL('./market-import.ts', import.meta.url).pathname
/**
 * Each run is a process of its own that opens the embedded database (the first one makes it):
 * seconds alone, far more on a 2-core machine running other test files beside it.
 */
const CLI_TEST_MS = 240_000

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaimono-market-import-'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const marketImport = (...args: string[]) =>
  runScript(MARKET_IMPORT, args, { DATA_DIR: path.join(dir, 'data') })

async function feedFile(name: string, lines: string[]) {
  const file = path.join(dir, name)
  await writeFile(file, `${lines.join('\n')}\n`)
  return file
}

async function mercariItems() {
  const database = await openDatabase({ dataDir: path.join(dir, 'data') })
  try {
    const [row] = await database.db
      .select({ n: count() })
      .from(marketItems)
      .where(eq(marketItems.market, 'mercari'))
    return row?.n
  } finally {
    await database.close()
  }
}

test(
  'a feed is imported into a new data directory, then a bad one is refused whole',
  async () => {
    const good = await feedFile('good.jsonl', jsonLines(catalogueFeed('mercari', 9)))
    const imported = await marketImport('mercari', good)
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    expect(imported.stdout).toMatch(
      /^mercari: inserted 9, updated 0; categories 4, sellers 2 \(\d+\.\d s, .+\)\n$/,
    )

    const bad = await feedFile(
      'bad.jsonl',
      jsonLines([
        feedItem('mercari', 'item-001', { price: 900 }),
        feedItem('mercari', 'x', { price: -1 }),
      ]),
    )
    const refused = await marketImport('mercari', bad)
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toBe(
      'kaimono: market:import mercari: nothing imported, 1 bad line:\nline 2: price: expected a whole number of yen\n',
    )
    expect(await mercariItems()).toBe(9)
  },
  CLI_TEST_MS,
)

test(
  'an unknown market, a missing file or a missing argument is refused before the database opens',
  async () => {
    const unknown = await marketImport('ebay', 'feed.jsonl')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/^kaimono: market:import: unknown market "ebay"; usage: /)
    const missing = await marketImport('mercari', path.join(dir, 'nowhere.jsonl'))
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/cannot read .*nowhere\.jsonl \(ENOENT\)/)
    const bare = await marketImport('mercari')
    expect(bare.code).toBe(1)
    expect(bare.stderr).toMatch(/^kaimono: usage: npm run market:import -- <market> <file\.jsonl>/)
  },
  CLI_TEST_MS,
)

// With a FileHandle's readLines() the lines read while the import opened its transaction were
// lost (its first category lines, on PostgreSQL). A feed of many batches, lines ending in CRLF.
test.runIf(!!process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, a feed of many batches is imported whole',
  async () => {
    const handle = await freshDatabase()
    const rakumaItems = async () => {
      const [row] = await handle.db
        .select({ n: count() })
        .from(marketItems)
        .where(eq(marketItems.market, 'rakuma'))
      return row?.n ?? 0
    }
    try {
      const before = await rakumaItems()
      const lines = jsonLines(catalogueFeed('rakuma', 1_500))
      const file = await feedFile(
        'many.jsonl',
        lines.map((line) => `${line}\r`),
      )
      const url = databaseUrl(handle) ?? ''
      const imported = await runScript(MARKET_IMPORT, ['rakuma', file], { DATABASE_URL: url })
      expect(imported.stderr).toBe('')
      expect(imported.stdout).toMatch(/^rakuma: inserted 1500, updated 0; /)
      expect(await rakumaItems()).toBe(before + 1_500)
    } finally {
      await handle.close()
    }
  },
  CLI_TEST_MS,
)
