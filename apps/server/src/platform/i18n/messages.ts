import type { Lang } from '@kaimono/contracts'
import { jpyText, vndText } from './amounts.ts'

/** User-visible messages: each key's text in every language, `{name}` for a variable. */
export type Catalogue = Record<string, Record<Lang, string>>

/**
 * The messages no one module owns: the HTTP layer's, and the field rules the contracts' schemas
 * name (validation.*). Each module keeps its own in its messages.ts (ADR 027).
 */
export const sharedMessages = {
  notFound: { vi: 'Không tìm thấy', ja: '見つかりません', en: 'Not found' },
  internal: {
    vi: 'Đã xảy ra lỗi, vui lòng thử lại sau',
    ja: 'エラーが発生しました。しばらくしてから再度お試しください',
    en: 'Something went wrong, please try again later',
  },
  badRequest: {
    vi: 'Yêu cầu không hợp lệ',
    ja: '不正なリクエストです',
    en: 'Bad request',
  },
  payloadTooLarge: {
    vi: 'Dữ liệu gửi lên quá lớn',
    ja: '送信されたデータが大きすぎます',
    en: 'The request is too large',
  },
  unsupportedMediaType: {
    vi: 'Định dạng dữ liệu gửi lên không được hỗ trợ',
    ja: 'このデータ形式には対応していません',
    en: 'This kind of content is not supported here',
  },
  invalidInput: {
    vi: 'Dữ liệu không hợp lệ',
    ja: '入力内容に誤りがあります',
    en: 'The given data was invalid',
  },
  unknownParameter: {
    vi: 'Tham số không được hỗ trợ: {param}',
    ja: 'サポートされていないパラメータです: {param}',
    en: 'Unsupported parameter: {param}',
  },
  invalidParameter: {
    vi: 'Giá trị không hợp lệ cho tham số {param}',
    ja: 'パラメータ {param} の値が正しくありません',
    en: 'Invalid value for parameter {param}',
  },
  repeatedParameter: {
    vi: 'Tham số {param} chỉ được truyền một lần',
    ja: 'パラメータ {param} は一度だけ指定してください',
    en: 'Parameter {param} may be given only once',
  },
  serviceUnavailable: {
    vi: 'Dịch vụ tạm thời không khả dụng',
    ja: 'サービスは一時的に利用できません',
    en: 'Service temporarily unavailable',
  },
  outsideUnavailable: {
    vi: '{service} hiện không phản hồi, vui lòng thử lại sau ít phút',
    ja: '{service} から応答がありません。しばらくしてから再度お試しください',
    en: '{service} is not answering right now, please try again in a moment',
  },
  tooManyRequests: {
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
    ja: 'リクエストが多すぎます。しばらくしてから再度お試しください',
    en: 'Too many requests, please try again later',
  },
  unauthenticated: {
    vi: 'Vui lòng đăng nhập',
    ja: 'ログインしてください',
    en: 'Please sign in',
  },
  forbidden: {
    vi: 'Bạn không có quyền thực hiện thao tác này',
    ja: 'この操作を行う権限がありません',
    en: 'You are not allowed to do this',
  },
  // Issue 14: a page form sent from another site (or with no sign of where it came from).
  'page.crossSite': {
    vi: 'Biểu mẫu này không được gửi từ một trang của chúng tôi nên chưa được thực hiện. Hãy mở lại trang và gửi lại.',
    ja: 'このフォームは当サイトのページから送信されていないため、処理されませんでした。ページを開き直して、もう一度送信してください。',
    en: 'This form was not sent from one of our pages, so nothing was done. Open the page again and send it from there.',
  },
  'page.backHome': { vi: 'Về trang chủ', ja: 'ホームに戻る', en: 'Back to the home page' },
  'validation.required': {
    vi: 'Vui lòng nhập trường này',
    ja: 'この項目は必須です',
    en: 'This field is required',
  },
  'validation.controlCharacters': {
    vi: 'Nội dung chứa ký tự điều khiển không hợp lệ',
    ja: '使用できない制御文字が含まれています',
    en: 'This contains control characters that are not allowed',
  },
  'validation.id': {
    vi: 'Mã số không hợp lệ',
    ja: 'IDが正しくありません',
    en: 'Not a valid id',
  },
  'validation.tooLong': {
    vi: 'Nội dung quá dài',
    ja: '長すぎます',
    en: 'This is too long',
  },
  'validation.webAddress': {
    vi: 'Phải là một địa chỉ web (https://…)',
    ja: 'Webアドレス（https://…）を入力してください',
    en: 'This must be a web address (https://…)',
  },
  'validation.phone': {
    vi: 'Số điện thoại không hợp lệ (ví dụ 0912345678 hoặc +84912345678)',
    ja: '電話番号が正しくありません（例: 0912345678 または +84912345678）',
    en: 'Not a valid phone number (e.g. 0912345678 or +84912345678)',
  },
  'validation.email': {
    vi: 'Email không hợp lệ',
    ja: 'メールアドレスが正しくありません',
    en: 'Not a valid email address',
  },
  // §8 Support form: the spec's English text, kept as written.
  'validation.description': {
    vi: 'Vui lòng nhập mô tả vấn đề của bạn',
    ja: 'お問い合わせ内容を入力してください',
    en: 'Please enter your description problem',
  },
  'validation.supportType': {
    vi: 'Loại yêu cầu không hợp lệ',
    ja: 'お問い合わせの種類が正しくありません',
    en: 'Unknown kind of request',
  },
  'validation.slug': {
    vi: 'Chỉ dùng chữ thường không dấu, số và dấu gạch ngang (ví dụ mua-hang-nhat)',
    ja: '半角英小文字・数字・ハイフンのみ使用できます（例: how-to-order）',
    en: 'Use lowercase letters, digits and hyphens only (e.g. how-to-order)',
  },
  'validation.slugTaken': {
    vi: 'Đường dẫn này đã được dùng cho bài viết khác',
    ja: 'このスラッグは別の記事で使われています',
    en: 'Another post already has this slug',
  },
  'validation.star': {
    vi: 'Vui lòng chọn từ 1 đến 5 sao',
    ja: '星1〜5で評価してください',
    en: 'Please give 1 to 5 stars',
  },
  'validation.ward': {
    vi: 'Vui lòng chọn phường/xã',
    ja: '区・町村（坊・社）を選択してください',
    en: 'Please choose a ward',
  },
  'validation.quantity': {
    vi: 'Số lượng phải là số nguyên từ 1 trở lên',
    ja: '数量は1以上の整数で入力してください',
    en: 'The quantity must be a whole number of at least 1',
  },
  'validation.quantityMax': {
    vi: 'Mỗi sản phẩm đặt tối đa 99 cái',
    ja: '1商品につき最大99個までです',
    en: 'At most 99 of one item',
  },
  'validation.shop': {
    vi: 'Cửa hàng không hợp lệ',
    ja: 'ショップが正しくありません',
    en: 'Unknown shop',
  },
} satisfies Catalogue

