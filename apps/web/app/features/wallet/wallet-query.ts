import type { ListParams, transactionListSpec } from '@kaimono/contracts'

/** §2 Wallet detail: the page's own query, and the API query the loader makes of it. */

export const TRANSACTION_SORTS = ['voucher_date', '-voucher_date', 'amount', '-amount'] as const
export type TransactionSort = (typeof TRANSACTION_SORTS)[number]
export type SortField = 'voucher_date' | 'amount'
export const DEFAULT_SORT: TransactionSort = '-voucher_date'

export type WalletQuery = {
  sort: TransactionSort
  /** Days as YYYY-MM-DD (what a date input holds). */
  dateFrom: string | null
  dateTo: string | null
  reference: string | null
  /** §2: the page is kept in `transactions_page`. */
  page: number
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const SECONDS_PER_DAY = 86_400
// §9 dates are shown in Vietnam's time (UTC+7, no daylight saving): a day is its day there.
const VIETNAM_OFFSET_SECONDS = 7 * 3600

/**
 * The unix second a day starts in Vietnam, or null for anything but a real YYYY-MM-DD from the
 * year 2000 (a date input passes through years such as 0002 while one types 2026).
 */
export function dayStart(day: string): number | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number]
  if (year < 2000) return null
  const utc = new Date(Date.UTC(year, month - 1, date))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1) return null
  return utc.getTime() / 1000 - VIETNAM_OFFSET_SECONDS
}

/**
 * §5: the range is sent only when both days are set, as unix seconds from the start of the
 * first day to the last second of the second (the end date covers its whole day).
 */
export function voucherDateRange(query: Pick<WalletQuery, 'dateFrom' | 'dateTo'>) {
  const from = query.dateFrom ? dayStart(query.dateFrom) : null
  const to = query.dateTo ? dayStart(query.dateTo) : null
  if (from === null || to === null || from > to) return null
  return [from, to + SECONDS_PER_DAY - 1] as const
}

export function parseWalletQuery(params: URLSearchParams): WalletQuery {
  const sort = params.get('sort') as TransactionSort | null
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? ''
    return dayStart(value) === null ? null : value
  }
  const page = Number(params.get('transactions_page'))
  return {
    sort: sort && TRANSACTION_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    dateFrom: day('date_from'),
    dateTo: day('date_to'),
    reference: params.get('reference')?.trim().slice(0, 64) || null,
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1,
  }
}

/** GET /api/transactions for one wallet's page of §2's table. */
export function transactionsApiQuery(
  walletId: number,
  query: WalletQuery,
): ListParams<typeof transactionListSpec> {
  const range = voucherDateRange(query)
  return {
    // §5: an emptied reference filter sends nothing.
    filter: { wallet_id: walletId, reference: query.reference },
    ...(range && { between: { voucher_date: range } }),
    include: ['transactionType'],
    append: ['references'],
    sort: query.sort,
    page: query.page,
  }
}

/** The page's query string, leaving out defaults and empty values ('?' when nothing is left). */
export function walletHref(query: WalletQuery): string {
  const params = new URLSearchParams()
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.dateFrom) params.set('date_from', query.dateFrom)
  if (query.dateTo) params.set('date_to', query.dateTo)
  if (query.reference) params.set('reference', query.reference)
  if (query.page > 1) params.set('transactions_page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : '?'
}

/** §4: a sort toggles between ascending (field) and descending (-field) on each click. */
export function toggledSort(current: TransactionSort, field: SortField): TransactionSort {
  return current === field ? `-${field}` : field
}

export function sortDirection(current: TransactionSort, field: SortField) {
  if (current === field) return 'ascending'
  if (current === `-${field}`) return 'descending'
  return null
}

export const isFiltered = (query: WalletQuery) =>
  voucherDateRange(query) !== null || query.reference !== null
