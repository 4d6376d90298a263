import type { Catalogue } from '../../platform/i18n/messages.ts'
import { withdrawalMessages } from './withdrawal-messages.ts'

/** The wallet's own messages (the shared ones are in platform/i18n/messages.ts). */
export const walletMessages = {
  ...withdrawalMessages,
  'wallet.amount': {
    vi: 'Số tiền phải là số nguyên từ 1 đến 100.000.000.000',
    ja: '金額は1〜100,000,000,000の整数で入力してください',
    en: 'The amount must be a whole number from 1 to 100,000,000,000',
  },
  'wallet.customer': {
    vi: 'Mã khách hàng phải là một số nguyên dương (ví dụ 100001)',
    ja: '顧客番号は正の整数で入力してください（例: 100001）',
    en: 'The customer number must be a positive whole number (e.g. 100001)',
  },
  'wallet.unknownCustomer': {
    vi: 'Không có khách hàng số {id}',
    ja: '顧客番号 {id} の顧客はいません',
    en: 'There is no customer number {id}',
  },
  'wallet.currency': {
    vi: 'Loại tiền phải là VND hoặc JPY',
    ja: '通貨は VND または JPY を指定してください',
    en: 'The currency must be VND or JPY',
  },
  'wallet.voucherDate': {
    vi: 'Ngày chứng từ phải là thời điểm Unix tính bằng giây, từ năm 2000',
    ja: '伝票日付は2000年以降の Unix 時刻（秒）で指定してください',
    en: 'The voucher date must be a unix time in seconds, from the year 2000',
  },
  'wallet.voucherDateFuture': {
    vi: 'Ngày chứng từ không được ở tương lai',
    ja: '伝票日付に未来の日時は指定できません',
    en: 'The voucher date cannot be in the future',
  },
  'wallet.reference': {
    vi: 'Vui lòng nhập mã giao dịch chuyển khoản (tối đa 64 ký tự)',
    ja: '振込の取引番号を入力してください（64文字以内）',
    en: "Please give the bank transfer's reference (at most 64 characters)",
  },
  'wallet.allowCredit': {
    vi: 'allow_credit phải là true hoặc false',
    ja: 'allow_credit には true または false を指定してください',
    en: 'allow_credit must be true or false',
  },
  'wallet.idempotencyKey': {
    vi: 'Thiếu tiêu đề Idempotency-Key (một chuỗi từ 8 đến 200 ký tự cho mỗi bút toán)',
    ja: 'Idempotency-Key ヘッダーが必要です（記帳ごとに8〜200文字の文字列）',
    en: 'An Idempotency-Key header is required (8 to 200 characters, one per posting)',
  },
  'wallet.keyReused': {
    vi: 'Idempotency-Key này đã được dùng cho một bút toán khác',
    ja: 'この Idempotency-Key は別の記帳に使われています',
    en: 'This Idempotency-Key was used for a different posting',
  },
  'wallet.insufficient': {
    vi: 'Số tiền khả dụng {available} không đủ để thanh toán {amount} cho đơn hàng {code}; gửi allow_credit=true để cho phép ví bị âm',
    ja: '利用可能額 {available} では注文 {code} の {amount} を支払えません。残高不足を許可する場合は allow_credit=true を指定してください',
    en: 'The available amount {available} does not cover {amount} for order {code}; send allow_credit=true to let the wallet go below zero',
  },
  'wallet.alreadyCharged': {
    vi: 'Đơn hàng {code} đã được thanh toán từ ví',
    ja: '注文 {code} はウォレットから支払い済みです',
    en: 'Order {code} has already been paid from the wallet',
  },
  'wallet.chargeStatus': {
    vi: 'Đơn hàng {code} đang ở trạng thái {status} nên không thể thanh toán (chỉ đơn ở trạng thái {allowed})',
    ja: '注文 {code} はステータスが {status} のため支払えません（支払えるのは {allowed} の注文のみ）',
    en: 'Order {code} is {status} and cannot be paid (only {allowed} orders can)',
  },
  'wallet.customerOrContent': {
    vi: 'Cần mã khách hàng hoặc nội dung chuyển khoản có mã đơn hàng',
    ja: '顧客番号、または注文コードを含む振込内容が必要です',
    en: 'Give the customer number, or a transfer content that names an order',
  },
  'wallet.transferContent': {
    vi: 'Nội dung chuyển khoản tối đa 210 ký tự',
    ja: '振込内容は210文字以内で入力してください',
    en: 'The transfer content is at most 210 characters',
  },
  'wallet.contentNoOrder': {
    vi: 'Nội dung chuyển khoản không nêu đơn hàng, mã thanh toán hay mã nạp tiền nào của một khách hàng; hãy ghi mã khách hàng',
    ja: '振込内容から顧客の注文・支払いコード・チャージコードが見つかりません。顧客番号を指定してください',
    en: "The transfer content names no customer's order, payment or top-up code; give the customer number",
  },
  'wallet.contentManyCustomers': {
    vi: 'Nội dung chuyển khoản nêu đơn hàng của nhiều khách hàng; hãy ghi mã khách hàng',
    ja: '振込内容に複数の顧客の注文が含まれています。顧客番号を指定してください',
    en: "The transfer content names several customers' orders; give the customer number",
  },
} satisfies Catalogue

type WalletMessages = typeof walletMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends WalletMessages {}
}
