import type { LabelMap } from '@kaimono/contracts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { transactionTypes } from './schema.ts'

/** §3 Transaction types of the wallet ledger. */
export const TRANSACTION_TYPES: { id: string; name: LabelMap }[] = [
  { id: 'deposit', name: { vi: 'Nạp tiền', ja: '入金', en: 'Deposit' } },
  {
    id: 'order_payment',
    name: { vi: 'Thanh toán đơn hàng', ja: '注文の支払い', en: 'Order payment' },
  },
  { id: 'refund', name: { vi: 'Hoàn tiền', ja: '返金', en: 'Refund' } },
  { id: 'adjustment', name: { vi: 'Điều chỉnh', ja: '調整', en: 'Adjustment' } },
  // A bid's deposit held while it may win (amount 0, available −X), and given back.
  {
    id: 'bid_hold',
    name: { vi: 'Giữ tiền đặt cọc đấu giá', ja: '入札保証金の保留', en: 'Bid deposit held' },
  },
  {
    id: 'bid_release',
    name: {
      vi: 'Trả lại tiền đặt cọc đấu giá',
      ja: '入札保証金の解除',
      en: 'Bid deposit released',
    },
  },
  // Issue 22: a withdrawal's amount held on request (0, −X), paid out (−X, 0), or given back.
  {
    id: 'withdrawal_hold',
    name: { vi: 'Giữ tiền chờ rút', ja: '出金申請の保留', en: 'Withdrawal held' },
  },
  {
    id: 'withdrawal',
    name: { vi: 'Rút tiền về tài khoản ngân hàng', ja: '銀行口座への出金', en: 'Withdrawal' },
  },
  {
    id: 'withdrawal_release',
    name: { vi: 'Hủy giữ tiền rút', ja: '出金保留の解除', en: 'Withdrawal hold released' },
  },
]

/** The ledger's transaction types, in their order, seeded again when they change. */
export const walletSeed: SeedPart = {
  key: 'seed.reference.wallet',
  version: versionOf(TRANSACTION_TYPES),
  report: 'reference',
  async load(tx) {
    for (const [position, row] of TRANSACTION_TYPES.entries()) {
      await tx
        .insert(transactionTypes)
        .values({ ...row, position })
        .onConflictDoUpdate({ target: transactionTypes.id, set: { name: row.name, position } })
    }
  },
}
