import type { RouterContextProvider } from 'react-router'
import { pageAddress } from '#app/features/content/page-address.server.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'

/** The live price list (ADR 009) for /price-list and /service-price-table, and the page's address. */
export async function loadPricePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: '/price-list' | '/service-price-table',
) {
  const lang = requestLang(request)
  const result = await api(context, lang).call('GET /api/service-prices')
  if (!result.ok) throw refused(result.refusal)
  return { list: result.data.data, lang, address: pageAddress(request, context, path) }
}
