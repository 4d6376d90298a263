import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The payments' own messages (the shared ones are in platform/i18n/messages.ts). */
export const paymentsMessages = {
  'payment.topUpAmount': {
    vi: 'Số tiền nạp phải là số nguyên từ 10.000 đ đến 500.000.000 đ',
    ja: 'チャージ金額は10,000〜500,000,000ドンの整数で指定してください',
    en: 'The top-up must be a whole number of dong from 10,000 to 500,000,000',
  },
  'payment.price': {
    vi: 'Số tiền phải là số nguyên từ 1 đến 10.000.000.000 đ',
    ja: '金額は1〜10,000,000,000ドンの整数で指定してください',
    en: 'The amount must be a whole number of dong from 1 to 10,000,000,000',
  },
  'payment.orderId': {
    vi: 'Mã đơn hàng phải là số nguyên dương',
    ja: '注文番号は1以上の整数で指定してください',
    en: 'The order number must be a whole number of at least 1',
  },
  'payment.qrLabel': {
    vi: 'Mã VietQR: chuyển {amount} vào tài khoản {account}, nội dung {code}',
    ja: 'VietQRコード：口座{account}へ{amount}を振込、振込内容{code}',
    en: 'VietQR code: transfer {amount} to account {account}, content {code}',
  },
  'payment.cancelled': {
    vi: 'Đơn hàng {code} đã bị hủy, không cần thanh toán',
    ja: '注文 {code} はキャンセルされたため、お支払いは不要です',
    en: 'Order {code} was cancelled; there is nothing to pay',
  },
  'payment.groupOrders': {
    vi: 'Chọn từ 1 đến 20 đơn hàng khác nhau để thanh toán',
    ja: '支払う注文を1〜20件（重複なし）選んでください',
    en: 'Choose 1 to 20 different orders to pay',
  },
  'payment.notPayable': {
    vi: 'Đơn hàng {code} đang ở trạng thái {status}, không còn chờ thanh toán',
    ja: '注文 {code} のステータスは {status} のため、お支払いを受け付けていません',
    en: 'Order {code} is {status} and is no longer waiting for payment',
  },
} satisfies Catalogue

type PaymentsMessages = typeof paymentsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends PaymentsMessages {}
}
