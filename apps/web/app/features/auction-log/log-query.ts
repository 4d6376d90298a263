import { BID_STATUSES, type BidStatus } from '@kaimono/contracts'

export type AuctionLogQuery = { status: BidStatus | null; page: number }

/** The log's query from its address: an unknown status is all of them, a bad page the first. */
export function parseLogQuery(params: URLSearchParams): AuctionLogQuery {
  const given = params.get('status')
  const status = BID_STATUSES.find((value) => value === given) ?? null
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return { status, page }
}

/** The log's address for a status (all when null) and a page; the first page has none. */
export function logHref(status: BidStatus | null, page = 1): string {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : '?'
}
