import type { Lang } from '@kaimono/contracts'

// Made once: a number format costs far more to make than to use.
const wholeNumbers = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  ja: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
} satisfies Record<Lang, Intl.NumberFormat>

/** An amount of dong inside a message, as the web shows it: '1.500.000 đ' (vi), '1,500,000 đ'. */
export function vndText(lang: Lang, amount: number): string {
  return `${wholeNumbers[lang].format(amount)} đ`
}

/** An amount of yen inside a message, as the web shows it in every language: '¥21,800'. */
export function jpyText(amount: number): string {
  return `¥${wholeNumbers.en.format(amount)}`
}
