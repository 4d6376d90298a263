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

const wholeNumbers = {
  'vi-VN': once(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })),
  'en-US': once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })),
}
const rateNumbers = {
  'vi-VN': once(() => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 4 })),
  'en-US': once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })),
}
const locale = (lang: Lang) => (lang === 'vi' ? 'vi-VN' : 'en-US')

/** §1/§9: VND is a whole number followed by a no-break space and đ; vi groups with dots. */
export function formatVnd(amount: number, lang: Lang): string {
  return `${wholeNumbers[locale(lang)]().format(Math.round(amount))}\u00a0đ`
}

/** JPY as ¥1,234 in every language (the sign goes before the symbol). */
export function formatJpy(amount: number): string {
  const rounded = Math.round(amount)
  const grouped = wholeNumbers['en-US']().format(Math.abs(rounded))
  return `${rounded < 0 ? '-' : ''}¥${grouped}`
}

/** An amount in the currency the API names (JPY or VND). */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  return currency === 'JPY' ? formatJpy(amount) : formatVnd(amount, lang)
}

// §9: dates are en-GB; shown in Vietnam's time zone so server and browser render the same day.
const TIME_ZONE = 'Asia/Ho_Chi_Minh'
const fullDate = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
)
const compactDate = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      timeZone: TIME_ZONE,
    }),
)
const dateTime = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
)

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
  const value = rateNumbers[locale(lang)]().format(rate as Intl.StringNumericLiteral)
  return `1\u00a0¥ = ${value}\u00a0đ`
}