/**
 * The modules' message keys: each module's messages.ts adds its catalogue's type here, so a key
 * is checked when the code is compiled while platform imports no module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the modules' messages.ts fill it in
export interface ModuleMessages {}

export type MessageKey = keyof typeof sharedMessages | keyof ModuleMessages

/**
 * The values of a message's `{name}` variables: text, a number, or an amount of dong or yen,
 * written as the reader's language writes it (so an error carries the amount, not a language's
 * text).
 */
/** A value put in a message: text, a number, an amount, or a name in every language. */
export type MessageVars = Record<
  string,
  string | number | { vnd: number } | { jpy: number } | Record<Lang, string>
>

const known = new Map<string, Record<Lang, string>>(Object.entries(sharedMessages))

/**
 * Adds the modules' catalogues (the app builder passes the list of src/messages.ts). Adding one
 * again changes nothing; a key two catalogues define is a mistake, refused here.
 */
export function registerMessages(catalogues: readonly Catalogue[]): void {
  for (const catalogue of catalogues) {
    for (const [key, texts] of Object.entries(catalogue)) {
      const held = known.get(key)
      if (held && held !== texts) throw new Error(`the message ${key} is defined twice`)
      known.set(key, texts)
    }
  }
}

export function isMessageKey(key: string): key is MessageKey {
  return known.has(key)
}

export function translate(lang: Lang, key: MessageKey, vars: MessageVars = {}): string {
  const texts = known.get(key)
  if (!texts) throw new Error(`no message ${key}: is its module's catalogue in src/messages.ts?`)
  return texts[lang].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name]
    if (value === undefined) return `{${name}}`
    if (typeof value !== 'object') return String(value)
    if ('vnd' in value) return vndText(lang, value.vnd)
    return 'jpy' in value ? jpyText(value.jpy) : value[lang]
  })
}
