import type { LabelMap, OrderStatusId } from '@kaimono/contracts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { areas, orderStatuses } from './schema.ts'

/** §4: every order status, in the order an order usually moves through them. */
export const ORDER_STATUSES: { id: OrderStatusId; name: LabelMap }[] = [
  { id: 'Newish', name: { vi: 'Mới tạo', ja: '新規', en: 'New' } },
  { id: 'Pending', name: { vi: 'Chờ xử lý', ja: '処理待ち', en: 'Pending' } },
  { id: 'Paid', name: { vi: 'Đã thanh toán', ja: '支払い済み', en: 'Paid' } },
  {
    id: 'PaidToSupplier',
    name: { vi: 'Đã thanh toán cho người bán', ja: '仕入先へ支払い済み', en: 'Paid to supplier' },
  },
  {
    id: 'WaitingToReceive',
    name: { vi: 'Chờ nhận hàng', ja: '入荷待ち', en: 'Waiting to receive' },
  },
  {
    id: 'ReceivedAtWarehouse',
    name: { vi: 'Đã về kho', ja: '倉庫に入荷済み', en: 'Received at warehouse' },
  },
  { id: 'Debited', name: { vi: 'Đã trừ tiền', ja: '引き落とし済み', en: 'Debited' } },
  { id: 'Finish', name: { vi: 'Hoàn thành', ja: '完了', en: 'Finished' } },
  { id: 'OutOfStock', name: { vi: 'Hết hàng', ja: '在庫切れ', en: 'Out of stock' } },
  { id: 'Cancelled', name: { vi: 'Đã hủy', ja: 'キャンセル済み', en: 'Cancelled' } },
]

/** The warehouse areas a box moves through (`/api/areas`): Japan's warehouse, then Vietnam's. */
export const AREAS: { id: string; countryId: 'jp' | 'vn'; name: LabelMap }[] = [
  {
    id: 'JP-OSA-A',
    countryId: 'jp',
    name: { vi: 'Kho Osaka – khu A', ja: '大阪倉庫 Aエリア', en: 'Osaka warehouse, area A' },
  },
  {
    id: 'JP-OSA-B',
    countryId: 'jp',
    name: { vi: 'Kho Osaka – khu B', ja: '大阪倉庫 Bエリア', en: 'Osaka warehouse, area B' },
  },
  {
    id: 'JP-TYO-A',
    countryId: 'jp',
    name: { vi: 'Kho Tokyo – khu A', ja: '東京倉庫 Aエリア', en: 'Tokyo warehouse, area A' },
  },
  {
    id: 'VN-HAN-A',
    countryId: 'vn',
    name: { vi: 'Kho Hà Nội – khu A', ja: 'ハノイ倉庫 Aエリア', en: 'Hanoi warehouse, area A' },
  },
  {
    id: 'VN-SGN-A',
    countryId: 'vn',
    name: {
      vi: 'Kho TP. Hồ Chí Minh – khu A',
      ja: 'ホーチミン倉庫 Aエリア',
      en: 'Ho Chi Minh City warehouse, area A',
    },
  },
]

/** The order statuses and the warehouse areas, in their order, seeded again when they change. */
export const ordersSeed: SeedPart = {
  key: 'seed.reference.orders',
  version: versionOf([ORDER_STATUSES, AREAS]),
  report: 'reference',
  async load(tx) {
    for (const [position, row] of ORDER_STATUSES.entries()) {
      await tx
        .insert(orderStatuses)
        .values({ ...row, position })
        .onConflictDoUpdate({ target: orderStatuses.id, set: { name: row.name, position } })
    }
    for (const [position, row] of AREAS.entries()) {
      await tx
        .insert(areas)
        .values({ ...row, position })
        .onConflictDoUpdate({
          target: areas.id,
          set: { name: row.name, countryId: row.countryId, position },
        })
    }
  },
}
