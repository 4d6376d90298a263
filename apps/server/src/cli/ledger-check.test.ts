import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runScript } from '../../test/cli.ts'
import { users } from '../modules/accounts/schema.ts'
import { post, walletIdOf } from '../modules/wallet/ledger.ts'
import { wallets } from '../modules/wallet/schema.ts'
import { type DatabaseHandle, openDatabase } from '../platform/db/index.ts'
import { prepareDatabase } from '../seed/index.ts'

const LEDGER_CHECK = new URL('./ledger-check.ts', import.meta.url).pathname
/**
 * Each test starts the CLI in a process of its own, which opens the embedded database: seconds
 * alone, past 30 s on a 2-core machine running the browser journeys and a load beside it.
 */
const CLI_TEST_MS = 90_000

let dataDir: string
let walletId: number

const open = () => openDatabase({ dataDir })

const run = () => runScript(LEDGER_CHECK, [], { DATA_DIR: dataDir })

async function withDatabase(work: (database: DatabaseHandle) => Promise<void>) {
  const database = await open()
  try {
    await work(database)
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-ledger-'))
  await withDatabase(async (database) => {
    await prepareDatabase(database)
    const { db } = database
    await db.insert(users).values({ id: 'ledger-user', name: 'Ngô Bảo Châu', email: 'l@k.test' })
    walletId = await walletIdOf(db, 'ledger-user', 'VND')
    for (const amount of [400_000, -150_000]) {
      await db.transaction((tx) =>
        post(tx, {
          wallet: walletId,
          type: amount > 0 ? 'deposit' : 'order_payment',
          amount,
          availableAmount: amount,
          voucherDate: new Date(),
          references: [],
        }),
      )
    }
  })
}, 60_000)

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

test(
  'npm run ledger:check reports an agreeing ledger and exits 0',
  async () => {
    const result = await run()
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      `ledger: 2 wallets, 2 transactions; every wallet agrees with its ledger (${dataDir})\n`,
    )
  },
  CLI_TEST_MS,
)

test(
  'it refuses a data directory a server holds',
  async () => {
    await withDatabase(async () => {
      const result = await run()
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/^kaimono: .*in use by process \d+/)
    })
  },
  CLI_TEST_MS,
)

test(
  'it exits 1 listing a wallet that disagrees',
  async () => {
    await withDatabase(async ({ db }) => {
      await db.update(wallets).set({ balance: 1 }).where(eq(wallets.id, walletId))
    })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('ledger: 2 wallets, 2 transactions; 1 wallets disagree')
    expect(result.stdout).toContain(
      `wallet ${walletId} (VND, user ledger-user): balance 1 vs Σ amount 250000`,
    )
  },
  CLI_TEST_MS,
)
