import type { Lang } from '@kaimono/contracts'

/**
 * Formats are made once, and only when first used: making one costs far more than using it (a
 * page formats dozens of prices), and making all seven as the module loaded (time zone and
 * locale data included) was about 19 ms of a phone's page start that most pages never need.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : 'en-US')
/** The marks vi-VN and en-US write (what Intl.NumberFormat gives; tests compare the two). */
const MARKS = { 'vi-VN': { group: '.', decimal: ',' }, 'en-US': { group: ',', decimal: '.' } }

/**
 * Digits grouped by thousands, written by hand: the header shows the rate on every page, and
 * the first Intl.NumberFormat of a locale costs about 16 ms of a page's start (its data is
 * loaded then) for what is a few lines here.
 */
function grouped(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group)
}

/** A whole number in a locale's digits groups, sign first. */
function wholeNumber(amount: number, numberLocale: 'vi-VN' | 'en-US'): string {
  const rounded = Math.round(amount)
  // A rounded -0.4 is -0: written 0 (Intl would write -0).
  const sign = rounded < 0 ? '-' : ''
  return sign + grouped(String(Math.abs(rounded)), MARKS[numberLocale].group)
}

const rateNumbers = {
  'vi-VN': once(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 4 })),
  'en-US': once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })),
}

/** §1/§9: VND is a whole number followed by a no-break space and đ; vi groups with dots. */
export function formatVnd(amount: number, lang: Lang): string {
  return `${wholeNumber(amount, locale(lang))}\u00a0đ`
}

/** How many a list holds, grouped as the language groups digits: '34.336' in Vietnamese. */
export function formatCount(total: number, lang: Lang): string {
  return wholeNumber(total, locale(lang))
}

/** JPY as ¥1,234 in every language (the sign goes before the symbol). */
export function formatJpy(amount: number): string {
  const rounded = Math.round(amount)
  return `${rounded < 0 ? '-' : ''}¥${grouped(String(Math.abs(rounded)), MARKS['en-US'].group)}`
}

/** An amount in the currency the API names (JPY or VND). */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  return currency === 'JPY' ? formatJpy(amount) : formatVnd(amount, lang)
}

// §9: dates are en-GB; shown in Vietnam's time zone so server and browser render the same day.
const TIME_ZONE = 'Asia/Ho_Chi_Minh'
/** A day-and-month date format in Vietnam's time, made on first use. */
const vietnamDates = (options: Intl.DateTimeFormatOptions) =>
  once(
    () =>
      new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        timeZone: TIME_ZONE,
        ...options,
      }),
  )
const fullDate = vietnamDates({ year: 'numeric' })
const compactDate = vietnamDates({ year: '2-digit' })
const dateTime = vietnamDates({
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Accepts a Date or unix seconds (the API's unit, §3). */
function toDate(value: Date | number): Date {
  return typeof value === 'number' ? new Date(value * 1000) : value
}

/** 22/11/2026 */
export function formatDate(value: Date | number): string {
  return fullDate().format(toDate(value))
}

/** 22/11/2026, 14:05 */
export function formatDateTime(value: Date | number): string {
  return dateTime().format(toDate(value))
}

/** 22/11/26 */
export function formatDateCompact(value: Date | number): string {
  return compactDate().format(toDate(value))
}

/**
 * §1 header: what one yen is worth, as '1 ¥ = 172,5 đ' (vi) or '1 ¥ = 172.5 đ'. The rate is the
 * API's exact decimal text; no-break spaces keep it on one line.
 */
export function formatRate(rate: string, lang: Lang): string {
  return `1\u00a0¥ = ${rateNumber(rate, locale(lang))}\u00a0đ`
}

/** A decimal text with at most 4 decimals, trailing zeros dropped; longer ones go to Intl. */
function rateNumber(rate: string, numberLocale: 'vi-VN' | 'en-US'): string {
  const parts = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate)
  if (!parts) return rateNumbers[numberLocale]().format(rate as Intl.StringNumericLiteral)
  const [, whole = '0', fraction = ''] = parts
  const { group, decimal } = MARKS[numberLocale]
  const digits = fraction.replace(/0+$/, '')
  return grouped(BigInt(whole).toString(), group) + (digits ? decimal + digits : '')
}
