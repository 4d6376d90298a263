/**
 * The page a request is for. A client-side navigation asks the server for `/cart.data`
 * (`/_.data` for `/`) with a `_routes` parameter; middleware sees that form, not the page's.
 * Mirrors React Router's own normalisation.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  const pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.replace(/_\.data$/, '')
    : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  const search = url.searchParams.toString()
  return search ? `${pathname}?${search}` : pathname
}
