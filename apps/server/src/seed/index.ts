import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { currencies } from '../modules/fx/schema.ts'
import { orderStatuses, shipmentMethods } from '../modules/orders/schema.ts'
import type { Database } from '../platform/db/index.ts'
import { appMeta } from '../platform/db/meta-schema.ts'
import { CURRENCIES, ORDER_STATUSES, SHIPMENT_METHODS } from './reference-data.ts'

const REFERENCE_KEY = 'seed.reference'

/** Changes whenever the reference data does, so a changed release re-seeds and an unchanged one does not. */
export const REFERENCE_VERSION = createHash('sha256')
  .update(JSON.stringify([CURRENCIES, SHIPMENT_METHODS, ORDER_STATUSES]))
  .digest('hex')
  .slice(0, 16)

export type SeedReport = { reference: 'seeded' | 'up to date' }

/** Idempotent: upserts the reference data when its version differs from the one recorded. */
export async function seed(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    // Two processes starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7240002)`)
    const [recorded] = await tx.select().from(appMeta).where(eq(appMeta.key, REFERENCE_KEY))
    if (recorded?.value === REFERENCE_VERSION) return { reference: 'up to date' }

    for (const row of CURRENCIES) {
      await tx
        .insert(currencies)
        .values(row)
        .onConflictDoUpdate({
          target: currencies.id,
          set: { name: row.name, symbol: row.symbol },
        })
    }
    for (const row of SHIPMENT_METHODS) {
      await tx
        .insert(shipmentMethods)
        .values(row)
        .onConflictDoUpdate({
          target: shipmentMethods.id,
          set: { name: row.name, isDefault: row.isDefault },
        })
    }
    for (const [position, row] of ORDER_STATUSES.entries()) {
      await tx
        .insert(orderStatuses)
        .values({ ...row, position })
        .onConflictDoUpdate({
          target: orderStatuses.id,
          set: { name: row.name, position },
        })
    }
    await tx
      .insert(appMeta)
      .values({ key: REFERENCE_KEY, value: REFERENCE_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: REFERENCE_VERSION, updatedAt: sql`now()` },
      })
    return { reference: 'seeded' }
  })
}
