import type { Catalogue } from '../../platform/i18n/messages.ts'

/** Incoming bank transfers (issue 22): the webhooks' refusals and staff's review. */
export const bankingMessages = {
  'banking.signature.missing': {
    vi: 'Yêu cầu không có xác thực của nhà cung cấp',
    ja: '提供元の認証情報がありません',
    en: "The request carries no provider's authentication",
  },
  'banking.signature.mismatch': {
    vi: 'Chữ ký hoặc khóa API không đúng',
    ja: '署名またはAPIキーが一致しません',
    en: 'The signature or API key does not match',
  },
  'banking.signature.stale': {
    vi: 'Chữ ký đã quá 5 phút: yêu cầu bị từ chối để tránh gửi lại',
    ja: '署名から5分以上経過しているため、再送防止のため拒否しました',
    en: 'The signature is more than 5 minutes old: refused as a possible replay',
  },
  'banking.payload': {
    vi: 'Nội dung gửi từ {provider} không đúng định dạng',
    ja: '{provider}から送られた内容の形式が正しくありません',
    en: 'The body is not in the format {provider} sends',
  },
  'banking.notFound': {
    vi: 'Không tìm thấy giao dịch chuyển khoản',
    ja: '振込が見つかりません',
    en: 'Bank transfer not found',
  },
  'banking.notUnmatched': {
    vi: 'Giao dịch #{id} đã được ghi nhận ({status}); chỉ giao dịch chưa khớp mới gán được',
    ja: '振込 #{id} は処理済みです（{status}）。割り当てられるのは未照合の振込だけです',
    en: 'Transfer #{id} was already posted ({status}); only an unmatched transfer can be assigned',
  },
  'banking.nothingToReview': {
    vi: 'Giao dịch #{id} ({status}) không cần xử lý thêm',
    ja: '振込 #{id}（{status}）に確認待ちの事項はありません',
    en: 'Transfer #{id} ({status}) has nothing waiting for review',
  },
  'banking.unknownCustomer': {
    vi: 'Không có khách hàng mã {id}',
    ja: '顧客番号 {id} の顧客はいません',
    en: 'There is no customer number {id}',
  },
  'banking.customer': {
    vi: 'Mã khách hàng là một số nguyên dương',
    ja: '顧客番号は正の整数です',
    en: 'The customer number is a positive whole number',
  },
  'banking.note': {
    vi: 'Ghi chú dài từ 1 đến 500 ký tự',
    ja: 'メモは1〜500文字です',
    en: 'The note is 1 to 500 characters',
  },
  'banking.amount': {
    vi: 'Số tiền là số nguyên dương, tối đa 100.000.000.000',
    ja: '金額は100,000,000,000以下の正の整数です',
    en: 'The amount is a positive whole number up to 100,000,000,000',
  },
  'banking.content': {
    vi: 'Nội dung chuyển khoản dài từ 1 đến 250 ký tự',
    ja: '振込内容は1〜250文字です',
    en: 'The transfer content is 1 to 250 characters',
  },
  'banking.reference': {
    vi: 'Mã giao dịch ngân hàng dài từ 1 đến 64 ký tự',
    ja: '銀行の取引番号は1〜64文字です',
    en: "The bank's reference is 1 to 64 characters",
  },
  'banking.provider': {
    vi: 'Nhà cung cấp là sepay hoặc casso',
    ja: '提供元は sepay か casso です',
    en: 'The provider is sepay or casso',
  },
} satisfies Catalogue

type BankingMessages = typeof bankingMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends BankingMessages {}
}
