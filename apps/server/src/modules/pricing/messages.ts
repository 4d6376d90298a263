import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The pricing's own messages (the shared ones are in platform/i18n/messages.ts). */
export const pricingMessages = {
  'pricing.percent': {
    vi: 'Tỷ lệ phần trăm từ 0 đến 100, tối đa hai chữ số thập phân (ví dụ 7 hoặc 4.5)',
    ja: '0〜100のパーセントを小数点以下2桁までで入力してください（例: 7、4.5）',
    en: 'A percentage from 0 to 100 with at most two decimals (e.g. 7 or 4.5)',
  },
  'pricing.firstTier': {
    vi: 'Bậc phí đầu tiên phải bắt đầu từ 0 đ',
    ja: '最初の区分は0ドンから始めてください',
    en: 'The first bracket must start at 0 đ',
  },
  'pricing.tierOrder': {
    vi: 'Mỗi bậc phí phải bắt đầu cao hơn bậc trước',
    ja: '各区分の開始額は前の区分より大きくしてください',
    en: 'Each bracket must start above the one before it',
  },
} satisfies Catalogue

type PricingMessages = typeof pricingMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends PricingMessages {}
}
