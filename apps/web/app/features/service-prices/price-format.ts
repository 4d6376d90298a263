import type { Lang } from '@kaimono/contracts'

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : lang === 'ja' ? 'ja-JP' : 'en-US')

/** "7" → "7%", "4.5" → "4,5%" in Vietnamese: a rate for reading, not for computing. */
export function formatPercent(percent: string, lang: Lang): string {
  return `${new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 2 }).format(Number(percent))}%`
}

/** 1000 g → "1 kg", 100 g → "0,1 kg". */
export function formatKg(grams: number, lang: Lang): string {
  const kg = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 3 }).format(grams / 1000)
  return `${kg}\u00a0kg`
}

/** 5000 → "5.000" in Vietnamese: a divisor, a plain number. */
export const formatNumber = (value: number, lang: Lang) =>
  new Intl.NumberFormat(locale(lang)).format(value)
