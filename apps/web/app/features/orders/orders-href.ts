/** The order list's address for a status filter (all when null) and a page. */
export function ordersHref(status: string | null, page = 1) {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : '?'
}
