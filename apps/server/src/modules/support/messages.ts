import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The support desk's own messages and mails (the shared ones are in platform/i18n/messages.ts). */
export const supportMessages = {
  'support.notFound': {
    vi: 'Không tìm thấy yêu cầu hỗ trợ',
    ja: 'お問い合わせが見つかりません',
    en: 'Support request not found',
  },
  'support.tooManyAttachments': {
    vi: 'Mỗi yêu cầu hỗ trợ đính kèm tối đa {max} ảnh',
    ja: '1件のお問い合わせに添付できる画像は{max}枚までです',
    en: 'A support request holds at most {max} pictures',
  },
  'support.fileMissing': {
    vi: 'Vui lòng chọn một ảnh',
    ja: '画像を選択してください',
    en: 'Please choose a picture',
  },
  'support.mail.replySubject': {
    vi: 'Kaimono đã trả lời yêu cầu #{id}: {title}',
    ja: 'お問い合わせ #{id}（{title}）に回答しました',
    en: 'Kaimono answered your request #{id}: {title}',
  },
  'support.mail.replyIntro': {
    vi: 'Chào {name}, bộ phận chăm sóc khách hàng của Kaimono đã trả lời yêu cầu của bạn:',
    ja: '{name} 様、Kaimono カスタマーサポートよりお問い合わせへの回答です。',
    en: 'Hello {name}, Kaimono customer support has answered your request:',
  },
  'support.mail.replyLink': {
    vi: 'Xem và trả lời tại: {url}',
    ja: '確認・返信はこちら: {url}',
    en: 'Read it and answer at: {url}',
  },
  'support.mail.replyByMail': {
    vi: 'Bạn có thể trả lời email này hoặc gọi hotline 1900 6368.',
    ja: 'このメールに返信いただくか、ホットライン 1900 6368 までお電話ください。',
    en: 'You can answer this email or call our hotline 1900 6368.',
  },
} satisfies Catalogue

type SupportMessages = typeof supportMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends SupportMessages {}
}
