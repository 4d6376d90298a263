import { randomBytes } from 'node:crypto'
import type { BankProvider } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'

/**
 * Each provider's key: the one configured (the key given to SePay, Casso's checksum key), else
 * one generated once and kept in the database, so that the simulator can sign what it sends and
 * every process sharing the database checks alike. Nobody outside knows a generated key, so an
 * unconfigured provider's webhook refuses everyone but the simulator.
 */
export async function bankWebhookKeys(
  db: Database,
  config: Pick<Config, 'SEPAY_API_KEY' | 'CASSO_CHECKSUM_KEY'>,
): Promise<Record<BankProvider, string>> {
  return {
    sepay: config.SEPAY_API_KEY ?? (await keptKey(db, 'banking.sepay.key')),
    casso: config.CASSO_CHECKSUM_KEY ?? (await keptKey(db, 'banking.casso.key')),
  }
}

async function keptKey(db: Database, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key))
  return String(row?.value)
}
