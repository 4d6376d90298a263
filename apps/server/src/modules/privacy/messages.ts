import type { Catalogue } from '../../platform/i18n/messages.ts'

/** Why an account cannot be deleted yet (issue 22, docs/security.md "Deleting an account"). */
export const privacyMessages = {
  'privacy.walletNotEmpty': {
    vi: 'Chưa thể xoá tài khoản: ví của bạn vẫn còn tiền, khoản đang giữ hoặc khoản nợ. Hãy dùng hết, rút tiền về tài khoản ngân hàng hoặc thanh toán khoản nợ (liên hệ Hỗ trợ) rồi thử lại.',
    ja: 'アカウントをまだ削除できません。ウォレットに残高、保留中の金額、または未払い金があります。使い切るか、銀行口座への出金または未払い金の精算（サポートにご連絡ください）を済ませてから、もう一度お試しください。',
    en: 'Your account cannot be deleted yet: your wallet still holds money, a hold or a debt. Spend it, withdraw it to your bank account or settle the debt (ask Support), then try again.',
  },
  'privacy.orderInProgress': {
    vi: 'Chưa thể xoá tài khoản: đơn hàng {code} vẫn đang được xử lý. Hãy chờ đơn hoàn tất hoặc huỷ đơn rồi thử lại.',
    ja: 'アカウントをまだ削除できません。注文 {code} が処理中です。注文の完了またはキャンセルを待ってから、もう一度お試しください。',
    en: 'Your account cannot be deleted yet: order {code} is still in progress. Wait until it is finished or cancelled, then try again.',
  },
} satisfies Catalogue

type PrivacyMessages = typeof privacyMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends PrivacyMessages {}
}
