import type { CurrencyId, LabelMap, OrderStatusId, ShipmentMethodId } from '@kaimono/contracts'

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

/** §9: air is the default shipment method. */
export const SHIPMENT_METHODS: { id: ShipmentMethodId; name: LabelMap; isDefault: boolean }[] = [
  { id: 'air', name: { vi: 'Đường hàng không', ja: '航空便', en: 'Air' }, isDefault: true },
  { id: 'sea', name: { vi: 'Đường biển', ja: '船便', en: 'Sea' }, isDefault: false },
]

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

/** §3 Transaction types of the wallet ledger. */
export const TRANSACTION_TYPES: { id: string; name: LabelMap }[] = [
  { id: 'deposit', name: { vi: 'Nạp tiền', ja: '入金', en: 'Deposit' } },
  {
    id: 'order_payment',
    name: { vi: 'Thanh toán đơn hàng', ja: '注文の支払い', en: 'Order payment' },
  },
  { id: 'refund', name: { vi: 'Hoàn tiền', ja: '返金', en: 'Refund' } },
  { id: 'adjustment', name: { vi: 'Điều chỉnh', ja: '調整', en: 'Adjustment' } },
]
