import type { Catalogue } from '../../platform/i18n/messages.ts'

/** Withdrawals' messages (issue 22), part of the wallet's catalogue (messages.ts). */
export const withdrawalMessages = {
  'wallet.withdrawAmount': {
    vi: 'Số tiền rút phải là số nguyên, ít nhất 10.000 đ',
    ja: '出金額は10,000ドン以上の整数で入力してください',
    en: 'The amount to withdraw must be a whole number of at least 10,000 đ',
  },
  'wallet.withdrawOverAvailable': {
    vi: 'Bạn chỉ có thể rút tối đa {available} (số tiền khả dụng), không thể rút {amount}',
    ja: '出金できるのは利用可能額の {available} までです（{amount} は出金できません）',
    en: 'You can withdraw at most {available} (your available amount), not {amount}',
  },
  'wallet.withdrawBank': {
    vi: 'Vui lòng chọn ngân hàng trong danh sách',
    ja: '一覧から銀行を選んでください',
    en: 'Please choose a bank from the list',
  },
  'wallet.withdrawAccountNumber': {
    vi: 'Số tài khoản gồm 6 đến 19 chữ số',
    ja: '口座番号は6〜19桁の数字で入力してください',
    en: 'The account number is 6 to 19 digits',
  },
  'wallet.withdrawAccountName': {
    vi: 'Nhập tên chủ tài khoản như ngân hàng hiển thị, chỉ gồm chữ cái (ví dụ NGUYEN VAN AN)',
    ja: '口座名義は銀行の表示どおりに、アルファベットのみで入力してください（例: NGUYEN VAN AN）',
    en: 'Give the account holder’s name as the bank shows it, letters only (e.g. NGUYEN VAN AN)',
  },
  'wallet.withdrawNote': {
    vi: 'Ghi chú gồm 1 đến 500 ký tự',
    ja: 'メモは1〜500文字で入力してください',
    en: 'The note is 1 to 500 characters',
  },
  'wallet.withdrawalNotFound': {
    vi: 'Không tìm thấy yêu cầu rút tiền',
    ja: '出金申請が見つかりません',
    en: 'Withdrawal request not found',
  },
  'wallet.withdrawalDecided': {
    vi: 'Yêu cầu rút tiền {code} đã ở trạng thái {status}, không thể thay đổi nữa',
    ja: '出金申請 {code} はすでに {status} のため、変更できません',
    en: 'Withdrawal {code} is already {status} and can no longer change',
  },
  'wallet.withdrawKeyReused': {
    vi: 'Idempotency-Key này đã được dùng cho một yêu cầu rút tiền khác',
    ja: 'この Idempotency-Key は別の出金申請に使われています',
    en: 'This Idempotency-Key was used for a different withdrawal request',
  },
} satisfies Catalogue
