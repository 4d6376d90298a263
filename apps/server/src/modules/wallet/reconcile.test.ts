import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { chargeAs, createStaff, depositAs, insertOrder } from '../../../test/wallet.ts'
import { walletIdOf } from './ledger.ts'
import { checkLedger, describeReport } from './reconcile.ts'
import { transactions, wallets } from './schema.ts'

const t = useTestApp()
let staff: Customer
let alice: Customer
let bob: Customer

beforeAll(async () => {
  staff = await createStaff(t)
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
  for (const [who, amount] of [
    [alice, 900_000],
    [alice, 100_000],
    [bob, 50_000],
  ] as const) {
    const res = await depositAs(staff, {
      customer_id: who.id,
      currency_id: 'VND',
      amount,
      reference: `FT${amount}`,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  const order = await insertOrder(t, alice, 300_000)
  expect((await chargeAs(staff, order.id)).statusCode).toBe(201)
})

test('a ledger made by postings agrees with every wallet', async () => {
  const report = await checkLedger(t.database.db)
  expect(report.disagreements).toEqual([])
  // The staff member's own wallets exist too: every customer account gets two on first need.
  expect(report.wallets).toBeGreaterThanOrEqual(4)
  expect(report.transactions).toBe(4)
  expect(describeReport(report)).toBe(
    `ledger: ${report.wallets} wallets, 4 transactions; every wallet agrees with its ledger`,
  )
})

test('the ledger refuses updates and deletes: it is append-only', async () => {
  const refused = (operation: string) => ({
    cause: expect.objectContaining({
      message: `the ledger is append-only: ${operation} on transactions is refused`,
    }),
  })
  await expect(
    t.database.db.update(transactions).set({ amount: 1 }).where(sql`true`),
  ).rejects.toMatchObject(refused('UPDATE'))
  await expect(t.database.db.delete(transactions).where(sql`true`)).rejects.toMatchObject(
    refused('DELETE'),
  )
})

test('a wallet changed without a posting is reported, with both figures', async () => {
  const walletId = await walletIdOf(t.database.db, alice.uid, 'VND')
  await t.database.db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + 1` })
    .where(eq(wallets.id, walletId))
  const report = await checkLedger(t.database.db)
  expect(report.disagreements).toEqual([
    {
      wallet_id: walletId,
      user_id: alice.uid,
      currency_id: 'VND',
      balance: 700_001,
      amount_sum: 700_000,
      amount_available_for_payment: 700_000,
      available_sum: 700_000,
      rows_off: [],
    },
  ])
  expect(describeReport(report)).toContain(
    `1 wallets disagree with their ledger:\n  wallet ${walletId} (VND, user ${alice.uid}): balance 700001 vs Σ amount 700000, available 700000 vs Σ available_amount 700000`,
  )

  const bobs = await walletIdOf(t.database.db, bob.uid, 'VND')
  await t.database.db
    .update(wallets)
    .set({ amountAvailableForPayment: 0 })
    .where(eq(wallets.id, bobs))
  const both = await checkLedger(t.database.db)
  expect(both.disagreements.map((wallet) => wallet.wallet_id)).toEqual(
    [walletId, bobs].sort((a, b) => a - b),
  )
  expect(both.disagreements.find((wallet) => wallet.wallet_id === bobs)).toMatchObject({
    amount_available_for_payment: 0,
    available_sum: 50_000,
  })
})

test("a row whose running figures are off is named, even when the wallet's totals agree", async () => {
  // A posting written around post(): the ledger accepts inserts, so only the check can see it.
  const carol = await createCustomer(t)
  const walletId = await walletIdOf(t.database.db, carol.uid, 'JPY')
  const [row] = await t.database.db
    .insert(transactions)
    .values({
      walletId,
      transactionTypeId: 'adjustment',
      amount: 500,
      availableAmount: 500,
      balanceAfter: 400,
      availableAfter: 500,
      voucherDate: new Date(),
    })
    .returning()
  await t.database.db
    .update(wallets)
    .set({ balance: 500, amountAvailableForPayment: 500 })
    .where(eq(wallets.id, walletId))
  const report = await checkLedger(t.database.db)
  expect(report.disagreements.find((wallet) => wallet.wallet_id === walletId)).toMatchObject({
    balance: 500,
    amount_sum: 500,
    rows_off: [row?.id],
  })
  expect(describeReport(report)).toContain(`running sums off at rows ${row?.id}`)
})
