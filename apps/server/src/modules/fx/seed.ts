import type { CurrencyId, LabelMap } from '@kaimono/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { currencies, fxRates } from './schema.ts'

/** §3/§9: the two currencies; amounts in both are whole numbers (no minor unit). */
export const CURRENCIES: { id: CurrencyId; name: LabelMap; symbol: string }[] = [
  { id: 'JPY', name: { vi: 'Yên Nhật', ja: '日本円', en: 'Japanese yen' }, symbol: '¥' },
  {
    id: 'VND',
    name: { vi: 'Đồng Việt Nam', ja: 'ベトナムドン', en: 'Vietnamese dong' },
    symbol: 'đ',
  },
]

/**
 * §1: a realistic JPY → VND rate in force from the epoch until Vietcombank's feed or a staff
 * member replaces it, so a fresh install does not price goods at the bare default of 1.
 */
export const FX_SEED_RATE = { rate: '172.5' } as const

/** The currencies and the seed rate, seeded again whenever either changes. */
export const fxSeed: SeedPart = {
  key: 'seed.reference.fx',
  version: versionOf([CURRENCIES, FX_SEED_RATE]),
  report: 'reference',
  async load(tx) {
    for (const row of CURRENCIES) {
      await tx
        .insert(currencies)
        .values(row)
        .onConflictDoUpdate({ target: currencies.id, set: { name: row.name, symbol: row.symbol } })
    }
    await seedFxRate(tx)
  },
}

/**
 * One seed row per pair, ever: a changed seed rate updates it in place. A first seed on a
 * database that already has rates ends where the earliest of them begins, so periods never overlap.
 */
async function seedFxRate(tx: Database): Promise<void> {
  const pair = and(eq(fxRates.fromCurrency, 'JPY'), eq(fxRates.toCurrency, 'VND'))
  const [seeded] = await tx
    .select({ id: fxRates.id })
    .from(fxRates)
    .where(and(pair, eq(fxRates.source, 'seed')))
  if (seeded) {
    await tx.update(fxRates).set({ rate: FX_SEED_RATE.rate }).where(eq(fxRates.id, seeded.id))
    return
  }
  const [{ earliest } = { earliest: null }] = await tx
    .select({ earliest: sql<Date | null>`min(${fxRates.validFrom})`.mapWith(fxRates.validFrom) })
    .from(fxRates)
    .where(and(pair, ne(fxRates.source, 'seed')))
  await tx.insert(fxRates).values({
    fromCurrency: 'JPY',
    toCurrency: 'VND',
    rate: FX_SEED_RATE.rate,
    validFrom: new Date(0),
    validTo: earliest,
    source: 'seed',
  })
}
