import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'

/** A wallet whose figures are not what its ledger rows add up to. */
export type WalletDisagreement = {
  wallet_id: number
  user_id: string
  currency_id: string
  balance: number
  amount_sum: number
  amount_available_for_payment: number
  available_sum: number
  /** Ledger rows (ids, in order) whose balance_after or available_after is not the running sum. */
  rows_off: number[]
}

export type LedgerReport = {
  wallets: number
  transactions: number
  disagreements: WalletDisagreement[]
}

/** At most this many rows are named per wallet: one is enough to start looking. */
const ROWS_NAMED = 10

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

/**
 * `npm run ledger:check` (docs/wallet.md): for every wallet, balance = Σ amount and
 * amount_available_for_payment = Σ available_amount over its ledger rows, and each row's
 * balance_after and available_after equal the running sums in id order.
 */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  // Sums of bigint are numeric: compared in SQL, carried out as text.
  const totals = rowsOf(
    await db.execute(sql`
      select w.id as wallet_id, w.user_id, w.currency_id,
        w.balance::text as balance,
        coalesce(sum(t.amount), 0)::text as amount_sum,
        w.amount_available_for_payment::text as available,
        coalesce(sum(t.available_amount), 0)::text as available_sum,
        count(t.id)::int as row_count
      from wallets w left join transactions t on t.wallet_id = w.id
      group by w.id
      order by w.id`),
  )
  const runningOff = rowsOf(
    await db.execute(sql`
      select wallet_id, id from (
        select id, wallet_id, balance_after, available_after,
          sum(amount) over (partition by wallet_id order by id) as running_balance,
          sum(available_amount) over (partition by wallet_id order by id) as running_available
        from transactions
      ) ledger
      where balance_after <> running_balance or available_after <> running_available
      order by wallet_id, id`),
  )
  const offByWallet = new Map<number, number[]>()
  for (const row of runningOff) {
    const list = offByWallet.get(Number(row.wallet_id)) ?? []
    if (list.length < ROWS_NAMED) list.push(Number(row.id))
    offByWallet.set(Number(row.wallet_id), list)
  }
  const disagreements: WalletDisagreement[] = []
  let transactionCount = 0
  for (const row of totals) {
    transactionCount += Number(row.row_count)
    const walletId = Number(row.wallet_id)
    const rowsOff = offByWallet.get(walletId) ?? []
    if (row.balance === row.amount_sum && row.available === row.available_sum && !rowsOff.length) {
      continue
    }
    disagreements.push({
      wallet_id: walletId,
      user_id: String(row.user_id),
      currency_id: String(row.currency_id),
      balance: Number(row.balance),
      amount_sum: Number(row.amount_sum),
      amount_available_for_payment: Number(row.available),
      available_sum: Number(row.available_sum),
      rows_off: rowsOff,
    })
  }
  return { wallets: totals.length, transactions: transactionCount, disagreements }
}

/** The report as the command prints it: a summary line, then one line per disagreeing wallet. */
export function describeReport(report: LedgerReport): string {
  const summary = `ledger: ${report.wallets} wallets, ${report.transactions} transactions`
  if (report.disagreements.length === 0) return `${summary}; every wallet agrees with its ledger`
  return [
    `${summary}; ${report.disagreements.length} wallets disagree with their ledger:`,
    ...report.disagreements.map(
      (wallet) =>
        `  wallet ${wallet.wallet_id} (${wallet.currency_id}, user ${wallet.user_id}): ` +
        `balance ${wallet.balance} vs Σ amount ${wallet.amount_sum}, ` +
        `available ${wallet.amount_available_for_payment} vs Σ available_amount ${wallet.available_sum}` +
        (wallet.rows_off.length ? `; running sums off at rows ${wallet.rows_off.join(', ')}` : ''),
    ),
  ].join('\n')
}
